import type { Ctx } from 'boardgame.io';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { evilRobots } from '../../games/evil-robots/index.ts';
import { freezeDeep } from '../../games/kit/engine/freeze-deep.ts';
import { EXTRA, type EvilGameover, type EvilState, type Face } from '../../games/evil-robots/state.ts';
import { content, gameoverOf, passAll, play, prepared, roundEnd, start, takenBy } from './support.ts';

beforeAll(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));

const check = (G: EvilState, gameover?: EvilGameover) => evilRobots.invariants(G, { gameover } as Ctx, content);

const H: Face = 'heads';
const T: Face = 'tails';

/** Four players, seat 1's turn under way. */
const midRound = (): EvilState => structuredClone(takenBy(start(prepared({ players: 4 })), '1').G);

/** Five players at the split: Good (seats 0, 1) beat Evil (seat 2). */
const atSplit = () => roundEnd({ coins: { 0: [H, H], 1: [H, H], 2: [T, T], 3: [H, T], 4: [T, H] }, power: { 0: 5, 1: 4, 2: 3, 3: 2, 4: 0 } });

describe('the invariants', () => {
  it('hold on a fresh deal, in the middle of a round, at the split and at the end', () => {
    for (const n of [3, 4, 5, 9]) expect(check(structuredClone(start(undefined, { numPlayers: n, seed: `inv-${n}` }).G)), `${n} players`).toEqual([]);
    expect(check(midRound())).toEqual([]);
    expect(check(structuredClone(atSplit().G))).toEqual([]);
    const end = play(passAll(roundEnd({ coins: { 0: [H, H], 1: [T, T], 2: [H, T], 3: [T, H], 4: [H, T] }, power: { 0: 5, 1: 4, 2: 3, 3: 2, 4: 0 }, influence: { 0: 8 } })), ['0', 'choosePath', 'good']);
    expect(check(structuredClone(end.G), gameoverOf(end))).toEqual([]);
  });

  it('catch Influence made, lost or below zero', () => {
    const made = midRound();
    made.influence['0'] += 1;
    expect(check(made)).toEqual(['influence: players 9 + supply 102 is not 110']);
    const lost = midRound();
    lost.supply.influence -= 2;
    expect(check(lost)).toEqual(['influence: players 8 + supply 100 is not 110']);
    const negative = midRound();
    negative.influence['2'] = -1;
    negative.supply.influence += 3;
    expect(check(negative)).toEqual(['influence: player 2 holds -1']);
  });

  it('catch Action Tokens made, lost or below zero', () => {
    const made = midRound();
    made.tokens['1'] += 1;
    expect(check(made)).toEqual(['tokens: players 4 + supply 17 is not 20']);
    const negative = midRound();
    negative.tokens['3'] = -1;
    negative.supply.tokens += 1;
    expect(check(negative)).toEqual(['tokens: player 3 holds -1']);
  });

  it('catch a Robot Card duplicated, lost, or in the wrong deck or slot', () => {
    const twice = midRound();
    twice.decks.left.push(twice.hands['0'].left!);
    expect(check(twice)).toEqual(['robots: the Robot Cards are not each in exactly one place']);
    const lost = midRound();
    lost.hands['2'].right = null;
    expect(check(lost)).toEqual(['robots: the Robot Cards are not each in exactly one place']);
    const slot = midRound();
    [slot.hands['0'].left, slot.hands['0'].right] = [slot.hands['0'].right, slot.hands['0'].left];
    expect(check(slot)).toContain('robots: player 0 holds a card of the other deck in their left slot');
    const deck = midRound();
    deck.decks.left.push(deck.decks.right.shift()!);
    expect(check(deck).some((b) => b.endsWith('is in the left deck'))).toBe(true);
  });

  it('catch a Power Card lost or a coin missing', () => {
    const card = midRound();
    card.stack.pop();
    expect(check(card)).toEqual(['power cards: allocation + 2 given + 2 in the stack is not the 6 in play']);
    const coin = midRound();
    delete coin.coins[EXTRA];
    expect(check(coin)).toEqual(['coins: not two coins for every player (and the extra player)']);
  });

  it('catch winners the rules do not agree with, with and without a card changing the outcome', () => {
    const wrong = structuredClone(atSplit().G);
    wrong.showdown!.winners = ['0'];
    expect(check(wrong)).toEqual(['winners: the rules say 0, 1, the round says 0']);
    // With Neutral Wins face up the rules are asked again: seat 3 and 4 (Neutral, 2 + 0) still lose.
    const carded = structuredClone(atSplit().G);
    carded.faceUp.push({ card: carded.decks.left.splice(carded.decks.left.indexOf('fx-neutral-wins'), 1)[0], owner: '3' });
    expect(check(carded)).toEqual([]);
    carded.showdown!.winners = ['0', '1', '3'];
    expect(check(carded)).toEqual(['winners: the rules say 0, 1, the round says 0, 1, 3']);
  });

  it('catch a game over naming other winners than the most Influence', () => {
    const end = play(passAll(roundEnd({ coins: { 0: [H, H], 1: [T, T], 2: [H, T], 3: [T, H], 4: [H, T] }, power: { 0: 5, 1: 4, 2: 3, 3: 2, 4: 0 }, influence: { 0: 8 } })), ['0', 'choosePath', 'good']);
    expect(check(structuredClone(end.G), { ...gameoverOf(end)!, winners: ['1'] })).toEqual(['gameover: the most Influence is held by 0, the result names 1']);
  });

  it('judge each frozen state by its own parts: a part kept from the state before keeps its verdict, a new one or a new neighbour is judged anew', () => {
    const frozen = <T extends object>(value: T): T => (freezeDeep(value), value);
    const good = frozen(midRound());
    expect(check(good)).toEqual([]);
    const made = frozen({ ...good, influence: { ...good.influence, 0: good.influence['0'] + 1 } });
    expect(check(made)).toEqual(['influence: players 9 + supply 102 is not 110']);
    // The next state shares the broken Influence; the supply it is read with paid a token.
    const later = frozen({ ...made, supply: { ...made.supply, tokens: made.supply.tokens - 1 }, tokens: { ...made.tokens, 1: made.tokens['1'] + 1 } });
    expect(check(later)).toEqual(['influence: players 9 + supply 102 is not 110']);
    expect(check(frozen({ ...later, supply: { ...later.supply, influence: later.supply.influence - 1 } }))).toEqual([]);
    // The hands are the good state's own; a card is added to a new left deck beside them.
    const twice = frozen({ ...good, decks: { ...good.decks, left: [...good.decks.left, good.hands['0'].left!] } });
    expect(check(twice)).toEqual(['robots: the Robot Cards are not each in exactly one place']);
    const lost = frozen({ ...good, stack: good.stack.slice(1) });
    expect(check(lost)).toEqual(['power cards: allocation + 2 given + 2 in the stack is not the 6 in play']);
    expect(check(good)).toEqual([]);
  });
});
