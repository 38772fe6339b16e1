import type { Drawings } from '../../components/card-face/template-layer.tsx';
import { FactionGlyph } from './faction-glyph.tsx';

const text = (value: unknown, fallback: string) => (typeof value === 'string' && value !== '' ? value : fallback);

/** 3 Laws of Robotics' drawings for its card templates: `faction-glyph`, a faction's mark, from `faction`, `ink` and `cut`. */
export const THREE_LAWS_DRAWINGS: Drawings = {
  'faction-glyph': (p) => <FactionGlyph faction={text(p.faction, '')} ink={text(p.ink, '#e8eef6')} cut={text(p.cut, '#5b6b85')} />,
};
