import { describe, expect, it } from 'vitest';
import { formatReportText } from '../../games/kit/simulate/format-report.ts';
import { prepareGame } from '../../games/kit/simulate/play-game.ts';
import { runSimulation } from '../../games/kit/simulate/run-simulation.ts';
import { gameSeeds } from '../../games/kit/simulate/seeds.ts';
import { threeLaws } from '../../games/three-laws/index.ts';
import { threeLawsCardTally, threeLawsTally } from '../../games/three-laws/tally.ts';
import { content, play, playRound, prepared, start, withRules } from './support.ts';

const FIVE = ['android-1', 'android-2', 'ai-1', 'ai-2', 'robot-1'];
const round3 = (lawsInForce: string[]) => start(prepared({ cards: FIVE, round: 3, lawsInForce }));
/** The tally's per-law rows of one counter, without the zeros. */
const perLaw = (tally: Record<string, number>, counter: string) =>
  Object.fromEntries(Object.entries(tally).filter(([key, n]) => key.startsWith(`${counter}: `) && n > 0).map(([key, n]) => [key.slice(counter.length + 2), n]));

describe('3 Laws: each Law Card counted in the tally', () => {
  it('counts the rounds each law was in force, as the rounds reveal them', () => {
    const state = start(undefined, { seed: 'laws', numPlayers: 4, setupData: { start: 'round-2' } });
    expect(state.G.lawsInForce).toHaveLength(1);
    expect(perLaw(threeLawsTally(state.G), 'in force')).toEqual({ [state.G.lawsInForce[0]]: 1 });
  });

  it('a call the engine finds right counts for the laws the act broke, and the break itself', () => {
    const state = play(round3(['short-questions', 'question-mark']), ['0', 'ask', '2', 'Is your rank the top one?'], ['3', 'callError', 'r3-1']);
    expect(state.G.calls[0].verdict).toBe('upheld');
    const tally = threeLawsTally(state.G);
    expect(perLaw(tally, 'broken')).toEqual({ 'short-questions': 1 });
    expect(perLaw(tally, 'called right')).toEqual({ 'short-questions': 1 });
    expect(perLaw(tally, 'called wrong')).toEqual({});
  });

  it('a wrong call counts for the laws in force that speak of the act called on, not the others', () => {
    const state = play(round3(['short-questions', 'no-pronouns']), ['0', 'ask', '2', 'Top rank?'], ['3', 'callError', 'r3-1']);
    expect(state.G.calls[0].verdict).toBe('rejected');
    const tally = threeLawsTally(state.G);
    expect(perLaw(tally, 'called wrong')).toEqual({ 'short-questions': 1 });
    expect(perLaw(tally, 'called right')).toEqual({});
    expect(tally['errors called wrong']).toBe(1);
  });

  it("a law the players judge is counted when their vote settles the call, right or wrong", () => {
    const voted = (cards: string[], ...votes: [string, boolean][]) =>
      play(start(prepared({ cards, round: 3, lawsInForce: ['be-kind', 'short-questions'] })), ['0', 'ask', '2', 'Top rank?'], ['2', 'answer', 'No, never.'], ['3', 'callError', 'r3-2'], ...votes.map(([p, v]) => [p, 'voteOnCall', v] as [string, string, boolean]));
    const open = threeLawsTally(voted(FIVE).G);
    expect([perLaw(open, 'called right'), perLaw(open, 'called wrong')]).toEqual([{}, {}]);
    const right = threeLawsTally(voted(FIVE, ['0', true], ['4', false], ['1', true]).G);
    expect([perLaw(right, 'called right'), perLaw(right, 'called wrong')]).toEqual([{ 'be-kind': 1 }, {}]);
    const wrong = threeLawsTally(voted(FIVE.slice(0, 4), ['0', true], ['1', false]).G);
    expect([perLaw(wrong, 'called right'), perLaw(wrong, 'called wrong')]).toEqual([{}, { 'be-kind': 1 }]);
  });
});

describe('3 Laws: each Faction card counted from the round reports', () => {
  it('counts the rounds each card was held, led its faction and scored with it, and which cards the deck held', () => {
    // Seat 0 holds both of the Androids' keys, so the Androids score; the AIs' keys are split, so they do not.
    const state = playRound(start(prepared({ cards: ['android-4', 'android-1', 'ai-3', 'ai-1'], keys: { 0: 2, 1: 0 } })));
    expect(state.G.history[0].factions.map((f) => [f.faction, f.scored])).toEqual([['android', true], ['ai', false]]);
    const tally = threeLawsTally(state.G);
    expect(perLaw(tally, 'held')).toEqual({ 'android-4': 1, 'android-1': 1, 'ai-3': 1, 'ai-1': 1 });
    expect(perLaw(tally, 'led its faction')).toEqual({ 'android-4': 1, 'ai-3': 1 });
    expect(perLaw(tally, 'scored')).toEqual({ 'android-4': 1, 'android-1': 1 });
    // At four players the deck holds two factions, ranks 1 to 4: the Robots are not in this game.
    expect(Object.keys(perLaw(tally, 'in the deck')).sort()).toEqual(['ai-1', 'ai-2', 'ai-3', 'ai-4', 'android-1', 'android-2', 'android-3', 'android-4']);
  });
});

describe('3 Laws: the Law and Faction cards table', () => {
  const can = (setup: { start: string }, c = content) => Object.fromEntries(threeLawsCardTally.designs(c, setup, 4).map((d) => [d.id, [d.copies, d.can]]));

  it('lists for each law only what it can do, read from its entry: a law the players judge is never counted broken', () => {
    const all = can({ start: 'round-1' });
    expect(all['short-questions']).toEqual([1, ['in force', 'broken', 'called right', 'called wrong']]);
    expect(all['be-kind']).toEqual([1, ['in force', 'called right', 'called wrong']]);
    expect(all['android-1']).toEqual([0, ['held', 'led its faction', 'scored']]);
    expect(Object.keys(all)).toEqual([...content.laws.laws.map((l) => l.id), ...['android', 'ai', 'robot'].flatMap((f) => [1, 2, 3, 4].map((r) => `${f}-${r}`))]);
    // Seven and eight seats play ranks 1 to 5.
    expect(threeLawsCardTally.designs(content, { start: 'round-1' }, 8).map((d) => d.id)).toContain('robot-5');
  });

  it('a setup whose rounds reveal no law leaves every law out of play', () => {
    const noLaws = withRules({ rounds: [{ laws: 0 }, { laws: 0 }] });
    const laws = (c = content) => content.laws.laws.map((l) => can({ start: 'round-2' }, c)[l.id][0]);
    expect(laws(noLaws)).toEqual(content.laws.laws.map(() => 0));
    expect(laws()).toEqual(content.laws.laws.map(() => 1));
  });

  it('a simulation on the fixture reports each law per card, and leaves no per-law row in the general tally', () => {
    const report = runSimulation({ prepared: prepareGame(threeLaws, content), numPlayers: 4, setups: [{ start: 'round-1' }], seeds: gameSeeds('laws', 4), runSeed: 'laws' });
    expect(report.failure).toBeUndefined();
    const rows = report.cards!.rows;
        expect(report.cards!.title).toBe('Law and Faction cards');
    expect(rows.filter((r) => r.figures[0].counter === 'in force').map((r) => r.id).sort()).toEqual(content.laws.laws.map((l) => l.id).sort());
    // Four seats play two factions a game, drawn from three: each Faction card is in play in the games whose deck holds it.
    const factionRows = rows.filter((r) => r.figures[0].counter === 'held');
    expect(factionRows).toHaveLength(12);
    expect(factionRows.reduce((sum, r) => sum + r.gamesInPlay, 0)).toBe(4 * 8);
    for (const row of factionRows) expect(row.copies).toEqual([1]);
    // Round 1 to 4 reveal 0 + 1 + 2 + 3 laws, the fixture's six: every law is in force once a game.
    for (const row of rows.filter((r) => r.figures[0].counter === 'in force')) expect(row.figures[0]).toMatchObject({ total: 4, perGame: 1, perCopy: 1, games: 4 });
    expect(rows.find((r) => r.id === 'be-kind')!.figures.map((f) => f.counter)).toEqual(['in force', 'called right', 'called wrong']);
    expect(report.tally!.rows.filter((r) => /^(in force|broken|called right|called wrong|held|led its faction|scored|in the deck): /.test(r.label))).toEqual([]);
    expect(formatReportText(report)).toMatch(/Law and Faction cards \(per copy[^\n]*\n.*\n {4}short-questions +1 {2}in force /);
  });
});
