import { gameModules } from '../../games/registry.ts';
import { loadGames } from '../../games/kit/content/load-content.ts';
import { prepareGame, type PreparedGame } from '../../games/kit/simulate/play-game.ts';

/** Each shipped game's fixture content: the rules under test, whatever a designer does to content/. */
export const FIXTURE_ROOTS: Record<string, string> = {
  'are-you-a-robot': 'test/fixtures/are-you-a-robot/good',
  robots: 'test/fixtures/robots/good',
  'three-laws': 'test/fixtures/three-laws/good',
  'bias-effect': 'test/fixtures/bias-effect/good',
  'evil-robots': 'test/fixtures/evil-robots/good',
  'crazy-eights': 'test/fixtures/crazy-eights/good',
};

/** A shipped game built from its fixture content, ready to play; content with errors throws them. */
export function preparedFixture(id: string): PreparedGame {
  return prepareGame(gameModules.find((m) => m.id === id)!, fixtureContent(id));
}

/** A shipped game's fixture content as its rules see it; content with errors throws them. */
export function fixtureContent<T>(id: string): T {
  const { games, errors } = loadGames(FIXTURE_ROOTS[id], [gameModules.find((m) => m.id === id)!]);
  if (errors.length) throw new Error(`the ${id} fixture has errors: ${JSON.stringify(errors)}`);
  return games[0].content as T;
}
