import type { Ctx, State } from 'boardgame.io';
import { describe, expect, it } from 'vitest';
import { biasEffect } from '../../games/bias-effect/index.ts';
import { freezeDeep } from '../../games/kit/engine/freeze-deep.ts';
import type { BiasGameover, BiasState } from '../../games/bias-effect/state.ts';
import { bidAll, content, gameoverOf, one, prepared, quietRound, start, tradeAll } from './support.ts';

const check = (G: BiasState, gameover?: BiasGameover) => biasEffect.invariants(G, { gameover } as Ctx, content);

/** Round 2 under way: a Belief programmed, a card traded, bids open. */
function midGame(): BiasState {
  let state = start(prepared({ identities: ['left', 'right', 'moderate'], mind: [one('right-a')] }));
  state = quietRound(state);
  state = tradeAll(state, { 1: state.G.hands['1'][0] });
  return structuredClone(state.G);
}

/** A finished 5-player game: Left leads by 2, so the Left alone wins. */
function finished(): State<BiasState> {
  const mind = [one('left-a'), one('left-b'), one('left-c'), one('right-a')];
  return quietRound(start(prepared({ identities: ['left', 'right', 'far-left', 'far-right', 'moderate'], mind, lifeTop: [one('fixture-quiet')], autonomy: 9 })));
}

describe('the invariants', () => {
  it('hold on a fresh deal, in the middle of a game and at its end', () => {
    expect(check(prepared({ identities: ['left', 'right'] }))).toEqual([]);
    expect(check(structuredClone(start(undefined, { numPlayers: 5, seed: 'inv' }).G))).toEqual([]);
    expect(check(midGame())).toEqual([]);
    expect(check(structuredClone(bidAll(tradeAll(start(prepared({ identities: ['left', 'right', 'moderate'] }))), { 0: 2 }).G))).toEqual([]);
    const end = finished();
    expect(gameoverOf(end)).toMatchObject({ winners: ['0'] });
    expect(check(structuredClone(end.G), gameoverOf(end))).toEqual([]);
  });

  it('catch chips made, lost or below zero', () => {
    // Seat 1 traded a card in: 17 chips in pouches, 83 in the bank.
    expect([Object.values(midGame().chips).reduce((a, b) => a + b), midGame().bank]).toEqual([17, 83]);
    const made = midGame();
    made.chips['0'] += 1;
    expect(check(made)).toEqual(['chips: pouches 18 + bank 83 is not 100']);
    const lost = midGame();
    lost.bank -= 3;
    expect(check(lost)).toEqual(['chips: pouches 17 + bank 80 is not 100']);
    const negative = midGame();
    negative.chips['2'] = -1;
    negative.bank += 6;
    expect(check(negative)).toEqual(['chips: player 2 holds -1']);
    const fraction = midGame();
    fraction.chips['2'] += 0.5;
    fraction.bank -= 0.5;
    expect(check(fraction)).toEqual(['chips: player 2 holds 5.5']);
    const overdrawn = midGame();
    overdrawn.chips['0'] += overdrawn.bank + 1;
    overdrawn.bank = -1;
    expect(check(overdrawn)).toEqual(['chips: the bank holds -1']);
  });

  it('catch a card duplicated, lost or in two places', () => {
    const beliefTwice = midGame();
    beliefTwice.mind = [...beliefTwice.mind, beliefTwice.beliefDeck[0]];
    expect(check(beliefTwice)).toEqual(['cards: the Belief cards are not each in exactly one place']);
    const beliefLost = midGame();
    beliefLost.belief = null;
    expect(check(beliefLost)).toEqual(['cards: the Belief cards are not each in exactly one place']);
    const algorithmTwice = midGame();
    algorithmTwice.hands['0'] = [...algorithmTwice.hands['0'], algorithmTwice.hands['2'][0]];
    expect(check(algorithmTwice)).toEqual(['cards: the Algorithm cards are not each in exactly one place']);
    const algorithmLost = midGame();
    algorithmLost.algorithmDiscard = [];
    expect(check(algorithmLost)).toEqual(['cards: the Algorithm cards are not each in exactly one place']);
    const algorithmForeign = midGame();
    algorithmForeign.algorithmDeck[0] = one('fixture-gain', 3);
    expect(check(algorithmForeign)).toEqual(['cards: the Algorithm cards are not each in exactly one place']);
    const lifeLost = midGame();
    lifeLost.lifeDiscard = lifeLost.lifeDiscard.slice(1);
    expect(check(lifeLost)).toEqual(['cards: the Life cards are not each in exactly one place']);
    const lifeTwice = midGame();
    lifeTwice.lifeDeck = [...lifeTwice.lifeDeck, lifeTwice.lifeDiscard[0]];
    expect(check(lifeTwice)).toEqual(['cards: the Life cards are not each in exactly one place']);
  });

  it('catch a counter off the track, too many resets, and a player left out of a sealed step', () => {
    for (const [autonomy, message] of [
      [0, 'autonomy: the counter is on 0, outside 1..9'],
      [10, 'autonomy: the counter is on 10, outside 1..9'],
    ] as const) {
      const G = midGame();
      G.autonomy = autonomy;
      expect(check(G)).toEqual([message]);
    }
    const resets = midGame();
    resets.resets = 4;
    expect(check(resets)).toEqual(['autonomy: 4 resets, more than 3']);
    const sealed = midGame();
    if (sealed.step.kind !== 'bid') throw new Error('expected the bidding');
    sealed.step.sealed.eligible = ['0', '1'];
    expect(check(sealed)).toEqual(['sealed: not every player takes part']);
    // One seat twice and another left out, at the table's count; every seat in another order is whole.
    const players = sealed.players;
    sealed.step.sealed.eligible = [...players.slice(0, -1), players[0]];
    expect(check(sealed)).toEqual(['sealed: not every player takes part']);
    sealed.step.sealed.eligible = [...players].reverse();
    expect(check(sealed)).toEqual([]);
  });

  it('catch a wrong winner or a wrong count of the mind at the end', () => {
    const end = finished();
    const G = structuredClone(end.G);
    const over = gameoverOf(end)!;
    expect(check(G, { ...over, winners: [] })).toEqual(['gameover: player 0 (left) should have won']);
    expect(check(G, { ...over, winners: ['0', '2'] })).toEqual(['gameover: player 2 (far-left) should not have won']);
    expect(check(G, { ...over, left: 2 })).toEqual(['gameover: the mind holds 3 left and 1 right, the result says 2 and 1']);
    // The rulebook's conditions are written out apart from the content's: content that disagrees shows.
    const moved = { ...G, mind: [...G.mind, G.beliefDeck.find((c) => c.startsWith('left-'))!] };
    moved.beliefDeck = G.beliefDeck.filter((c) => !moved.mind.includes(c));
    expect(check(moved, { ...over, left: 4 })).toEqual(['gameover: player 0 (left) should not have won', 'gameover: player 2 (far-left) should have won']);
  });
  it('judge each frozen state by its own parts: a part kept from the state before keeps its verdict, a new one or a new neighbour it is read with is judged anew', () => {
    const frozen = <T extends object>(value: T): T => (freezeDeep(value), value);
    const good = frozen(midGame());
    expect(check(good)).toEqual([]);
    // Each check's own part is the good state's, just judged; only what it is read with changes.
    const afterGood = (next: BiasState) => (check(good), check(frozen(next)));
    expect(afterGood({ ...good, bank: good.bank - 1 })).toEqual(['chips: pouches 17 + bank 82 is not 100']);
    expect(afterGood({ ...good, mind: [...good.mind, good.beliefDeck[0]] })).toEqual(['cards: the Belief cards are not each in exactly one place']);
    expect(afterGood({ ...good, beliefDiscard: [...good.beliefDiscard, good.beliefDeck[0]] })).toEqual(['cards: the Belief cards are not each in exactly one place']);
    expect(afterGood({ ...good, belief: null })).toEqual(['cards: the Belief cards are not each in exactly one place']);
    expect(afterGood({ ...good, algorithmDiscard: [] })).toEqual(['cards: the Algorithm cards are not each in exactly one place']);
    expect(afterGood({ ...good, algorithmDeck: good.algorithmDeck.slice(1) })).toEqual(['cards: the Algorithm cards are not each in exactly one place']);
    expect(afterGood({ ...good, lifeDiscard: good.lifeDiscard.slice(1) })).toEqual(['cards: the Life cards are not each in exactly one place']);
    // A new part itself is judged anew; a broken part kept by the next state keeps its verdict.
    const twice = frozen({ ...good, hands: { ...good.hands, 0: [...good.hands['0'], good.hands['2'][0]] } });
    expect(check(twice)).toEqual(['cards: the Algorithm cards are not each in exactly one place']);
    expect(check(frozen({ ...twice, autonomy: twice.autonomy + 1 }))).toEqual(['cards: the Algorithm cards are not each in exactly one place']);
    expect(check(frozen({ ...good, chips: { ...good.chips, 0: good.chips['0'] + 1 } }))).toEqual(['chips: pouches 18 + bank 83 is not 100']);
    expect(check(frozen({ ...good, lifeDeck: [...good.lifeDeck, good.lifeDiscard[0]] }))).toEqual(['cards: the Life cards are not each in exactly one place']);
    expect(check(good)).toEqual([]);
    // A state not frozen is checked afresh, whatever it shares.
    const open = { ...good, chips: { ...good.chips } };
    expect(check(open)).toEqual([]);
    open.chips['1'] += 2;
    expect(check(open)).toEqual(['chips: pouches 19 + bank 83 is not 100']);
  });
});
