import { describe, expect, it } from 'vitest';
import { loadGames } from '../../../games/kit/content/load-content.ts';
import type { AyarContent } from '../../../games/are-you-a-robot/content-types.ts';
import { gameModules } from '../../../games/registry.ts';

describe('the shipped content', () => {
  const { games, errors } = loadGames('content');

  it('is clean', () => {
    expect(errors).toEqual([]);
    expect(games.map((g) => g.module.id)).toEqual(gameModules.map((m) => m.id));
  });

  it('is plain data, frozen all the way down', () => {
    const content = games.find((g) => g.module.id === 'are-you-a-robot')!.content as AyarContent;
    expect(content.modes.modes.map((m) => m.id)).toEqual(['basic', 'schrodinger', 'extended']);
    expect(Object.isFrozen(content)).toBe(true);
    expect(Object.isFrozen(content.cards.cards[0].palette)).toBe(true);
    expect(() => {
      (content.modes.modes[0].players as { max: number }).max = 99;
    }).toThrow(TypeError);
  });

  it('can be handed to the game', () => {
    const { module, content } = games[0];
    const game = module.createGame(content);
    expect(game.name).toBe('are-you-a-robot');
    expect(module.setupOptions(content)[0].choices.map((c) => c.value)).toEqual(['basic', 'schrodinger', 'extended']);
  });
});
