import type { Drawings } from '../components/card-face/template-layer.tsx';
import { KIT_DRAWING_VIEWS } from '../components/card-face/kit-drawings.tsx';
import { ROBOTS_DRAWINGS } from './robots/robots-drawings.tsx';

/** Each game's own drawings for its card templates, beside the kit's (games/kit/cards/drawing-names.ts names them all). */
const GAME_DRAWING_VIEWS: Record<string, Drawings> = {
  robots: ROBOTS_DRAWINGS,
};

export function drawingsOf(gameId: string): Drawings {
  return { ...KIT_DRAWING_VIEWS, ...(Object.hasOwn(GAME_DRAWING_VIEWS, gameId) ? GAME_DRAWING_VIEWS[gameId] : {}) };
}
