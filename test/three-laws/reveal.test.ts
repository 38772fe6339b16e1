import { beforeAll, describe, expect, it, vi } from 'vitest';
import { checkReveal } from '../../games/three-laws/rules/round-end.ts';
import { lawsApply } from '../../games/three-laws/rules/table.ts';
import { keepAll, play, prepared, queryAll, refused, revealAll, start } from './support.ts';

beforeAll(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));

const FIVE = ['android-1', 'android-2', 'ai-1', 'ai-2', 'robot-1'];
/** Round 3 under Short Questions, the Query and the Transfer played (everyone kept): the table waits for the cards. */
const revealing = () => keepAll(queryAll(start(prepared({ cards: FIVE, round: 3, lawsInForce: ['short-questions'] }))));

describe('the Reveal', () => {
  it('every player turns their card up, in any order; the round is scored once the last one has', () => {
    let state = revealing();
    expect(state.G.step).toEqual({ kind: 'reveal', ready: [] });
    state = play(state, ['3', 'reveal'], ['0', 'reveal']);
    expect(state.G.step).toEqual({ kind: 'reveal', ready: ['3', '0'] });
    // Nothing is scored yet, and the laws still hold.
    expect(state.G.history).toEqual([]);
    expect(state.G.lawsInForce).toEqual(['short-questions']);
    expect(lawsApply(state.G.step)).toBe(true);
    state = play(state, ['4', 'reveal'], ['1', 'reveal']);
    expect(state.G.history).toEqual([]);
    state = play(state, ['2', 'reveal']);
    expect(state.G.step).toEqual({ kind: 'round-end', ready: [] });
    expect(state.G.round).toBe(3);
    expect(state.G.history).toHaveLength(1);
    expect(state.G.lawsInForce).toEqual([]);
    expect(state.G.lawDiscard).toContain('short-questions');
  });

  it('a card is turned up once: a player who has revealed waits for the others', () => {
    const state = play(revealing(), ['1', 'reveal']);
    expect(checkReveal(state.G, '1')?.code).toBe('already-revealed');
    refused(state, '1', 'reveal');
    expect(state.G.step).toEqual({ kind: 'reveal', ready: ['1'] });
  });

  it('only the players of the match turn a card up: a spectator is refused', () => {
    const state = revealing();
    expect(checkReveal(state.G, null)?.code).toBe('not-seated');
    expect(checkReveal(state.G, '9')?.code).toBe('not-seated');
    refused(state, null, 'reveal');
    expect(state.G.step).toEqual({ kind: 'reveal', ready: [] });
  });

  it('no card is turned up before the Transfer is over, nor between rounds', () => {
    const query = start(prepared({ cards: FIVE, round: 3 }));
    expect(checkReveal(query.G, '0')?.code).toBe('not-reveal');
    refused(query, '0', 'reveal');
    const transfer = queryAll(query);
    expect(transfer.G.step.kind).toBe('transfer');
    expect(checkReveal(transfer.G, '0')?.code).toBe('not-reveal');
    const offer = play(transfer, ['0', 'giveKeys', '1']);
    expect(checkReveal(offer.G, '1')?.code).toBe('not-reveal');
    const between = revealAll(revealing());
    expect(checkReveal(between.G, '0')?.code).toBe('not-reveal');
    refused(between, '0', 'reveal');
  });

  it('in the last round the last card turned up ends the game', () => {
    let state = keepAll(start(prepared({ cards: FIVE, round: 4, step: { kind: 'transfer', current: '0' } })));
    state = play(state, ['0', 'reveal'], ['1', 'reveal'], ['2', 'reveal'], ['3', 'reveal']);
    expect(state.ctx.gameover).toBeUndefined();
    state = play(state, ['4', 'reveal']);
    expect(state.ctx.gameover).toMatchObject({ winner: expect.any(String) });
    expect(state.G.history.map((r) => r.round)).toEqual([4]);
  });
});
