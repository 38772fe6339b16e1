import type { State } from 'boardgame.io';
import { InitializeGame } from 'boardgame.io/internal';
import { describe, expect, it } from 'vitest';
import { botRng } from '../../games/kit/simulate/seeds.ts';
import { playGame, prepareGame, type GameRecord, type MoveRecord } from '../../games/kit/simulate/play-game.ts';
import { formatContentError, loadGames } from '../../games/kit/content/load-content.ts';
import { carriesTemplate } from '../../games/kit/talk/question-templates.ts';
import { heard } from '../../games/three-laws/bots/beliefs.ts';
import { threeLawsBotPolicy } from '../../games/three-laws/bots/policy.ts';
import type { BotHabits, ThreeLawsContent } from '../../games/three-laws/content-types.ts';
import { seatLabel } from '../../games/three-laws/enumerate.ts';
import { threeLaws } from '../../games/three-laws/index.ts';
import { judgeAct, lawBreaks, lawById } from '../../games/three-laws/rules/laws.ts';
import { checkAsk } from '../../games/three-laws/rules/query.ts';
import { questionById, templateLabels } from '../../games/three-laws/rules/question-params.ts';
import { truthOf } from '../../games/three-laws/rules/question-truth.ts';
import { viewFor } from '../../games/three-laws/rules/view.ts';
import type { Act, Step, TemplateUse, ThreeLawsState } from '../../games/three-laws/state.ts';
import { prepared, type Prepared } from './support.ts';

// The bots play the shipped content (their words must keep the shipped laws), with their
// habits set per test: no slips, no lies, no wrong calls unless a test wants them.
const loaded = loadGames('content', [threeLaws]);
if (loaded.errors.length > 0) throw new Error(loaded.errors.map(formatContentError).join('\n'));
const shipped = loaded.games[0].content as ThreeLawsContent;

const CAREFUL: BotHabits = { lie: 0, slip: 0, wrongCall: 0, callBroken: 1 };
const withHabits = (habits: Partial<BotHabits>, base = shipped): ThreeLawsContent => ({ ...base, rules: { ...base.rules, botHabits: { ...CAREFUL, ...habits } } });
const careful = withHabits({});

const rng = () => 0.5;
/** The bot's choice once every seat has told the game its name (a bot's first move, tested on its own below). */
const choose = (G: ThreeLawsState, playerID: string, content = careful, names?: Record<string, string>) => {
  const named = { ...G, names: Object.fromEntries(G.players.map((p) => [p, names?.[p] ?? seatLabel(p)])) };
  return threeLawsBotPolicy(viewFor(named, playerID), { gameover: undefined }, playerID, content, rng, names);
};

/** Four players, two factions: Androids and AIs, ranks 1-4; seat 0 starts; no law unless given. */
const FOUR = ['android-2', 'android-4', 'ai-3', 'ai-1'];
const state = (extra: Partial<Prepared> = {}) => prepared({ cards: FOUR, content: careful, lawsInForce: [], ...extra });

const question = (n: number, by: string, to: string, text: string, template?: TemplateUse): Act => ({ id: `r2-${n}`, kind: 'question', by, to, text, ...(template ? { template } : {}) });
const answer = (n: number, by: string, to: string, text: string): Act => ({ id: `r2-${n}`, kind: 'answer', by, to, text });

/** Plays a game with the bots and visits each move with the state it was chosen on. */
function replay(content: ThreeLawsContent, record: GameRecord, visit: (state: State<ThreeLawsState>, move: MoveRecord) => void): void {
  const ready = prepareGame(threeLaws, content);
  let now = InitializeGame({ game: { ...ready.game, seed: record.seed }, numPlayers: record.numPlayers, setupData: record.setupData }) as State<ThreeLawsState>;
  for (const move of record.moves) {
    visit(now, move);
    now = ready.reducer(now, { type: 'MAKE_MOVE', payload: { type: move.move, args: move.args, playerID: move.playerID } } as never) as State<ThreeLawsState>;
  }
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
    expect(threeLawsBotPolicy(viewFor(G, '0'), { gameover: undefined }, '0', careful, rng, names)).toEqual({ kind: 'move', move: 'nameSeat', args: ['Bot Babbage'] });
    expect(threeLawsBotPolicy(viewFor(G, '2'), { gameover: undefined }, '2', careful, rng)).toEqual({ kind: 'move', move: 'nameSeat', args: [seatLabel('2')] });
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
    // Seat 0 sees android-4, ai-3, ai-1; "yes, an Android" leaves android-1..3: its faction is known, its rank is not.
    const acts = [question(1, '0', '1', 'Am I one of the Androids?', { id: 'faction-is', params: { faction: 'android' } }), answer(2, '1', '0', 'Yes')];
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
  const lawSets = [
    ['query-syntax', 'boot-sequence', 'identity-scrubbed'],
    ['radio-discipline', 'quiet-hours', 'courtesy-subroutine'],
    ['corrupted-vowel', 'compressed-protocol', 'analog-mode'],
    ['handshake-protocol', 'volume-override', 'gratitude-module'],
    ['boolean-ban', 'verbose-protocol', 'uncertainty-principle'],
    ['terse-mode', 'low-bandwidth', 'memory-efficient', 'classified-designations'],
  ];

  const broken = (G: ThreeLawsState, laws: string[], act: Act) => laws.flatMap((id) => lawBreaks(lawById(careful, id), act, { ...G, acts: [...G.acts, act] }, careful));

  it.each(lawSets)('questions and answers keep %s, %s, %s', (...laws) => {
    for (const asker of ['0', '1', '2', '3']) {
      const G = state({ lawsInForce: laws, startPlayer: asker, step: { kind: 'query-ask', current: asker } });
      const ask = choose(G, asker)!;
      expect(ask.move).toBe('ask');
      const [target, text, use] = ask.args as [string, string, TemplateUse];
      const q = question(1, asker, target, text, use);
      expect(broken(G, laws, q)).toEqual([]);
      const asked = { ...G, acts: [q], step: { kind: 'query-answer', current: asker, target } as Step };
      const reply = choose(asked, target)!;
      expect(reply.move).toBe('answer');
      // A count cannot be said without a number: under Analog Mode that answer breaks the law whatever the bot does.
      if (use.id === 'count-faction' && laws.includes('analog-mode')) continue;
      expect(broken(asked, laws, answer(2, target, asker, reply.args[0] as string))).toEqual([]);
    }
  });

  it('asks nobody a law forbids it to ask, and gives and replies as the laws allow', () => {
    const laws = ['left-hand-lockout', 'chain-of-command'];
    const G = state({ lawsInForce: laws, startPlayer: '1', step: { kind: 'query-ask', current: '2' } });
    const target = choose(G, '2')!.args[0];
    expect(target).not.toBe('3');
    expect(target).not.toBe('1');
    // Seat 0 leads the Androids it sees, so it would keep its key, but the law says give it; not to its right.
    const transfer = state({ lawsInForce: ['share-the-load', 'right-hand-firewall'], cards: ['android-4', 'android-2', 'ai-3', 'ai-1'], step: { kind: 'transfer', current: '0' } });
    const gave = choose(transfer, '0')!;
    expect(gave.move).toBe('giveKeys');
    expect(gave.args[0]).not.toBe('3');
    // Seat 0 holds android-2 and sees android-4: it would refuse, but refusing is against the law.
    const offer = state({ lawsInForce: ['mandatory-acceptance'], step: { kind: 'transfer-offer', current: '2', to: '0', keys: 1 } });
    expect(choose(offer, '0')?.move).toBe('acceptKeys');
    expect(choose({ ...offer, lawsInForce: [] }, '0')?.move).toBe('refuseKeys');
  });

  it('over whole games: no act of a careful bot breaks a law', () => {
    // Laws that can all be kept together (no two that contradict, like terse and verbose answers).
    const keepable = ['query-syntax', 'radio-discipline', 'boot-sequence', 'identity-scrubbed', 'handshake-protocol', 'gratitude-module', 'volume-override', 'share-the-load', 'mandatory-acceptance', 'left-hand-lockout'];
    const content = { ...careful, laws: { laws: careful.laws.laws.filter((l) => keepable.includes(l.id)) } };
    for (const record of games(content, [4, 6, 8], 2, 'careful')) {
      expect(record.tally?.['acts breaking a law']).toBe(0);
      expect(record.tally?.['errors called wrong']).toBe(0);
    }
  });

  it('breaks laws now and then when it slips, so the table has Errors to call', () => {
    const slips = withHabits({ slip: 0.5 });
    const records = games(slips, [5], 3, 'slips');
    expect(records.reduce((n, r) => n + (r.tally?.['acts breaking a law'] ?? 0), 0)).toBeGreaterThan(0);
    expect(records.reduce((n, r) => n + (r.tally?.['errors called right'] ?? 0), 0)).toBeGreaterThan(0);
  });
});

describe('the 3 Laws bot gives its keys to its best guess of its leader', () => {
  const factionIsAndroid: TemplateUse = { id: 'faction-is', params: { faction: 'android' } };
  const rankAtLeast4: TemplateUse = { id: 'rank-at-least', params: { rank: 4 } };

  it('to the highest Android it sees once an answer says it is an Android below it', () => {
    // Seat 0 (android-2) may be android-1..3, ai-2 or ai-4; "yes, an Android" leaves android-1..3, all below seat 1's android-4.
    const acts = [question(1, '0', '1', 'Am I one of the Androids?', factionIsAndroid), answer(2, '1', '0', 'Yes')];
    expect(choose(state({ acts, step: { kind: 'transfer', current: '0' } }), '0')).toEqual({ kind: 'move', move: 'giveKeys', args: ['1'] });
    // Offered keys, it refuses: it does not lead.
    const offered = state({ acts, step: { kind: 'transfer-offer', current: '2', to: '0', keys: 1 } });
    expect(choose(offered, '0')?.move).toBe('refuseKeys');
  });

  it('keeps them once answers pin it as the highest of its faction, and accepts keys offered', () => {
    // Seat 0 holds android-4 and sees android-2: Android, rank 4 or more → android-4, the leader.
    const cards = ['android-4', 'android-2', 'ai-3', 'ai-1'];
    const acts = [question(1, '0', '1', 'Am I one of the Androids?', factionIsAndroid), answer(2, '1', '0', 'Affirmative'), question(3, '1', '2', 'Is my rank 4 or more?', rankAtLeast4), answer(4, '2', '1', 'No'), question(5, '0', '3', 'Is my rank 4 or more?', rankAtLeast4), answer(6, '3', '0', 'Correct')];
    expect(choose(state({ cards, acts, step: { kind: 'transfer', current: '0' } }), '0')?.move).toBe('keepKeys');
    expect(choose(state({ cards, acts, step: { kind: 'transfer-offer', current: '2', to: '0', keys: 1 } }), '0')?.move).toBe('acceptKeys');
  });

  it('takes an answer that contradicts the ones before for a lie', () => {
    const acts = [question(1, '0', '1', 'Am I one of the Androids?', factionIsAndroid), answer(2, '1', '0', 'Yes'), question(3, '0', '2', 'Am I one of the Androids?', factionIsAndroid), answer(4, '2', '0', 'No')];
    expect(choose(state({ acts, step: { kind: 'transfer', current: '0' } }), '0')).toEqual({ kind: 'move', move: 'giveKeys', args: ['1'] });
  });
});

describe('the 3 Laws bot calls Error', () => {
  const laws = ['query-syntax'];
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
  it('a 4-player game between the shipped bots finishes with every invariant holding after every move', () => {
    const ready = prepareGame(threeLaws, shipped);
    for (const start of ['round-1', 'round-2']) {
      const record = playGame(ready, { numPlayers: 4, setupData: { start }, seed: `whole-${start}`, maxMoves: 5000 });
      expect(record.failure).toBeUndefined();
      expect(record.gameover).toMatchObject({ winner: expect.any(String) });
    }
  });

  it('the same seed replays the same game, bot choices included', () => {
    const ready = prepareGame(threeLaws, shipped);
    const once = playGame(ready, { numPlayers: 5, setupData: { start: 'round-2' }, seed: 'again', maxMoves: 5000 });
    const twice = playGame(ready, { numPlayers: 5, setupData: { start: 'round-2' }, seed: 'again', maxMoves: 5000 });
    expect(twice.moves).toEqual(once.moves);
    expect(botRng('again')()).toBe(botRng('again')());
  });
});
