import type { Ctx } from 'boardgame.io';
import { InitializeGame } from 'boardgame.io/internal';
import { describe, expect, it } from 'vitest';
import { HIDDEN_CARD } from '../../games/kit/card-game/table-state.ts';
import type { EightsState } from '../../games/crazy-eights/state.ts';
import { game } from './support.ts';

const state = InitializeGame({ game: { ...game, seed: 'view' }, numPlayers: 4 }) as { G: EightsState; ctx: Ctx };
const view = (playerID: string | null) => game.playerView!({ G: state.G, ctx: state.ctx, playerID }) as EightsState;
const seats = ['0', '1', '2', '3'];

describe('what each seat receives', () => {
  it.each(seats)('seat %s sees its own hand, the top of the discard pile, and the other hands and the stock only as counts', (seat) => {
    const seen = view(seat);
    for (const other of seats) {
      const cards = state.G.zones[`hand:${other}`];
      expect(seen.zones[`hand:${other}`]).toEqual(other === seat ? cards : cards.map(() => HIDDEN_CARD));
    }
    expect(seen.zones.draw).toEqual(state.G.zones.draw.map(() => HIDDEN_CARD));
    expect(seen.zones.discard).toEqual(state.G.zones.discard);
    expect(JSON.stringify(seen)).not.toContain(state.G.zones.draw[0]);
  });

  it('a spectator sees no hand and no stock card, only the top of the discard pile', () => {
    const seen = view(null);
    const hidden = [...seats.flatMap((seat) => state.G.zones[`hand:${seat}`]), ...state.G.zones.draw];
    const text = JSON.stringify(seen);
    for (const card of hidden) expect(text).not.toContain(`"${card}"`);
    expect(seen.zones.discard).toEqual(state.G.zones.discard);
  });
});
