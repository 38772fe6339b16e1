import { CardIllustration } from '../card/card-illustration.tsx';
import { RobotArt } from '../card/robot-art.tsx';
import type { RobotLook } from '../card/robot-genome.ts';
import type { Drawings } from './template-layer.tsx';

const text = (value: unknown, fallback = '') => (typeof value === 'string' ? value : fallback);

/**
 * The drawings every game's templates may place (games/kit/cards/drawing-names.ts names them):
 * `illustration`, a colonist or a robot before a starfield, from `id`, `figure`, `primary` and
 * `accent`; `robot`, a card's own generated robot, from `look` (and `frame`, `align`, `banner`).
 */
export const KIT_DRAWING_VIEWS: Drawings = {
  illustration: (p) => <CardIllustration id={text(p.id, 'card')} figure={p.figure === 'robot' ? 'robot' : 'human'} palette={{ primary: text(p.primary, '#555555'), accent: text(p.accent, '#dddddd') }} />,
  robot: (p) =>
    p.look && typeof p.look === 'object' ? <RobotArt look={p.look as RobotLook} frame={p.frame === 'portrait' ? 'portrait' : 'landscape'} align={p.align === 'left' ? 'left' : 'centre'} banner={p.banner === true} /> : null,
};
