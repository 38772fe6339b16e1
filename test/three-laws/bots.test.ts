import type { State } from 'boardgame.io';
import { describe, expect, it } from 'vitest';
import { botRng } from '../../games/kit/simulate/seeds.ts';
import { playGame, prepareGame, statesOfRecord, type GameRecord, type MoveRecord } from '../../games/kit/simulate/play-game.ts';
import { carriesTemplate } from '../../games/kit/talk/question-templates.ts';
import { heard } from '../../games/three-laws/bots/beliefs.ts';
import { threeLawsBotPolicy } from '../../games/three-laws/bots/policy.ts';
import type { BotHabits, LawDef, ThreeLawsContent, WordClass } from '../../games/three-laws/content-types.ts';
import { seatLabel } from '../../games/three-laws/enumerate.ts';
import { threeLaws } from '../../games/three-laws/index.ts';
import { judgeAct, lawBreaks, lawById } from '../../games/three-laws/rules/laws.ts';
import { checkAsk } from '../../games/three-laws/rules/query.ts';
import { questionById, templateLabels } from '../../games/three-laws/rules/question-params.ts';
import { truthOf } from '../../games/three-laws/rules/question-truth.ts';
import { viewFor } from '../../games/three-laws/rules/view.ts';
import type { Act, Step, TemplateUse, ThreeLawsState } from '../../games/three-laws/state.ts';
import { content as fixture, prepared, withLaws, type Prepared } from './support.ts';

// The bots play the fixture content (test/support's tree, not content/), with their habits set
// per test: no slips, no lies, no wrong calls unless a test wants them. The kinds of law the
// fixture lacks are built below as data, so a designer editing content/three-laws/ breaks no test here.
const CAREFUL: BotHabits = { lie: 0, slip: 0, wrongCall: 0, callBroken: 1 };
const withHabits = (habits: Partial<BotHabits>, base = fixture): ThreeLawsContent => ({ ...base, rules: { ...base.rules, botHabits: { ...CAREFUL, ...habits } } });
const careful = withHabits({});

/** A Law Card as data: one kind of law, named for what it asks. */
const law = (id: string, check: NonNullable<LawDef['check']>): LawDef => ({ id, name: id, text: `Test law: ${id}.`, check });
/**
 * The kinds of law the tests below need that the fixture has none of. Its own serve where they
 * fit: question-mark (endsWith "?"), short-questions (maxWords), not-left, no-refusing.
 */
const TEST_LAWS: LawDef[] = [
  law('begins-beep-boop', { acts: ['question'], text: [{ startsWith: 'Beep boop' }] }),
  law('no-pronouns-at-all', { acts: ['question', 'answer'], text: [{ bannedClass: 'pronouns' }] }),
  law('ends-with-over', { acts: ['question'], text: [{ endsWith: 'over' }] }),
  law('lower-case-questions', { acts: ['question'], text: [{ noCapitals: true }] }),
  law('say-please', { acts: ['question'], text: [{ requiredWords: ['please'] }] }),
  law('no-letter-e', { acts: ['question'], text: [{ bannedLetters: 'e' }] }),
  law('no-numbers', { acts: ['question', 'answer'], text: [{ bannedClass: 'numbers' }] }),
  law('begins-acknowledged', { acts: ['answer'], text: [{ startsWith: 'Acknowledged' }] }),
  law('upper-case-answers', { acts: ['answer'], text: [{ allCaps: true }] }),
  law('say-thanks', { acts: ['answer'], text: [{ requiredWords: ['thanks', 'thank you'] }] }),
  law('no-yes-or-no', { acts: ['answer'], text: [{ bannedWords: ['yes', 'no'] }] }),
  law('long-answers', { acts: ['answer'], text: [{ minWords: 4 }] }),
  law('hedged-answers', { acts: ['answer'], text: [{ requiredWords: ['maybe', 'perhaps', 'probably'] }] }),
  law('one-word-answers', { acts: ['answer'], text: [{ maxWords: 1 }] }),
  law('short-words', { acts: ['question', 'answer'], text: [{ maxWordLength: 6 }] }),
  law('no-repeats', { acts: ['question', 'answer'], text: [{ noRepeatedWords: true }] }),
  law('no-faction-names', { acts: ['question', 'answer'], text: [{ bannedClass: 'factions' }] }),
  law('not-the-start-player', { acts: ['question'], notTo: ['start-player'] }),
  law('never-keep', { acts: ['keep'], forbidden: true }),
  law('not-right', { acts: ['give'], notTo: ['right'] }),
];
/** A word class of the fixture's faction names (both forms), for no-faction-names. */
const FACTION_NAMES: WordClass = { words: fixture.factions.factions.flatMap((f) => [f.name, f.plural]) };
/** The careful bots with every law the tests name in the deck: the fixture's and TEST_LAWS. */
const lawful = withLaws([...careful.laws.laws, ...TEST_LAWS], { ...careful, words: { classes: { ...careful.words.classes, factions: FACTION_NAMES } } });

const midway = () => 0.5;
/** The bot's choice once every seat has told the game its name (a bot's first move, tested on its own below). */
const choose = (G: ThreeLawsState, playerID: string, content = careful, names?: Record<string, string>, rng = midway) => {
  const named = { ...G, names: Object.fromEntries(G.players.map((p) => [p, names?.[p] ?? seatLabel(p)])) };
  return threeLawsBotPolicy(viewFor(named, playerID), { gameover: undefined }, playerID, content, rng, names);
};

/** Four players, two factions: Androids and AIs, ranks 1-4; seat 0 starts; no law unless given. */
const FOUR = ['android-2', 'android-4', 'ai-3', 'ai-1'];
const state = (extra: Partial<Prepared> = {}) => prepared({ cards: FOUR, content: careful, lawsInForce: [], ...extra });

const question = (n: number, by: string, to: string, text: string, template?: TemplateUse): Act => ({ id: `r2-${n}`, kind: 'question', by, to, text, ...(template ? { template } : {}) });
const answer = (n: number, by: string, to: string, text: string): Act => ({ id: `r2-${n}`, kind: 'answer', by, to, text });
/** "Am I in the same faction as {player}?": asked of a third seat about an Android, a "yes" makes the asker an Android. */
const sameFactionAs = (player: string): TemplateUse => ({ id: 'same-faction', params: { player } });

/** Plays a game with the bots and visits each move with the state it was chosen on. */
function replay(content: ThreeLawsContent, record: GameRecord, visit: (state: State<ThreeLawsState>, move: MoveRecord) => void): void {
  const ready = prepareGame(threeLaws, content);
  const states = statesOfRecord(ready, record) as State<ThreeLawsState>[];
  record.moves.forEach((move, i) => visit(states[i], move));
}

function games(content: ThreeLawsContent, players: number[], perTable: number, label: string): GameRecord[] {
  const ready = prepareGame(threeLaws, content);
  return players.flatMap((numPlayers) =>
    Array.from({ length: perTable }, (_, i) => {
      const record = playGame(ready, { numPlayers, setupData: { start: i % 2 ? 'round-2' : 'round-1' }, seed: `${label}-${numPlayers}-${i}`, maxMoves: 5000 });
      expect(record.failure, JSON.stringify(record.failure)).toBeUndefined();
      return record;
    }),
  );
}

describe('the 3 Laws bot names itself', () => {
  it('first of all, with the name it sits under (its seat label where no names are known), and only once', () => {
    const G = state();
    const names = { 0: 'Bot Babbage', 1: 'Bo', 2: 'Cy', 3: 'Di' };
    expect(threeLawsBotPolicy(viewFor(G, '0'), { gameover: undefined }, '0', careful, midway, names)).toEqual({ kind: 'move', move: 'nameSeat', args: ['Bot Babbage'] });
    expect(threeLawsBotPolicy(viewFor(G, '2'), { gameover: undefined }, '2', careful, midway)).toEqual({ kind: 'move', move: 'nameSeat', args: [seatLabel('2')] });
    expect(choose(G, '0', careful, names)?.move).toBe('ask');
  });
});

describe('the 3 Laws bot asks', () => {
  it('only legal templated questions, whose text carries the template, across whole games', () => {
    let asked = 0;
    for (const record of games(careful, [4, 6, 8], 2, 'ask')) {
      replay(careful, record, (now, move) => {
        if (move.move !== 'ask') return;
        const [target, text, use] = move.args as [string, string, TemplateUse];
        expect(checkAsk(now.G, careful, move.playerID, target, text, use)).toBeUndefined();
        const def = questionById(careful, use.id)!;
        expect(carriesTemplate(text, def, templateLabels(careful, def, use, seatLabel))).toBe(true);
        asked++;
      });
    }
    expect(asked).toBeGreaterThan(50);
  });

  it('what it does not know yet: a question whose answer splits the cards its own may still be', () => {
    // Seat 0 sees android-4 (seat 1), ai-3, ai-1; "yes, in seat 1's faction" leaves android-1..3: its faction is known, its rank is not.
    const acts = [question(1, '0', '2', 'Am I in the same faction as Player 2?', sameFactionAs('1')), answer(2, '2', '0', 'Yes')];
    const G = state({ acts });
    const action = choose(G, '0')!;
    expect(action.move).toBe('ask');
    const [target, , use] = action.args as [string, string, TemplateUse];
    const def = questionById(careful, use.id)!;
    const answers = ['android-1', 'android-2', 'android-3'].map((id) => {
      const [faction, rank] = id.split('-');
      return truthOf(def, use, { ...G.cards, 0: { faction, rank: Number(rank) } }, '0', target);
    });
    expect(new Set(answers).size).toBeGreaterThan(1);
  });

  it('says the seats by their names at a live table', () => {
    const names: Record<string, string> = { 0: 'Ada', 1: 'Babbage', 2: 'Curie', 3: 'Dijkstra', 4: 'Euler' };
    const named = { ...threeLaws, botPolicy: (view: never, ctx: never, p: string, c: ThreeLawsContent, r: () => number) => threeLawsBotPolicy(view, ctx, p, c, r, names) };
    let withPlayer = 0;
    for (let i = 0; i < 4; i++) {
      const record = playGame(prepareGame(named, careful), { numPlayers: 5, setupData: { start: 'round-1' }, seed: `names-${i}`, maxMoves: 5000 });
      expect(record.failure).toBeUndefined();
      for (const move of record.moves.filter((m) => m.move === 'ask')) {
        const [, text, use] = move.args as [string, string, TemplateUse];
        expect(text).not.toMatch(/Player \d/);
        if (use.params.player === undefined) continue;
        expect(text.toLowerCase()).toContain(names[String(use.params.player)].toLowerCase());
        withPlayer++;
      }
    }
    expect(withPlayer).toBeGreaterThan(0);
  });
});

describe('the 3 Laws bot answers', () => {
  it('truthfully from what it sees when it never lies (checked against the real state)', () => {
    let answered = 0;
    for (const record of games(careful, [4, 5, 7], 2, 'truth')) {
      replay(careful, record, (now, move) => {
        if (move.move !== 'answer' || now.G.step.kind !== 'query-answer') return;
        const q = now.G.acts.findLast((a) => a.kind === 'question')!;
        const def = questionById(careful, q.template!.id)!;
        const truth = truthOf(def, q.template!, now.G.cards, now.G.step.current, move.playerID);
        expect(heard(def, move.args[0] as string, careful.questions.answerWords)).toBe(truth);
        answered++;
      });
    }
    expect(answered).toBeGreaterThan(50);
  });

  it('always lies when botHabits.lie is 1, and the same way each time it is asked', () => {
    const liar = withHabits({ lie: 1 });
    const G = state({ content: liar, step: { kind: 'query-answer', current: '0', target: '2' }, acts: [question(1, '0', '2', 'Am I the highest rank you see?', { id: 'highest-rank', params: {} })] });
    // Seat 2 sees android-2 (seat 0), android-4 and ai-1: seat 0 is not the highest; the truth is no.
    const first = choose(G, '2', liar);
    expect(first).toEqual({ kind: 'move', move: 'answer', args: ['Yes'] });
    expect(choose(G, '2', liar)).toEqual(first);
  });

  it('something neutral to a typed question', () => {
    const G = state({ step: { kind: 'query-answer', current: '0', target: '2' }, acts: [question(1, '0', '2', 'What do you make of seat 3?')] });
    const action = choose(G, '2');
    expect(action?.move).toBe('answer');
    expect(heard({ answers: 'yes-no' } as never, action!.args[0] as string, careful.questions.answerWords)).toBeUndefined();
  });
});

describe('the 3 Laws bot keeps the laws in force when it does not slip', () => {
  // One law of a kind each: openings, endings, case, required and banned words, word classes, counts and lengths.
  const lawSets = [
    ['question-mark', 'begins-beep-boop', 'no-pronouns-at-all'],
    ['ends-with-over', 'lower-case-questions', 'say-please'],
    ['no-letter-e', 'short-questions', 'no-numbers'],
    ['begins-acknowledged', 'upper-case-answers', 'say-thanks'],
    ['no-yes-or-no', 'long-answers', 'hedged-answers'],
    ['one-word-answers', 'short-words', 'no-repeats', 'no-faction-names'],
  ];

  const broken = (G: ThreeLawsState, laws: string[], act: Act) => laws.flatMap((id) => lawBreaks(lawById(lawful, id), act, { ...G, acts: [...G.acts, act] }, lawful));

  /** Seat `asker`'s question and its target's answer, chosen with `laws` in force; judged against `judged`. */
  function queryUnder(laws: string[], judged: string[], asker: string, rng = midway) {
    const G = state({ content: lawful, lawsInForce: laws, startPlayer: asker, step: { kind: 'query-ask', current: asker } });
    const ask = choose(G, asker, lawful, undefined, rng)!;
    expect(ask.move).toBe('ask');
    const [target, text, use] = ask.args as [string, string, TemplateUse];
    const q = question(1, asker, target, text, use);
    const asked = { ...G, acts: [q], step: { kind: 'query-answer', current: asker, target } as Step };
    const reply = choose(asked, target, lawful)!;
    expect(reply.move).toBe('answer');
    return { use, questionBreaks: broken(G, judged, q), answerBreaks: broken(asked, judged, answer(2, target, asker, reply.args[0] as string)) };
  }

  it.each(lawSets)('questions and answers keep %s, %s, %s', (...laws) => {
    for (const asker of ['0', '1', '2', '3']) {
      const { use, questionBreaks, answerBreaks } = queryUnder(laws, laws, asker);
      expect(questionBreaks).toEqual([]);
      // A count cannot be said without a number: under no-numbers that answer breaks the law whatever the bot does.
      if (use.id === 'count-faction' && laws.includes('no-numbers')) continue;
      expect(answerBreaks).toEqual([]);
    }
    // The laws bite: with none in force, the bots' own words would break one (whichever of its equally telling questions a bot takes).
    const free = [0, 0.5, 0.99].flatMap((r) => ['0', '1', '2', '3'].map((asker) => queryUnder([], laws, asker, () => r)));
    expect(free.some((q) => q.questionBreaks.length + q.answerBreaks.length > 0)).toBe(true);
  });

  it('asks nobody a law forbids it to ask, and gives and replies as the laws allow', () => {
    const laws = ['not-left', 'not-the-start-player'];
    const G = state({ content: lawful, lawsInForce: laws, startPlayer: '1', step: { kind: 'query-ask', current: '2' } });
    const target = choose(G, '2', lawful)!.args[0];
    expect(target).not.toBe('3');
    expect(target).not.toBe('1');
    // Seat 0 leads the Androids it sees, so it would keep its key, but the law says give it; not to its right.
    const transfer = state({ content: lawful, lawsInForce: ['never-keep', 'not-right'], cards: ['android-4', 'android-2', 'ai-3', 'ai-1'], step: { kind: 'transfer', current: '0' } });
    const gave = choose(transfer, '0', lawful)!;
    expect(gave.move).toBe('giveKeys');
    expect(gave.args[0]).not.toBe('3');
    // Seat 0 holds android-2 and sees android-4: it would refuse, but refusing is against the law.
    const offer = state({ content: lawful, lawsInForce: ['no-refusing'], step: { kind: 'transfer-offer', current: '2', to: '0', keys: 1 } });
    expect(choose(offer, '0', lawful)?.move).toBe('acceptKeys');
    expect(choose({ ...offer, lawsInForce: [] }, '0', lawful)?.move).toBe('refuseKeys');
  });

  it('over whole games: no act of a careful bot breaks a law', () => {
    // Laws that can all be kept together (no two that contradict, like one-word and long answers).
    const keepable = ['question-mark', 'ends-with-over', 'begins-beep-boop', 'no-pronouns-at-all', 'begins-acknowledged', 'say-thanks', 'upper-case-answers', 'never-keep', 'no-refusing', 'not-left'];
    const content = withLaws(lawful.laws.laws.filter((l) => keepable.includes(l.id)), lawful);
    expect(content.laws.laws).toHaveLength(keepable.length);
    for (const record of games(content, [4, 6, 8], 2, 'careful')) {
      expect(record.tally?.['acts breaking a law']).toBe(0);
      expect(record.tally?.['errors called wrong']).toBe(0);
    }
  });

  it('breaks laws now and then when it slips, so the table has Errors to call', () => {
    const slips = withHabits({ slip: 0.5 }, lawful);
    const records = games(slips, [5], 3, 'slips');
    expect(records.reduce((n, r) => n + (r.tally?.['acts breaking a law'] ?? 0), 0)).toBeGreaterThan(0);
    expect(records.reduce((n, r) => n + (r.tally?.['errors called right'] ?? 0), 0)).toBeGreaterThan(0);
  });
});

describe('the 3 Laws bot gives its keys to its best guess of its leader', () => {
  // Seat 1 is an Android in every deal below: "yes, in seat 1's faction" from seat 2 or 3 says "an Android".
  const sameAsSeat1 = sameFactionAs('1');
  const rankAtLeast4: TemplateUse = { id: 'rank-at-least', params: { rank: 4 } };

  it('to the highest Android it sees once an answer says it is an Android below it', () => {
    // Seat 0 (android-2) may be android-1..3, ai-2 or ai-4; "yes, an Android" leaves android-1..3, all below seat 1's android-4.
    const acts = [question(1, '0', '2', 'Am I in the same faction as Player 2?', sameAsSeat1), answer(2, '2', '0', 'Yes')];
    expect(choose(state({ acts, step: { kind: 'transfer', current: '0' } }), '0')).toEqual({ kind: 'move', move: 'giveKeys', args: ['1'] });
    // Offered keys, it refuses: it does not lead.
    const offered = state({ acts, step: { kind: 'transfer-offer', current: '2', to: '0', keys: 1 } });
    expect(choose(offered, '0')?.move).toBe('refuseKeys');
  });

  it('keeps them once answers pin it as the highest of its faction, and accepts keys offered', () => {
    // Seat 0 holds android-4 and sees android-2: Android, rank 4 or more → android-4, the leader.
    const cards = ['android-4', 'android-2', 'ai-3', 'ai-1'];
    const acts = [question(1, '0', '2', 'Am I in the same faction as Player 2?', sameAsSeat1), answer(2, '2', '0', 'Affirmative'), question(3, '1', '2', 'Is my rank 4 or more?', rankAtLeast4), answer(4, '2', '1', 'No'), question(5, '0', '3', 'Is my rank 4 or more?', rankAtLeast4), answer(6, '3', '0', 'Yes')];
    expect(choose(state({ cards, acts, step: { kind: 'transfer', current: '0' } }), '0')?.move).toBe('keepKeys');
    expect(choose(state({ cards, acts, step: { kind: 'transfer-offer', current: '2', to: '0', keys: 1 } }), '0')?.move).toBe('acceptKeys');
  });

  it('takes an answer that contradicts the ones before for a lie', () => {
    const acts = [question(1, '0', '2', 'Am I in the same faction as Player 2?', sameAsSeat1), answer(2, '2', '0', 'Yes'), question(3, '0', '3', 'Am I in the same faction as Player 2?', sameAsSeat1), answer(4, '3', '0', 'No')];
    expect(choose(state({ acts, step: { kind: 'transfer', current: '0' } }), '0')).toEqual({ kind: 'move', move: 'giveKeys', args: ['1'] });
  });
});

describe('the 3 Laws bot calls Error', () => {
  const laws = ['question-mark'];
  const clean = question(1, '0', '1', 'Top rank here?', { id: 'highest-rank', params: {} });
  const bad = question(1, '0', '1', 'Top rank here', { id: 'highest-rank', params: {} });
  const asked = (q: Act, content = careful) => state({ content, lawsInForce: laws, acts: [q], step: { kind: 'query-answer', current: '0', target: '1' } });

  it('on an act that breaks a law in force when callBroken is 1, never on its own', () => {
    expect(judgeAct(bad, { ...asked(bad), acts: [bad] }, careful).broken).not.toEqual({});
    expect(choose(asked(bad), '2')).toEqual({ kind: 'move', move: 'callError', args: ['r2-1'] });
    expect(choose(asked(bad), '3')).toEqual({ kind: 'move', move: 'callError', args: ['r2-1'] });
    // The answerer calls first, then answers.
    expect(choose(asked(bad), '1')?.move).toBe('callError');
    expect(choose({ ...asked(bad), step: { kind: 'query-ask', current: '0' } }, '0')?.move).toBe('ask');
  });

  it('never on a clean act when wrongCall is 0, and never twice on one act', () => {
    expect(choose(asked(clean), '2')).toBeUndefined();
    const called = { ...asked(bad), calls: [{ id: 1, claimant: '3', target: 'r2-1', author: '0', verdict: 'upheld' as const, reasons: ['x'] }] };
    expect(choose(called, '2')).toBeUndefined();
  });

  it('with the chance it is given, the same each time it is consulted', () => {
    const sometimes = withHabits({ callBroken: 0.5 });
    const decisions = ['1', '2', '3'].map((p) => choose(asked(bad, sometimes), p, sometimes)?.move);
    for (let i = 0; i < 5; i++) expect(['1', '2', '3'].map((p) => choose(asked(bad, sometimes), p, sometimes)?.move)).toEqual(decisions);
    const wrong = withHabits({ wrongCall: 1 });
    expect(choose(asked(clean, wrong), '2', wrong)).toEqual({ kind: 'move', move: 'callError', args: ['r2-1'] });
  });

  it('decides on an act once a round, and anew when the laws in force change', () => {
    // One frozen act, as the engine keeps it from step to step, judged under two sets of laws: clean, then broken.
    // The seats named once, so every view shares the table's objects as the engine's do (choose() names them anew).
    const acts = Object.freeze([Object.freeze({ ...clean })]) as Act[];
    const base = state({ content: lawful, step: { kind: 'query-answer', current: '0', target: '1' } });
    const names = Object.freeze(Object.fromEntries(base.players.map((p) => [p, seatLabel(p)])));
    const under = (laws: string[]) => ({ ...base, acts, names, lawsInForce: Object.freeze(laws) as string[] });
    const decide = (G: ThreeLawsState, seat: string) => threeLawsBotPolicy(viewFor(G, seat), { gameover: undefined }, seat, lawful, midway);
    const marked = under(['question-mark']);
    expect(decide(marked, '2')).toBeUndefined();
    expect(decide(marked, '2')).toBeUndefined();
    expect(decide(under(['no-letter-e']), '2')).toEqual({ kind: 'move', move: 'callError', args: ['r2-1'] });
    expect(decide(marked, '3')).toBeUndefined();
  });

  it('weighs each act as it comes in, and anew when the round holds other acts than the ones it weighed', () => {
    const base = state({ content: lawful, lawsInForce: Object.freeze(['question-mark']) as string[], step: { kind: 'query-answer', current: '0', target: '1' } });
    const names = Object.freeze(Object.fromEntries(base.players.map((p) => [p, seatLabel(p)])));
    const frozen = (acts: Act[]) => Object.freeze(acts.map((a) => Object.freeze({ ...a }))) as Act[];
    const decide = (acts: Act[]) => threeLawsBotPolicy(viewFor({ ...base, acts, names }, '2'), { gameover: undefined }, '2', lawful, midway);
    const first = frozen([clean]);
    expect(decide(first)).toBeUndefined();
    const later = question(2, '1', '3', 'Your rank', { id: 'highest-rank', params: {} });
    expect(decide(Object.freeze([...first, Object.freeze(later)]) as Act[])).toEqual({ kind: 'move', move: 'callError', args: ['r2-2'] });
    expect(decide(frozen([bad]))).toEqual({ kind: 'move', move: 'callError', args: ['r2-1'] });
  });

  it('accuses an open wrong call it did not make; the caller does not', () => {
    const wrongCall = { id: 1, claimant: '3', target: 'r2-1', author: '0', verdict: 'rejected' as const, reasons: [] };
    const G = { ...asked(clean), calls: [wrongCall] };
    expect(choose(G, '2')).toEqual({ kind: 'move', move: 'accuse', args: [] });
    expect(choose(G, '0')).toEqual({ kind: 'move', move: 'accuse', args: [] });
    expect(choose(G, '3')).toBeUndefined();
  });

  it('votes on a call the table must judge, turns its card up at the Reveal, and presses ready between rounds', () => {
    const vote = { id: 1, claimant: '3', target: 'r2-1', author: '0', verdict: 'vote' as const, reasons: [], votes: {}, voters: ['1', '2'] };
    expect(choose({ ...asked(clean), calls: [vote] }, '2')).toEqual({ kind: 'move', move: 'voteOnCall', args: [false] });
    expect(choose({ ...asked(bad), calls: [vote] }, '1')).toEqual({ kind: 'move', move: 'voteOnCall', args: [true] });
    expect(choose(state({ step: { kind: 'reveal', ready: ['0'] } }), '1')).toEqual({ kind: 'move', move: 'reveal', args: [] });
    expect(choose(state({ step: { kind: 'reveal', ready: ['0'] } }), '0')).toBeUndefined();
    expect(choose(state({ step: { kind: 'round-end', ready: ['0'] } }), '1')).toEqual({ kind: 'move', move: 'ready', args: [] });
    expect(choose(state({ step: { kind: 'round-end', ready: ['0'] } }), '0')).toBeUndefined();
  });
});

describe('bots play whole games', () => {
  // "The shipped bots": the game's own bots, with the fixture's habits (docs/rules/three-laws.md names this test).
  it('a 4-player game between the shipped bots finishes with every invariant holding after every move', () => {
    const ready = prepareGame(threeLaws, fixture);
    for (const start of ['round-1', 'round-2']) {
      const record = playGame(ready, { numPlayers: 4, setupData: { start }, seed: `whole-${start}`, maxMoves: 5000 });
      expect(record.failure).toBeUndefined();
      expect(record.gameover).toMatchObject({ winner: expect.any(String) });
    }
  });

  it('the same seed replays the same game, bot choices included', () => {
    const ready = prepareGame(threeLaws, fixture);
    const once = playGame(ready, { numPlayers: 5, setupData: { start: 'round-2' }, seed: 'again', maxMoves: 5000 });
    const twice = playGame(ready, { numPlayers: 5, setupData: { start: 'round-2' }, seed: 'again', maxMoves: 5000 });
    expect(twice.moves).toEqual(once.moves);
    expect(botRng('again')()).toBe(botRng('again')());
  });
});
