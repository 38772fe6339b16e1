import { describe, expect, it } from 'vitest';
import { teamOfCard } from '../../games/are-you-a-robot/rules/deal.ts';
import { viewFor } from '../../games/are-you-a-robot/rules/view.ts';
import { applyZap } from '../../games/are-you-a-robot/rules/zap.ts';
import type { AyarState, AyarView } from '../../games/are-you-a-robot/state.ts';
import { randomPlay } from './random-play.ts';
import { content, gameWith, mode, prepared, table } from './support.ts';

const H = 'human' as const;
const R = 'robot' as const;
const VIEW_KEYS = ['cards', 'conversions', 'deckSize', 'eliminated', 'events', 'knownBy', 'mode', 'offers', 'players', 'revealed', 'robotCardsDealt', 'roles', 'setAsideCount'];

/** The Robot goes to the k-th Human of a conversion. */
const robotTo = (k: number) => <T>(items: T[]): T[] => {
  const out = items.slice(0, -1);
  out.splice(k, 0, items[items.length - 1]);
  return out;
};
const zap = (G: AyarState, s: string, v: string, k: number) =>
  applyZap(G, mode('extended'), s, v, { shuffle: robotTo(k), teamOf: (id) => teamOfCard(content, id) }).G;

describe('playerView, hand-checked through the engine', () => {
  it('Basic at the deal: each seat sees its own card only, the spectator none', () => {
    const t = table(gameWith(prepared('basic', [H, R, H], [])), 3);
    expect(t.view(0).roles).toEqual({ 0: H });
    expect(t.view(1).roles).toEqual({ 1: R });
    expect(t.view(2).roles).toEqual({ 2: H });
    expect(t.view(null).roles).toEqual({});
    expect([0, 1, 2, null].map((seat) => t.view(seat).cards)).toEqual([{ 0: H }, { 1: R }, { 2: H }, {}]);
    for (const seat of [0, 1, 2, null]) {
      const view = t.view(seat);
      expect(Object.keys(view).sort()).toEqual(VIEW_KEYS);
      expect(view.setAsideCount).toBe(0);
      expect(view.knownBy).toEqual({});
    }
  });

  it('a Robot and a Human receive the same thing but their own card, and the same ctx', () => {
    const t = table(gameWith(prepared('schrodinger', [H, R, H, H], [H])), 4);
    t.players[0].moves.offerHandshake('2');
    const strip = (v: AyarView) => JSON.stringify({ ...v, roles: {}, cards: {} });
    expect(strip(t.view(1))).toBe(strip(t.view(2)));
    expect(strip(t.view(1))).toBe(strip(t.view(null)));
    const ctxs = [0, 1, 2, 3].map((s) => JSON.stringify(t.players[s].getState()!.ctx));
    expect(new Set(ctxs).size).toBe(1);
  });

  it('Schrödinger: the set-aside card is only a count', () => {
    const t = table(gameWith(prepared('schrodinger', [H, H, H], [R])), 3);
    expect(t.view(null).setAsideCount).toBe(1);
    expect(JSON.stringify(t.view(0))).not.toContain('setAside"');
    expect(JSON.stringify(t.view(null))).not.toContain('"robot"');
  });

  it('Extended after a zap and a conversion: witnesses, the converted, the others, a spectator', () => {
    // Seats 0..5: 1 is the Robot. 0 zaps 2 (a Human): 0 out, the Robot goes to the 2nd Human (3).
    const G = zap(prepared('extended', [H, R, H, H, H, H], [H]), '0', '2', 1);
    const t = table(gameWith(G), 6);
    expect(t.view(1).roles).toEqual({ 0: H, 1: R, 3: R });
    expect(t.view(1).knownBy).toEqual({ 1: { 3: R } });
    expect(t.view(1).conversions).toEqual([{ number: 1, converted: '3' }]);
    expect(t.view(3).roles).toEqual({ 0: H, 3: R });
    expect(t.view(3).conversions).toEqual([{ number: 1 }]);
    expect(t.view(3).knownBy).toEqual({});
    for (const seat of [2, 4, 5]) {
      expect(t.view(seat).roles).toEqual({ 0: H, [seat]: H });
      expect(t.view(seat).conversions).toEqual([{ number: 1 }]);
    }
    expect(t.view(0).roles).toEqual({ 0: H });
    expect(t.view(null).roles).toEqual({ 0: H });
    expect(t.view(null).setAsideCount).toBe(2);
    expect(t.view(null).robotCardsDealt).toBe(2);
    expect(t.view(null).events.map((e) => e.kind)).toEqual(['zap', 'shooter-removed', 'conversion']);
  });

  it('Extended after a Robot is zapped: its card is public; offers and eliminations too', () => {
    const G = zap(prepared('extended', [H, R, H, H, H, H], [H]), '0', '2', 1);
    const t = table(gameWith(G), 6);
    t.players[4].moves.zap('1');
    t.players[2].moves.offerHandshake('5');
    expect(t.view(null).roles).toEqual({ 0: H, 1: R, 4: H });
    expect(t.view(3).roles).toEqual({ 0: H, 1: R, 3: R, 4: H });
    expect(t.view(3).offers).toEqual([{ from: '2', to: '5' }]);
    expect(t.view(5).eliminated).toEqual(['0', '1']);
  });

  it('at game over every card is in ctx.gameover, for every seat and the spectator', () => {
    const t = table(gameWith(prepared('basic', [H, R, H], [])), 3);
    t.players[0].moves.zap('2');
    for (const c of [...t.players, t.spectator]) {
      expect(c.getState()!.ctx.gameover.roles).toEqual({ 0: H, 1: R, 2: H });
    }
  });
});

describe('playerView, properties over random games', () => {
  it('nothing secret leaves the server, for every seat and the spectator at every state', () => {
    let views = 0;
    for (const [modeId, n] of [['schrodinger', 4], ['extended', 6], ['extended', 9]] as const) {
      for (let s = 0; s < 8; s++) {
        for (const { G } of randomPlay(n, modeId, `view-${modeId}-${s}`, 80)) {
          const spectator = viewFor(G, null);
          expect(spectator.roles).toEqual(G.revealed);
          expect(spectator.cards).toEqual(G.revealedCards);
          expect(spectator.knownBy).toEqual({});
          expect(spectator.conversions.every((c) => !('converted' in c))).toBe(true);
          for (const p of G.players) {
            const view = viewFor(G, p);
            const allowed = new Set([p, ...Object.keys(G.revealed), ...Object.keys(G.knownBy[p] ?? {})]);
            expect(Object.keys(view.roles).every((q) => allowed.has(q) && view.roles[q] === G.roles[q])).toBe(true);
            expect(view.cards).toEqual({ ...G.revealedCards, [p]: G.cards[p] });
            expect(Object.keys(view.knownBy).every((q) => q === p)).toBe(true);
            G.conversions.forEach((c, i) => expect('converted' in view.conversions[i]).toBe(c.witnesses.includes(p)));
            expect(JSON.stringify(view)).not.toMatch(/setAside"|witnesses/);
            // Beyond the cards it may know, a seat gets exactly what the spectator gets.
            expect({ ...view, roles: {}, cards: {}, knownBy: {}, conversions: spectator.conversions }).toEqual({ ...spectator, roles: {}, cards: {} });
            views++;
          }
        }
      }
    }
    expect(views).toBeGreaterThan(500);
  });
});
