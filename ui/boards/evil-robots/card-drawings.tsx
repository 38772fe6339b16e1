import type { PieceFormat } from '../../../games/kit/cards/piece-formats.ts';
import type { Drawings } from '../../components/card-face/template-layer.tsx';
import { RobotArt } from '../../components/card/robot-art.tsx';
import { hashString } from '../../components/card/seeded.ts';
import { TokenGlyph, tokenLook } from './action-token.tsx';

const text = (value: unknown, fallback: string) => (typeof value === 'string' && value !== '' ? value : fallback);

/**
 * Evil Robots' drawings for its card templates (games/kit/cards/drawing-names.ts names them):
 * `evil-robot`, a Robot Card's own robot generated from its `id`, its `deck` and a `tint`, so a
 * card added to the YAML gets one of its own; `action-token`, the Action Token of a card's cost in
 * its piece `look` (card-formats.yaml's pieces), or in `colour` when content gives none.
 */
export const EVIL_DRAWING_VIEWS: Drawings = {
  'evil-robot': (p) => {
    const id = text(p.id, 'robot');
    return <RobotArt look={{ seed: id, ordinal: hashString(id) % 56, suit: p.deck === 'right' ? 1 : 0, tint: text(p.tint, '#3f8fe0') }} frame="landscape" />;
  },
  'action-token': (p) => <TokenGlyph look={tokenLook(p.look && typeof p.look === 'object' ? (p.look as PieceFormat) : undefined, text(p.colour, 'currentColor'))} />,
};
