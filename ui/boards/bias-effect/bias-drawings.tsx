import type { Drawings } from '../../components/card-face/template-layer.tsx';
import { ChipIcon } from './chip-icon.tsx';

/** Bias Effect's drawings for its card templates: `chip`, the data chip printed beside an Algorithm's trade-in value. */
export const BIAS_DRAWING_VIEWS: Drawings = {
  chip: () => <ChipIcon />,
};
