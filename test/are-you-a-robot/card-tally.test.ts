import { describe, expect, it } from 'vitest';
import { modeOf } from '../../games/are-you-a-robot/modes.ts';
import { teamsOf } from '../../games/are-you-a-robot/rules/deal.ts';
import { applyAccept } from '../../games/are-you-a-robot/rules/handshake.ts';
import { applyRevolution } from '../../games/are-you-a-robot/rules/revolution.ts';
import { applyZap } from '../../games/are-you-a-robot/rules/zap.ts';
import type { AyarState } from '../../games/are-you-a-robot/state.ts';
import { areYouARobot } from '../../games/are-you-a-robot/index.ts';
import { ayarTally, identityCardTally } from '../../games/are-you-a-robot/tally.ts';
import { formatReportText } from '../../games/kit/simulate/format-report.ts';
import { prepareGame } from '../../games/kit/simulate/play-game.ts';
import { runSimulation } from '../../games/kit/simulate/run-simulation.ts';
import { gameSeeds } from '../../games/kit/simulate/seeds.ts';
import { fixture, MEDIC, SLEEPER } from './fixture-content.ts';
import { prepared } from './support.ts';

/** A conversion's shuffle that puts its added card (the last) at position k and keeps the others in order. */
const addedTo = (k: number) => <T>(items: T[]): T[] => {
  const out = items.slice(0, -1);
  out.splice(k, 0, items[items.length - 1]);
  return out;
};
const zap = (G: AyarState, shooter: string, victim: string, k = 0) => applyZap(G, modeOf(fixture, 'extended'), shooter, victim, { shuffle: addedTo(k), teamOf: teamsOf(fixture) });
/** The tally without its zeros. */
const counted = (G: AyarState) => Object.fromEntries(Object.entries(ayarTally(G)).filter(([, n]) => n > 0));

describe('Are You A Robot?: what each card kind did, counted by the rules', () => {
  // Extended, 5 players: seat 0 the Medic, seat 1 the Robot, the rest plain Humans, one Human set aside.
  const five = prepared('extended', [MEDIC, 'robot', 'human', 'human', 'human'], ['human'], fixture);

  it('a shot counts for the card the shooter held then, though a later conversion deals that seat another', () => {
    // Two Robot cards dealt so far (as after a conversion whose card was set aside), so the game goes on after the first is zapped.
    const afterRobot = zap({ ...five, robotCardsDealt: 2 }, '0', '1').G;
    expect(afterRobot.eliminated).toEqual(['1']);
    // Seat 2 shoots seat 3, a Human: the Humans still in (0, 3, 4) hand in the Medic and two Humans, the Sleeper goes to seat 0.
    const { G } = zap(afterRobot, '2', '3');
    expect(G.cards['0']).toBe(SLEEPER);
    expect(counted(G)).toEqual({
      'dealt to a player: fx-medic': 1,
      'dealt to a player: robot': 1,
      'dealt to a player: human': 3,
      [`zapped a Robot: ${MEDIC}`]: 1,
      'zapped a Human: human': 1,
      'was zapped: robot': 1,
      'was zapped: human': 1,
      [`added by a conversion: ${SLEEPER}`]: 1,
      [`converted a Human: ${SLEEPER}`]: 1,
      [`dealt to a player: ${SLEEPER}`]: 1,
    });
  });

  it('a conversion whose added card is set aside adds it but converts no one', () => {
    const { G } = zap(five, '2', '3', 4);
    expect(G.conversions[0].converted).toBeNull();
    expect(counted(G)).toMatchObject({ [`added by a conversion: ${SLEEPER}`]: 1 });
    expect(counted(G)[`converted a Human: ${SLEEPER}`]).toBeUndefined();
    expect(counted(G)[`dealt to a player: ${SLEEPER}`]).toBeUndefined();
  });

  it('a handshake counts both hands, a revolution its Robot, and the end of the game the winners’ cards', () => {
    const three = prepared('schrodinger', [MEDIC, 'robot', 'human'], ['human'], fixture);
    const shaken = applyAccept(three, '0', '1');
    expect(shaken.gameover?.reason).toBe('handshake-with-robot');
    expect(counted(shaken.G)).toMatchObject({ 'shook hands: fx-medic': 1, 'shook hands: robot': 1, 'won: robot': 1 });
    expect(counted(shaken.G)['won: fx-medic']).toBeUndefined();

    const declared = applyRevolution(five, '1');
    expect(declared.gameover?.reason).toBe('false-revolution');
    expect(counted(declared.G)).toMatchObject({ 'declared revolution: robot': 1, 'won: human': 3, 'won: fx-medic': 1 });
  });
});

describe('Are You A Robot?: the Identity cards table', () => {
  const designs = (mode: string, n: number) => Object.fromEntries(identityCardTally.designs(fixture, { mode }, n).map((d) => [d.id, [d.copies, d.can]]));

  it('lists for each kind what its team and the mode let it do, and no line for a kind the mode never deals', () => {
    const basic = designs('basic', 3);
    expect(basic[MEDIC]).toEqual([1, ['dealt to a player', 'zapped a Robot', 'zapped a Human', 'was zapped', 'won']]);
    expect(basic[SLEEPER]).toEqual([1, ['dealt to a player', 'was zapped', 'won']]);
    expect(basic.robot).toEqual([0, []]);
    const extended = designs('extended', 5);
    expect(extended.robot).toEqual([1, ['dealt to a player', 'was zapped', 'shook hands', 'declared revolution', 'won']]);
    expect(extended.human).toEqual([4, ['dealt to a player', 'zapped a Robot', 'zapped a Human', 'was zapped', 'shook hands', 'won']]);
    // Only conversions bring the Sleeper into an Extended game: it is never dealt at the start.
    expect(extended[SLEEPER]).toEqual([0, ['dealt to a player', 'was zapped', 'shook hands', 'declared revolution', 'converted a Human', 'won']]);
  });

  it('in simulation, a kind only conversions add is in play in the games that added it, its copies those it added', () => {
    const report = runSimulation({ prepared: prepareGame(areYouARobot, fixture), numPlayers: 5, setups: [{ mode: 'extended' }], seeds: gameSeeds('ayar', 60), runSeed: 'ayar' });
    expect(report.failure).toBeUndefined();
    const sleeper = report.cards!.rows.find((r) => r.id === SLEEPER)!;
    expect(sleeper.gamesInPlay).toBeGreaterThan(0);
    expect(sleeper.gamesInPlay).toBeLessThan(60);
    expect(sleeper.copies[0]).toBe(1);
    const converted = sleeper.figures.find((f) => f.counter === 'converted a Human')!;
    // Each added Sleeper is one copy: dealt to a Human or set aside, so at most one conversion each.
    expect(converted.perCopy).toBeGreaterThan(0);
    expect(converted.perCopy).toBeLessThanOrEqual(1);
    expect(report.cards!.absent).toEqual([]);
    expect(report.tally?.rows ?? []).toEqual([]);
    expect(formatReportText(report)).toMatch(/Identity cards \(per copy[^\n]*\n.*\n {4}human +4 {2}dealt to a player /);
  });

  it('over several modes a kind lists what it can do in any of them: the Medic shakes hands in Schrödinger, not in Basic', () => {
    const report = runSimulation({ prepared: prepareGame(areYouARobot, fixture), numPlayers: 3, setups: [{ mode: 'basic' }, { mode: 'schrodinger' }], seeds: gameSeeds('modes', 20), runSeed: 'modes' });
    const row = (id: string) => report.cards!.rows.find((r) => r.id === id)!;
    expect(row(MEDIC).figures.map((f) => f.counter)).toContain('shook hands');
    expect(row('robot').figures.map((f) => f.counter)).toContain('shook hands');
    expect(row('robot').gamesInPlay).toBe(10);
    expect(row(SLEEPER).gamesInPlay).toBe(10);
  });
});
