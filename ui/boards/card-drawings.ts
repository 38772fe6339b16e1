import type { Drawings } from '../components/card-face/template-layer.tsx';
import { KIT_DRAWING_VIEWS } from '../components/card-face/kit-drawings.tsx';
import { BIAS_DRAWING_VIEWS } from './bias-effect/bias-drawings.tsx';
import { EVIL_DRAWING_VIEWS } from './evil-robots/card-drawings.tsx';
import { ROBOTS_DRAWINGS } from './robots/robots-drawings.tsx';
import { THREE_LAWS_DRAWINGS } from './three-laws/three-laws-drawings.tsx';

/** Each game's own drawings for its card templates, beside the kit's (games/kit/cards/drawing-names.ts names them all). */
const GAME_DRAWING_VIEWS: Record<string, Drawings> = {
  'bias-effect': BIAS_DRAWING_VIEWS,
  robots: ROBOTS_DRAWINGS,
  'three-laws': THREE_LAWS_DRAWINGS,
  'evil-robots': EVIL_DRAWING_VIEWS,
};

export function drawingsOf(gameId: string): Drawings {
  return { ...KIT_DRAWING_VIEWS, ...(Object.hasOwn(GAME_DRAWING_VIEWS, gameId) ? GAME_DRAWING_VIEWS[gameId] : {}) };
}
