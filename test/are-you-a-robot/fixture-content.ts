import type { AyarContent } from '../../games/are-you-a-robot/content-types.ts';
import { areYouARobot } from '../../games/are-you-a-robot/index.ts';
import { formatContentError, loadGames } from '../../games/kit/content/load-content.ts';

/** A content tree whose cards.yaml adds a second Human card kind and a second Robot card kind. */
export const CARD_TYPES_FIXTURE = 'test/fixtures/are-you-a-robot/card-types';

/** The card kinds that exist only in that fixture's YAML. */
export const MEDIC = 'fx-medic';
export const SLEEPER = 'fx-sleeper';

/** A content tree through the project's loader (schemas and content checks included); throws on any error. */
export function loadTree(root: string): AyarContent {
  const { games, errors } = loadGames(root, [areYouARobot]);
  if (errors.length > 0) throw new Error(errors.map(formatContentError).join('\n'));
  return games[0].content as AyarContent;
}

export const fixture = loadTree(CARD_TYPES_FIXTURE);
