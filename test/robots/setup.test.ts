import { describe, expect, it } from 'vitest';
import { robots } from '../../games/robots/index.ts';
import { content, game, start } from './support.ts';

describe('setting up', () => {
  it.each([2, 3, 4, 5])('%i players: seven cards each, one card up on the Scrap Heap, the rest in the Robot Factory', (n) => {
    const s = start(undefined, { numPlayers: n, seed: `deal-${n}` });
    expect(Object.values(s.G.hands).map((h) => h.length)).toEqual(Array(n).fill(7));
    expect(s.G.heap).toHaveLength(1);
    expect(s.G.factory).toHaveLength(74 - 7 * n - 1);
    expect(s.G.scores).toEqual(Object.fromEntries(s.G.players.map((p) => [p, 0])));
  });

  it('draws the first dealer with the match seed; the dealer’s left plays first', () => {
    const dealers = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const s = start(undefined, { numPlayers: 4, seed: `dealer-${i}` });
      dealers.add(s.G.dealer);
      const first = String((Number(s.G.dealer) + 1) % 4);
      expect(s.ctx.currentPlayer).toBe(first);
      expect(s.G.turn).toEqual({ player: first, step: 'draw', takenFromHeap: [], mustPlay: null });
      expect(s.ctx.activePlayers).toEqual({ [first]: 'turn' });
    }
    expect(dealers.size).toBeGreaterThan(1);
  });

  it('the same seed deals the same cards; another seed deals otherwise', () => {
    const a = start(undefined, { seed: 'same' });
    expect(start(undefined, { seed: 'same' }).G).toEqual(a.G);
    expect(start(undefined, { seed: 'other' }).G.hands).not.toEqual(a.G.hands);
  });

  it('offers the variants in the lobby and refuses an unknown variant or option', () => {
    expect(robots.setupOptions(content)[0].choices.map((c) => [c.value, c.minPlayers, c.maxPlayers])).toEqual([
      ['classic', 2, 5],
      ['singularity', 2, 5],
    ]);
    expect(game.validateSetupData!({ variant: 'singularity' }, 3)).toBeUndefined();
    expect(game.validateSetupData!(undefined, 3)).toBeUndefined();
    expect(game.validateSetupData!({ variant: 'chaos' }, 3)).toMatch(/Unknown variant "chaos"; choose one of 'classic', 'singularity'/);
    expect(game.validateSetupData!({ mode: 'x' }, 3)).toMatch(/Unknown setup option 'mode'/);
    expect(game.validateSetupData!('classic', 3)).toMatch(/must be an object/);
    expect(start(undefined, { setupData: { variant: 'singularity' } }).G.variant).toBe('singularity');
    expect(start(undefined).G.variant).toBe('classic');
    expect([game.minPlayers, game.maxPlayers]).toEqual([2, 5]);
  });

  it('no boardgame.io event is offered to the clients and no move runs on the client', () => {
    expect(Object.values(game.events!).every((v) => v === false)).toBe(true);
    const stages = game.turn!.stages!;
    expect(Object.keys(stages.claim.moves!)).toEqual(['callRobots']);
    expect(Object.keys(stages.turn.moves!).sort()).toEqual(['callRobots', 'discard', 'drawFromFactory', 'extend', 'layDown', 'takeFromHeap']);
    for (const move of Object.values(stages.turn.moves!)) expect((move as { client: boolean }).client).toBe(false);
  });
});
