import type { State } from 'boardgame.io';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { BiasState } from '../../games/bias-effect/state.ts';
import { bidAll, brokenIn, gameoverOf, one, passAll, play, playWith, prepared, start, tieRound, tradeAll, turnOf, withScript, wonBy, type Prepared } from './support.ts';

beforeAll(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));

const FIVE = ['left', 'right', 'far-left', 'far-right', 'moderate'];
const CARD = one('fixture-gain');

/**
 * Seat 0 plays a card whose script is `script` (answering its question with `answer`, if any)
 * on a 5-player table after a tied round: the state before the card and after it.
 */
function run(script: unknown[], p: Partial<Prepared> = {}, answer?: string[]): { before: State<BiasState>; after: State<BiasState> } {
  const c = withScript('fixture-gain', script);
  const before = tieRound(start(prepared({ identities: FIVE, hands: { 0: [CARD] }, ...p, content: c }), { content: c }), c);
  expect(turnOf(before)).toBe('0');
  let after = playWith(c, before, ['0', 'playAlgorithm', CARD]);
  if (answer) after = playWith(c, after, ['0', 'decide', answer]);
  expect(brokenIn(after, c)).toEqual([]);
  return { before, after };
}

/** Chips gained (negative: lost) by each seat, and by the bank. */
function change({ before, after }: { before: State<BiasState>; after: State<BiasState> }) {
  return { seats: before.G.players.map((p) => after.G.chips[p] - before.G.chips[p]), bank: after.G.bank - before.G.bank };
}

describe('the game’s own card-script steps', () => {
  it('gain-chips pays each player named from the bank', () => {
    const gain = (players: unknown, amount = 2) => change(run([{ 'gain-chips': { players, amount } }]));
    expect(gain('owner')).toEqual({ seats: [2, 0, 0, 0, 0], bank: -2 });
    expect(gain('all', 1)).toEqual({ seats: [1, 1, 1, 1, 1], bank: -5 });
    expect(gain('others', 1)).toEqual({ seats: [0, 1, 1, 1, 1], bank: -4 });
    expect(gain('next')).toEqual({ seats: [0, 2, 0, 0, 0], bank: -2 });
    expect(gain('previous')).toEqual({ seats: [0, 0, 0, 0, 2], bank: -2 });
    expect(gain({ leaning: 'left' })).toEqual({ seats: [2, 0, 2, 0, 0], bank: -4 });
    expect(gain({ leaning: 'right' })).toEqual({ seats: [0, 2, 0, 2, 0], bank: -4 });
    expect(gain({ leaning: 'center' })).toEqual({ seats: [0, 0, 0, 0, 2], bank: -2 });
    expect(gain({ identity: 'far-right' }, 3)).toEqual({ seats: [0, 0, 0, 3, 0], bank: -3 });
    const chosen = run([{ 'choose-player': { as: 'target', prompt: 'Who gains?' } }, { 'gain-chips': { players: '$target', amount: 4 } }], {}, ['3']);
    expect(change(chosen)).toEqual({ seats: [0, 0, 0, 4, 0], bank: -4 });
  });

  it('lose-chips takes from each player named', () => {
    const chips = { 0: 5, 1: 1, 2: 5, 3: 0, 4: 5 };
    const lose = (players: unknown, amount = 2) => change(run([{ 'lose-chips': { players, amount } }], { chips }));
    expect(lose('owner')).toEqual({ seats: [-2, 0, 0, 0, 0], bank: 2 });
    // Seat 1 holds 1 and seat 3 none: each pays what they have.
    expect(lose('all')).toEqual({ seats: [-2, -1, -2, 0, -2], bank: 7 });
    expect(lose('others', 1)).toEqual({ seats: [0, -1, -1, 0, -1], bank: 3 });
    expect(lose('next')).toEqual({ seats: [0, -1, 0, 0, 0], bank: 1 });
    expect(lose('previous')).toEqual({ seats: [0, 0, 0, 0, -2], bank: 2 });
    expect(lose({ leaning: 'right' }, 3)).toEqual({ seats: [0, -1, 0, 0, 0], bank: 1 });
    expect(lose({ identity: 'far-left' }, 3)).toEqual({ seats: [0, 0, -3, 0, 0], bank: 3 });
  });

  it('take-chips passes chips between pouches', () => {
    const chips = { 0: 5, 1: 1, 2: 5, 3: 6, 4: 5 };
    // To the owner from the player chosen.
    const take = (script: unknown[], answer?: string[]) => change(run(script, { chips }, answer));
    expect(take([{ 'choose-player': { as: 'target', prompt: 'From whom?' } }, { 'take-chips': { from: '$target', amount: 2 } }], ['3'])).toEqual({ seats: [2, 0, 0, -2, 0], bank: 0 });
    // As much as they have: seat 1 holds 1.
    expect(take([{ 'take-chips': { from: 'next', amount: 3 } }])).toEqual({ seats: [1, -1, 0, 0, 0], bank: 0 });
    // Between two other players: Take To's previous (seat 4) gives 1 to next (seat 1).
    expect(take([{ 'take-chips': { from: 'previous', to: 'next', amount: 1 } }])).toEqual({ seats: [0, 1, 0, 0, -1], bank: 0 });
    // From and to the same pouch: nothing moves.
    expect(take([{ 'take-chips': { from: 'owner', amount: 3 } }])).toEqual({ seats: [0, 0, 0, 0, 0], bank: 0 });
    // The fixture card as written.
    const G = prepared({ identities: ['left', 'right', 'moderate'], hands: { 0: [one('fixture-take-to')] } });
    const after = play(tieRound(start(G)), ['0', 'playAlgorithm', one('fixture-take-to')]);
    expect(after.G.chips).toEqual({ 0: 5, 1: 6, 2: 4 });
  });

  it('move-autonomy stays on the track and never ends the game', () => {
    const moved = (autonomy: number, by: number) => run([{ 'move-autonomy': { by } }], { autonomy }).after;
    expect(moved(5, 1).G.autonomy).toBe(6);
    expect(moved(5, -1).G.autonomy).toBe(4);
    expect(moved(5, 7).G.autonomy).toBe(9);
    expect(moved(1, -1).G.autonomy).toBe(1);
    expect(moved(3, -5).G.autonomy).toBe(1);
    // On the last space a card moves it no further, and the game goes on to the round's end.
    const last = moved(9, 1);
    expect(last.G.autonomy).toBe(9);
    expect(gameoverOf(last)).toBeUndefined();
    expect(last.G.result).toBeNull();
    expect(last.G.step).toMatchObject({ kind: 'algorithm', index: 1 });

    // Forward from 8 to 9 mid-round: the game ends when the round does, not before.
    const G = prepared({ identities: ['left', 'right'], hands: { 0: [one('fixture-forward')] }, lifeTop: [one('fixture-quiet')], autonomy: 8 });
    let state = play(wonBy(start(G), '0', 'program'), ['0', 'playAlgorithm', one('fixture-forward')]);
    expect(state.G.autonomy).toBe(9);
    expect(gameoverOf(state)).toBeUndefined();
    state = passAll(state);
    expect(gameoverOf(state)).toMatchObject({ winners: ['0'], reason: 'autonomy' });

    // A Life card's move on the last space: the counter stays, and the round goes on.
    // (The Left's bid of 3 ties the Right's bonus of 3.)
    const drift = start(prepared({ identities: ['left', 'right'], mind: [one('right-a')], lifeTop: [one('fixture-drift')], autonomy: 9 }));
    const drifted = bidAll(tradeAll(drift), { 0: 3 });
    expect(drifted.G.round.life).toEqual({ card: one('fixture-drift'), outcome: 'right' });
    expect(drifted.G.autonomy).toBe(9);
    expect(drifted.G.step.kind).toBe('algorithm');
    expect(gameoverOf(drifted)).toBeUndefined();
    expect(gameoverOf(passAll(drifted))).toMatchObject({ winners: ['1'], reason: 'autonomy' });
  });
});
