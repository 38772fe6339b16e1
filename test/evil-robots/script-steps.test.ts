import type { State } from 'boardgame.io';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { EvilContent } from '../../games/evil-robots/content-types.ts';
import { EXTRA, type EvilState, type Face } from '../../games/evil-robots/state.ts';
import { brokenIn, dealt, pendingOf, playWith, prepared, seen, start, withCard, type Prepared } from './support.ts';

beforeAll(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));

const H: Face = 'heads';
const T: Face = 'tails';
/** The card given each test's script: an Immediate right card costing 1. */
const CARD = 'fx-tokens';

/**
 * Seat 1 reveals a card running `script` on its turn (Power Level 4, 3 tokens), four players
 * and the extra player; the answers given in turn to whatever the card asks.
 */
function run(script: unknown[], answers: string[][] = [], p: Partial<Prepared> = {}): { state: State<EvilState>; c: EvilContent } {
  const c = withCard(CARD, { script });
  const G = prepared({ players: 4, coins: { 0: [H, T], 1: [T, H], 2: [H, H], 3: [T, T] }, hands: { 1: { right: CARD } }, content: c, ...p });
  dealt(G, { power: { 0: 5, 1: 4, 2: 3 }, tokens: { 0: 2, 1: 3, 2: 1 }, turn: '1' }, c);
  let state = playWith(c, start(G, { content: c }), ['1', 'reveal', CARD]);
  for (const answer of answers) state = playWith(c, state, ['1', 'decide', answer]);
  expect(brokenIn(state, c)).toEqual([]);
  return { state, c };
}

describe('the card-script steps of Evil Robots', () => {
  it('choose-coin offers the seats asked for and the extra player, unless told not to', () => {
    const any = run([{ 'choose-coin': { as: 'target', prompt: 'Whose?' } }]);
    expect(pendingOf(any.state)).toMatchObject({ player: '1', options: ['0', '1', '2', '3', EXTRA] });
    const opponent = run([{ 'choose-coin': { as: 'target', prompt: 'Whose?', among: 'opponent', extra: false } }]);
    expect(pendingOf(opponent.state)!.options).toEqual(['0', '2', '3']);
    // Only the owner to choose: nobody is asked.
    const self = run([{ 'choose-coin': { as: 'target', prompt: 'Whose?', among: 'self' } }, { 'flip-coin': { player: '$target', coin: 'shown' } }]);
    expect(pendingOf(self.state)).toBeNull();
    expect(self.state.G.coins['1'].shown).toBe(T);
  });

  it("flip-coin turns a coin over; a hidden one stays hidden, and the extra player's may be named", () => {
    const { state } = run([{ 'flip-coin': { player: 'next', coin: 'hidden' } }, { 'flip-coin': { player: EXTRA, coin: 'shown' } }]);
    expect(state.G.coins['2']).toMatchObject({ hidden: T, shown: H, open: false });
    expect(seen(state, '1').coins['2'].hidden).toBeNull();
    expect(state.G.coins[EXTRA].shown).toBe(T);
    // Each change is on the record, by the card's owner and with the card; a hidden face is not.
    const card = 'Fixture Tokens';
    expect(state.G.log.slice(-2)).toEqual([
      { round: state.G.round, player: '1', text: `turns player 2's hidden coin over with ${card}; it stays hidden.` },
      { round: state.G.round, player: '1', text: `turns the extra player's revealed coin to tails with ${card}.` },
    ]);
  });

  it("match-coin turns a coin to the face of the owner's revealed coin, or of another player's", () => {
    // Seat 1 shows heads; seat 0 shows tails, seat 3 tails.
    const own = run([{ 'match-coin': { player: 'previous', coin: 'shown' } }]);
    expect(own.state.G.coins['0'].shown).toBe(H);
    const other = run([{ 'choose-coin': { as: 'model', prompt: 'Whose face?' } }, { 'match-coin': { player: 'previous', coin: 'hidden', to: '$model' } }], [['3']]);
    expect(other.state.G.coins['0']).toMatchObject({ hidden: T, shown: T });
    expect(own.state.G.log.at(-1)).toMatchObject({ player: '1', text: "turns player 0's revealed coin to heads with Fixture Tokens." });
    // Of a hidden coin, the record never says whether it changed: that would tell its face.
    expect(other.state.G.log.at(-1)).toMatchObject({ player: '1', text: "sets player 0's hidden coin with Fixture Tokens; it stays hidden." });
  });

  it('show-coin shows a hidden coin to the table; peek-coin to one player', () => {
    const shown = run([{ 'show-coin': { player: 'next' } }]);
    expect(seen(shown.state, null).coins['2'].hidden).toBe(H);
    expect(shown.state.G.log.at(-1)).toMatchObject({ player: '1', text: "shows player 2's hidden coin with Fixture Tokens: heads." });
    const peeked = run([{ 'peek-coin': { player: 'next', viewer: 'previous' } }]);
    expect(seen(peeked.state, '0').coins['2'].hidden).toBe(H);
    for (const viewer of ['1', '3', null]) expect(seen(peeked.state, viewer).coins['2'].hidden).toBeNull();
  });

  it("gain-influence pays each player named from the supply, as far as it goes, in seat order from the owner", () => {
    // 110 points: with 107 held the supply has 3. Seat 1 is paid 2, seat 2 the last 1.
    const { state } = run([{ 'gain-influence': { players: 'all', amount: 2 } }], [], { influence: { 0: 2, 1: 2, 2: 2, 3: 101 } });
    expect(state.G.influence).toEqual({ 0: 2, 1: 4, 2: 3, 3: 101 });
    expect(state.G.supply.influence).toBe(0);
  });

  it('lose-influence returns Influence to the supply, or all a player has', () => {
    const { state } = run([{ 'lose-influence': { players: 'others', amount: 2 } }], [], { influence: { 0: 1, 1: 2, 2: 5, 3: 2 } });
    expect(state.G.influence).toEqual({ 0: 0, 1: 2, 2: 3, 3: 0 });
  });

  it("take-influence passes Influence to the owner (or to another), or all the giver has", () => {
    const { state } = run([{ 'take-influence': { from: 'next', amount: 3 } }, { 'take-influence': { from: 'previous', amount: 1, to: 'next' } }], [], { influence: { 0: 4, 1: 2, 2: 2, 3: 2 } });
    expect(state.G.influence).toEqual({ 0: 3, 1: 4, 2: 1, 3: 2 });
  });

  it('gain-tokens takes Action Tokens from the supply, as far as it goes; take-tokens passes them between players', () => {
    const gained = run([{ 'gain-tokens': { amount: 30 } }]);
    // 20 in the box: seat 0 holds 2, seat 2 holds 1, seat 1 the other 17.
    expect(gained.state.G.tokens).toEqual({ 0: 2, 1: 17, 2: 1, 3: 0 });
    const taken = run([{ 'take-tokens': { from: 'previous', amount: 1 } }, { 'take-tokens': { from: 'next', amount: 5, to: 'previous' } }]);
    expect(taken.state.G.tokens).toEqual({ 0: 2, 1: 3, 2: 0, 3: 0 });
  });

  it("player-is tests a player's facts and coin-is a coin's face", () => {
    const branch = (condition: unknown) => run([{ if: { condition, then: [{ 'gain-tokens': { amount: 1 } }] } }]).state.G.tokens['1'];
    // Seat 1 paid 1 to reveal: 2 tokens left, 3 when the condition holds.
    expect(branch({ 'player-is': { power: 4, tokens: { max: 2 } } })).toBe(3);
    expect(branch({ 'player-is': { player: 'previous', power: { min: 6 } } })).toBe(2);
    expect(branch({ 'player-is': { player: 'next', team: 'good', dealer: false } })).toBe(3);
    expect(branch({ 'coin-is': { coin: 'hidden', face: 'tails' } })).toBe(3);
    expect(branch({ 'coin-is': { player: EXTRA, coin: 'shown', face: 'tails' } })).toBe(2);
  });
});
