import type { State } from 'boardgame.io';
import { describe, expect, it } from 'vitest';
import { bidValue, othersTopAtMost } from '../../games/bias-effect/bots/bid-odds.ts';
import { outcomeIfNotWon } from '../../games/bias-effect/bots/bid.ts';
import { outcomeWorth } from '../../games/bias-effect/bots/control-worth.ts';
import { botSeat } from '../../games/bias-effect/bots/seat.ts';
import { programGain } from '../../games/bias-effect/bots/goals.ts';
import { biasBotPolicy } from '../../games/bias-effect/bots/policy.ts';
import type { BiasContent } from '../../games/bias-effect/content-types.ts';
import { biasEffect } from '../../games/bias-effect/index.ts';
import { checkBid } from '../../games/bias-effect/rules/bids.ts';
import { identityOf, sideOf } from '../../games/bias-effect/rules/catalog.ts';
import { mindCount } from '../../games/bias-effect/rules/mind.ts';
import { viewFor } from '../../games/bias-effect/rules/view.ts';
import type { BiasState, CardId, PlayerID } from '../../games/bias-effect/state.ts';
import { playGame, prepareGame, statesOfRecord, type GameRecord, type MoveRecord } from '../../games/kit/simulate/play-game.ts';
import { act, bidAll, content, one, play, prepared, start, tradeAll, type Prepared } from './support.ts';

// The bots on the fixture content, with their habits set per test: no bluffing unless a test wants it.
const careful: BiasContent = { ...content, rules: { ...content.rules, botHabits: { ...content.rules.botHabits, bluff: 0 } } };

/** The bot's choice for `p` on the state, from p's view only; the rng is a fresh Math.random each time, to show it does not matter. */
const choose = (state: State<BiasState>, p: PlayerID, c: BiasContent = careful) => biasBotPolicy(viewFor(state.G, p), state.ctx, p, c, Math.random);

const amountOf = (state: State<BiasState>, p: PlayerID) => choose(state, p)?.args[0] as number;

/** Round 1's bidding on `belief`, everyone having kept their cards. */
const bidding = (p: Prepared, belief: CardId) => tradeAll(start(prepared({ ...p, beliefTop: [belief] })));

/** `winner` has won the bid on `belief` (the others bid 0) and chooses. */
function controlling(p: Prepared, belief: CardId, winner: PlayerID): State<BiasState> {
  const state = bidAll(bidding({ ...p, chips: { ...p.chips, [winner]: 5 } }, belief), { [winner]: 1 });
  expect(state.G.step).toEqual({ kind: 'control', winner });
  return state;
}

/** Round 1's Algorithm step, seat 0 to play: nobody traded, every bid 0 (the Belief deleted), a quiet Life card. */
function algorithmTurn(p: Prepared): State<BiasState> {
  const state = bidAll(tradeAll(start(prepared({ ...p, lifeTop: [one('fixture-quiet')] }))));
  expect(state.G.step).toMatchObject({ kind: 'algorithm', index: 0, order: expect.arrayContaining(['0']) });
  expect(state.G.step.kind === 'algorithm' && state.G.step.order[0]).toBe('0');
  return state;
}

describe('the Bias Effect bot trades in', () => {
  it('nothing when it has chips and every card does something for it', () => {
    const state = start(prepared({ identities: ['left', 'right', 'moderate'], hands: { 0: [one('fixture-gain'), one('fixture-take'), one('fixture-draw')] } }));
    expect(choose(state, '0')).toEqual({ kind: 'move', move: 'trade', args: [null] });
  });

  it('a card that does nothing for its identity (unless it is a strong card, worth little traded in)', () => {
    // With no Right belief in the mind a Moderate's bonus card pays nobody: it goes for its 4 chips.
    const useless = start(prepared({ identities: ['left', 'right', 'moderate'], hands: { 0: [one('fixture-gain'), one('fixture-if-count'), one('fixture-draw')] } }));
    expect(choose(useless, '0')).toEqual({ kind: 'move', move: 'trade', args: [one('fixture-if-count')] });
    // Delete Left does nothing yet either, but it is worth 1 chip traded in: kept for later.
    const cheap = start(prepared({ identities: ['left', 'right', 'moderate'], hands: { 0: [one('fixture-gain'), one('fixture-delete-right'), one('fixture-draw')] } }));
    expect(choose(cheap, '0')?.args).toEqual([null]);
  });

  it('the card whose chips beat its play by most when it is short of chips to bid', () => {
    const hand = [one('fixture-gain'), one('fixture-take-to'), one('fixture-draw')];
    const short = start(prepared({ identities: ['left', 'right', 'moderate'], hands: { 0: hand }, chips: { 0: 2 } }));
    expect(choose(short, '0')).toEqual({ kind: 'move', move: 'trade', args: [one('fixture-take-to')] });
  });

  it('once: after its choice is in it waits, and it never closes the step for others', () => {
    let state = start(prepared({ identities: ['left', 'right', 'moderate'] }));
    const action = choose(state, '0')!;
    state = play(state, ['0', action.move, ...action.args]);
    expect(choose(state, '0')).toBeUndefined();
    expect(choose(state, '1')?.move).toBe('trade');
  });
});

describe('the Bias Effect bot bids', () => {
  const three = { identities: ['left', 'right', 'moderate'] };

  it('within its chips and any cap a card put on it, the same each time it is asked', () => {
    const state = bidding({ ...three, chips: { 0: 9 } }, one('left-a'));
    const bid = amountOf(state, '0');
    expect(bid).toBeGreaterThan(0);
    expect(bid).toBeLessThanOrEqual(9);
    for (let i = 0; i < 5; i++) expect(amountOf(state, '0')).toBe(bid);
    const capped = structuredClone(state);
    capped.G.scripts.effects.push({ id: 99, effect: 'bid-cap', owner: '0', source: null, until: 'next-bids', remaining: 1, data: { amount: 1 } });
    expect(amountOf(capped, '0')).toBeLessThanOrEqual(1);
    expect(amountOf(bidding({ ...three, chips: { 0: 0 } }, one('left-a')), '0')).toBe(0);
  });

  it('more for a Belief of its side than for one it only wants gone; a Moderate for the side behind', () => {
    const chips = { 0: 10, 1: 10, 2: 10 };
    const own = amountOf(bidding({ ...three, chips }, one('left-a')), '0');
    const other = amountOf(bidding({ ...three, chips }, one('right-a')), '0');
    expect(own).toBeGreaterThan(other);
    // Blocking, it puts at most half its bidShare of its chips on it.
    expect(other).toBeLessThanOrEqual(Math.ceil((careful.rules.botHabits.bidShare / 2) * 10));
    // One Left belief programmed: the Moderate wants a Right one, and no other Left.
    const mind = [one('left-b')];
    expect(amountOf(bidding({ ...three, chips, mind }, one('right-a')), '2')).toBeGreaterThan(amountOf(bidding({ ...three, chips, mind }, one('left-a')), '2'));
  });

  it('nothing for a Belief nobody wants programmed: unbid, it is deleted anyway', () => {
    const state = bidding({ identities: ['left', 'left'], chips: { 0: 10, 1: 10 } }, one('right-a'));
    expect(amountOf(state, '0')).toBe(0);
    expect(amountOf(state, '1')).toBe(0);
  });

  it('nothing when its bias bonus alone beats all the others can afford', () => {
    // Two Left beliefs: Left's bonus is 6, Right holds 2 chips and no bonus.
    const state = bidding({ identities: ['left', 'right'], mind: [one('left-b'), one('left-c')], chips: { 0: 10, 1: 2 } }, one('left-a'));
    expect(amountOf(state, '0')).toBe(0);
  });

  it('what control is worth to it: more when the Life cards to come pay the bid winner on the leaning its Belief makes', () => {
    // Every Life card pays the bid winner 4 when the A.I. leans Left, nothing otherwise.
    const bounty = { text: 'The bid winner gains 4 chips.', script: [{ 'gain-chips': { players: 'owner', amount: 4 } }] };
    const nothing = { text: 'Nothing happens.', script: [] };
    const paying: BiasContent = { ...careful, life: { ...careful.life, life: careful.life.life.map((card) => ({ ...card, outcomes: { left: bounty, right: nothing, neutral: nothing } })) } };
    const quiet: BiasContent = { ...careful, life: { ...careful.life, life: careful.life.life.map((card) => ({ ...card, outcomes: { left: nothing, right: nothing, neutral: nothing } })) } };
    const chips = { 0: 20, 1: 20, 2: 20 };
    const at = (c: BiasContent) => biasBotPolicy(viewFor(bidding({ ...three, chips, content: c }, one('left-a')).G, '0'), { gameover: undefined }, '0', c, Math.random)?.args[0] as number;
    expect(at(paying)).toBeGreaterThan(at(quiet));
    expect(at(quiet)).toBeGreaterThan(0);
  });

  it('after a tie nobody won the bid: a Life card that pays the bid winner pays nobody, in the bot’s reckoning as in the rules', () => {
    // Every Life card gives the bid winner 4 chips and takes 3 from the next player for them, whatever the leaning.
    const gift = { text: 'The bid winner gains 4 chips and takes 3 from the next player.', script: [{ 'gain-chips': { players: 'owner', amount: 4 } }, { 'take-chips': { from: 'next', amount: 3 } }] };
    const giving: BiasContent = { ...careful, life: { ...careful.life, life: careful.life.life.map((card) => ({ ...card, outcomes: { left: gift, right: gift, neutral: gift } })) } };
    const state = bidding({ ...three, chips: { 0: 20, 1: 20, 2: 20 }, content: giving }, one('left-a'));
    const seat = botSeat(viewFor(state.G, '0'), giving, '0');
    const worth = (winner: PlayerID | null) => outcomeWorth(seat, one('left-a'), sideOf(giving, one('left-a')), { choice: 'delete', winner });
    expect(worth('0')).toBeGreaterThan(worth(null));
    // Seat 1 winning takes 3 from seat 2, nothing from the bot; after a tie nobody gains or takes anything.
    expect(worth('1')).toBeLessThan(worth(null));
    expect(worth('2')).toBeLessThan(worth(null));
    // And the bot that cannot win it reckons so: with no rival bidding, the Belief is deleted and nobody is paid.
    expect(outcomeIfNotWon([{ player: '1', choice: 'program', top: 0 }])).toEqual({ choice: 'delete', winner: null });
    expect(outcomeIfNotWon([{ player: '2', choice: 'program', top: 4 }, { player: '1', choice: 'delete', top: 0 }])).toEqual({ choice: 'program', winner: '2' });
  });

  it('weighs each amount by its chance of the highest total and of a tie, a tie spending the bid', () => {
    // One rival with bonus 3 who would put up to 5 on it: bids 2 to 5, totals 5 to 8, each a quarter.
    const topAtMost = othersTopAtMost([{ extra: 3, most: 5 }]);
    expect([4, 5, 6, 8].map(topAtMost)).toEqual([0, 0.25, 0.5, 1]);
    // Worth 10 to a bot with no bonus: 6 ties a quarter of the time and wins a quarter; 9 always wins.
    expect(bidValue(6, 0, 10, 0, topAtMost)).toBeCloseTo(0.25 * 4 - 0.25 * 6);
    expect(bidValue(9, 0, 10, 0, topAtMost)).toBe(1);
    // To one who only wants it gone a tie is as good as a win.
    expect(bidValue(6, 0, 10, 10, topAtMost)).toBeCloseTo(0.5 * 4);
  });

  it('and bluffs now and then on a Belief it does not care about (botHabits.bluff)', () => {
    const always: BiasContent = { ...careful, rules: { ...careful.rules, botHabits: { ...careful.rules.botHabits, bluff: 1 } } };
    const state = bidding({ identities: ['left', 'left'], chips: { 0: 10, 1: 10 } }, one('right-a'));
    expect(choose(state, '0', always)?.args).toEqual([1]);
  });
});

describe('the Bias Effect bot controls a Belief it won', () => {
  it('programs one of its side and deletes the other', () => {
    const p = { identities: ['left', 'right', 'moderate'] };
    expect(choose(controlling(p, one('left-a'), '0'), '0')?.args).toEqual(['program']);
    expect(choose(controlling(p, one('right-a'), '0'), '0')?.args).toEqual(['delete']);
    expect(choose(controlling(p, one('right-a'), '1'), '1')?.args).toEqual(['program']);
    expect(choose(controlling(p, one('right-a'), '1'), '0')).toBeUndefined();
  });

  it('a Moderate programs the side behind and keeps a balance; a Left at four players keeps its lead under three', () => {
    const moderate = { identities: ['left', 'right', 'moderate'], mind: [one('left-b')] };
    expect(choose(controlling(moderate, one('right-a'), '2'), '2')?.args).toEqual(['program']);
    expect(choose(controlling(moderate, one('left-a'), '2'), '2')?.args).toEqual(['delete']);
    const balanced = { ...moderate, mind: [one('left-b'), one('right-b')] };
    expect(choose(controlling(balanced, one('left-a'), '2'), '2')?.args).toEqual(['delete']);
    const four = { identities: ['left', 'right', 'far-left', 'far-right'], mind: [one('left-b'), one('left-c')] };
    expect(choose(controlling(four, one('left-a'), '0'), '0')?.args).toEqual(['delete']);
    expect(choose(controlling(four, one('left-a'), '2'), '2')?.args).toEqual(['program']);
  });
});

describe('the Bias Effect bot plays Algorithm cards', () => {
  it('the card that helps its identity, and answers its decision with a belief of the other side', () => {
    const mind = [one('right-a'), one('right-b'), one('left-a')];
    let state = algorithmTurn({ identities: ['left', 'right', 'moderate'], mind, hands: { 0: [one('fixture-delete-left'), one('fixture-delete-right')] } });
    const played = choose(state, '0')!;
    expect(played).toEqual({ kind: 'move', move: 'playAlgorithm', args: [one('fixture-delete-right')] });
    state = play(state, ['0', played.move, ...played.args]);
    expect(state.G.scripts.running?.pending?.player).toBe('0');
    const answer = choose(state, '0')!;
    expect(answer.move).toBe('decide');
    expect((answer.args[0] as string[]).map((c) => sideOf(content, c))).toEqual(['right']);
    expect(act(state, '0', answer.move, ...answer.args).ok).toBe(true);
    // Nobody else acts while the card waits on seat 0.
    expect(choose(state, '1')).toBeUndefined();
  });

  it('takes chips from its richest rival', () => {
    let state = algorithmTurn({ identities: ['left', 'right', 'moderate'], chips: { 0: 5, 1: 9, 2: 3 }, hands: { 0: [one('fixture-take')] } });
    state = play(state, ['0', 'playAlgorithm', one('fixture-take')]);
    expect(choose(state, '0')).toEqual({ kind: 'move', move: 'decide', args: [['1']] });
  });

  it('passes when no card does anything for it', () => {
    const state = algorithmTurn({ identities: ['left', 'right', 'moderate'], hands: { 0: [one('fixture-delete-left')] } });
    expect(choose(state, '0')).toEqual({ kind: 'move', move: 'pass', args: [] });
    expect(choose(state, '1')).toBeUndefined();
  });

  it('answers a decision it cannot place in the card with a legal answer, its strongest rival first', () => {
    let state = algorithmTurn({ identities: ['left', 'right', 'moderate'], chips: { 0: 5, 1: 9, 2: 3 }, hands: { 0: [one('fixture-take')] } });
    state = structuredClone(play(state, ['0', 'playAlgorithm', one('fixture-take')]));
    state.G.scripts.running!.pending!.prompt = 'A prompt no card asks';
    const answer = choose(state, '0')!;
    expect(answer).toEqual({ kind: 'move', move: 'decide', args: [['1']] });
    expect(act(state, '0', answer.move, ...answer.args).ok).toBe(true);
  });
});

/** Plays a game with the bots and visits each move with the state it was chosen on. */
function replay(record: GameRecord, visit: (state: State<BiasState>, move: MoveRecord) => void): void {
  const ready = prepareGame(biasEffect, content);
  const states = statesOfRecord(ready, record) as State<BiasState>[];
  record.moves.forEach((move, i) => visit(states[i], move));
}

const GAMES_PER_TABLE = 4;

function games(players: number, label: string): GameRecord[] {
  const ready = prepareGame(biasEffect, content);
  return Array.from({ length: GAMES_PER_TABLE }, (_, i) => playGame(ready, { numPlayers: players, setupData: {}, seed: `${label}-${players}-${i}`, maxMoves: 5000 }));
}

describe('Bias Effect bots play whole games', () => {
  it.each([2, 3, 4, 5])('%i bots finish with every invariant kept after every move, never closing a step', (players) => {
    for (const record of games(players, 'whole')) {
      expect(record.failure, JSON.stringify(record.failure)).toBeUndefined();
      expect(record.gameover).toMatchObject({ winners: expect.any(Array) });
      expect(record.moves.some((m) => m.move === 'closeTrade' || m.move === 'closeBids')).toBe(false);
    }
  });

  it('bid within their chips, program only what serves them (their own side at 2 and 3 players), answer every decision', () => {
    let bids = 0;
    let programs = 0;
    let decisions = 0;
    for (const players of [2, 3, 4, 5]) {
      for (const record of games(players, 'checked')) {
        replay(record, ({ G }, move) => {
          const p = move.playerID;
          if (move.move === 'bid') {
            expect(checkBid(G, p, move.args[0])).toBeUndefined();
            expect(move.args[0]).toBeLessThanOrEqual(G.chips[p]);
            bids++;
          }
          if (move.move === 'control' && move.args[0] === 'program') {
            const side = sideOf(content, G.belief!);
            expect(programGain(content, G, p, mindCount(content, G.mind), side)).toBeGreaterThan(0);
            const leaning = identityOf(content, G.identities[p]).leaning;
            if (players <= 3 && leaning !== 'center') expect(side).toBe(leaning);
            programs++;
          }
          if (move.move === 'decide') {
            expect(G.scripts.running?.pending?.player).toBe(p);
            decisions++;
          }
        });
      }
    }
    expect(bids).toBeGreaterThan(100);
    expect(programs).toBeGreaterThan(20);
    expect(decisions).toBeGreaterThan(10);
  });

  it('the same seed replays the same game, bot choices included', () => {
    const ready = prepareGame(biasEffect, content);
    const once = playGame(ready, { numPlayers: 4, setupData: {}, seed: 'again', maxMoves: 5000 });
    const twice = playGame(ready, { numPlayers: 4, setupData: {}, seed: 'again', maxMoves: 5000 });
    expect(twice.moves).toEqual(once.moves);
  });
});
