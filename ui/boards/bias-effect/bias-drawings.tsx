import type { Drawings } from '../../components/card-face/template-layer.tsx';

/**
 * Bias Effect's drawings for its card templates: `chip`, the data chip printed beside an
 * Algorithm's trade-in value, a gold hexagon with a circuit dot. Its colours are its own
 * (not the table's stylesheet), so an export draws it the same.
 */
export const BIAS_DRAWING_VIEWS: Drawings = {
  chip: () => (
    <svg viewBox="0 0 20 20" focusable="false">
      <path d="M10 1.5 17.4 5.75v8.5L10 18.5 2.6 14.25v-8.5z" fill="#f2c14e" stroke="#8a6413" strokeWidth="1.2" />
      <circle cx="10" cy="10" r="3" fill="#8a6413" />
    </svg>
  ),
};
