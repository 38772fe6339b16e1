import { describe, expect, it } from 'vitest';
import { createGame } from '../../games/are-you-a-robot/game.ts';
import { buildDeck, deal } from '../../games/are-you-a-robot/rules/deal.ts';
import { content, keepOrder, mode, table } from './support.ts';

const game = createGame(content);
const validate = (data: unknown, n: number) => game.validateSetupData!(data as any, n);
const count = (cards: string[], team: string) => cards.filter((c) => c === team).length;

describe('setup data', () => {
  it('accepts each mode inside its player range', () => {
    expect(validate({ mode: 'basic' }, 3)).toBeUndefined();
    for (const n of [2, 3, 4]) expect(validate({ mode: 'schrodinger' }, n)).toBeUndefined();
    for (const n of [5, 6, 7, 8, 9, 10]) expect(validate({ mode: 'extended' }, n)).toBeUndefined();
  });

  it('rejects an unknown mode with a sentence naming the modes', () => {
    expect(validate({ mode: 'turbo' }, 3)).toBe(`Unknown mode "turbo"; choose one of 'basic', 'schrodinger', 'extended'.`);
    expect(validate({ mode: 7 }, 3)).toMatch(/^Unknown mode 7;/);
  });

  it('rejects unknown keys', () => {
    expect(validate({ mode: 'basic', robots: 2 }, 3)).toBe(`Unknown setup option 'robots'; the only option is 'mode'.`);
    expect(validate('basic', 3)).toMatch(/must be an object/);
    expect(validate([], 3)).toMatch(/must be an object/);
  });

  it('rejects a player count outside the mode range', () => {
    expect(validate({ mode: 'basic' }, 4)).toBe('Basic mode needs 3 players, not 4.');
    expect(validate({ mode: 'schrodinger' }, 5)).toBe('Schrödinger mode needs 2 to 4 players, not 5.');
    expect(validate({ mode: 'extended' }, 4)).toBe('Extended mode needs 5 to 10 players, not 4.');
    expect(validate(undefined, 11)).toMatch(/^No mode plays with 11 players/);
    expect(validate(undefined, 1)).toMatch(/^No mode plays with 1 players/);
  });

  it('defaults to the first mode in file order that seats the players', () => {
    const modeFor = (n: number) => table(game, n).master().G.mode;
    expect(modeFor(2)).toBe('schrodinger');
    expect(modeFor(3)).toBe('basic');
    expect(modeFor(4)).toBe('schrodinger');
    expect(modeFor(5)).toBe('extended');
    expect(validate(undefined, 3)).toBeUndefined();
    expect(validate({}, 4)).toBeUndefined();
  });

  it('declares the player range of all modes together', () => {
    expect([game.minPlayers, game.maxPlayers]).toEqual([2, 10]);
    expect(game.name).toBe('are-you-a-robot');
  });
});

describe('the deal', () => {
  it('builds each deck from perPlayer * n + extra', () => {
    expect(buildDeck(mode('basic'), 3).sort()).toEqual(['human', 'human', 'robot']);
    for (const n of [2, 3, 4]) {
      const deck = buildDeck(mode('schrodinger'), n);
      expect([count(deck, 'human'), count(deck, 'robot')]).toEqual([n, 1]);
    }
    for (const n of [5, 10]) {
      const deck = buildDeck(mode('extended'), n);
      expect([count(deck, 'human'), count(deck, 'robot')]).toEqual([n, 1]);
    }
  });

  it('deals one card per seat in seat order and sets the rest aside', () => {
    const G = deal(content, mode('schrodinger'), ['0', '1', '2'], keepOrder);
    expect(G.roles).toEqual({ 0: 'human', 1: 'human', 2: 'human' });
    expect(G.setAside).toEqual(['robot']);
    expect(G.robotCardsDealt).toBe(1);
    expect(G.deckSize).toBe(4);
  });

  it('shuffles with the match seed: same seed, same deal', () => {
    const dealt = (seed: string) => {
      const G = table(game, 7, { seed }).master().G;
      return JSON.stringify([G.roles, G.setAside]);
    };
    expect(dealt('alpha')).toBe(dealt('alpha'));
    const seeds = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
    expect(new Set(seeds.map(dealt)).size).toBeGreaterThan(1);
  });

  it('counts robotCardsDealt over the whole deck, set-aside card included', () => {
    for (const n of [2, 3, 4]) {
      const G = table(game, n, { setupData: { mode: 'schrodinger' }, seed: `s${n}` }).master().G;
      const cards = [...Object.values(G.roles), ...G.setAside];
      expect(cards).toHaveLength(n + 1);
      expect(G.setAside).toHaveLength(1);
      expect(G.robotCardsDealt).toBe(1);
      expect(count(cards, 'robot')).toBe(1);
    }
  });

  it('starts every player in the game active, in the same stage', () => {
    const { ctx } = table(game, 6).master();
    expect(ctx.activePlayers).toEqual({ 0: null, 1: null, 2: null, 3: null, 4: null, 5: null });
  });
});
