import { SAFE_MARGIN_MM } from '../../../games/kit/cards/card-sizes.ts';
import type { Mm } from './face-units.ts';
import './card-guides.css';

/**
 * The trim line (with bleed) and the safe area over a card, for artists: never printed. They
 * are laid out, unseen, even when not `shown`, so a check can measure a card's safe area.
 */
export function CardGuides({ bleed, drawn, shown }: { bleed: number; drawn: Mm; shown: boolean }) {
  const w = drawn.widthMm + 2 * bleed;
  const h = drawn.heightMm + 2 * bleed;
  const inset = (mm: number) => `${(mm / h) * 100}% ${(mm / w) * 100}%`;
  return (
    <div className="tw-guides" data-shown={shown || undefined} aria-hidden="true">
      {bleed > 0 && <div className="tw-guides__trim" style={{ inset: inset(bleed) }} />}
      <div className="tw-guides__safe" style={{ inset: inset(bleed + SAFE_MARGIN_MM) }} />
    </div>
  );
}
