import { resolveText, type CardFields } from '../../../games/kit/cards/face-bindings.ts';
import type { IconDef } from '../../../games/kit/cards/face-template.ts';
import { artUrl } from '../card/art-url.ts';

/** An icon inline in a card's words, as tall as the words around it. */
export function TemplateIcon({ icon, fields }: { icon: IconDef; fields: CardFields }) {
  if (icon.image) return <img className="tw-face__icon" src={artUrl(icon.image)} alt={icon.id} />;
  const [x, y, w, h] = icon.viewBox ?? [0, 0, 24, 24];
  return (
    <svg className="tw-face__icon" viewBox={`${x} ${y} ${w} ${h}`} role="img" aria-label={icon.id}>
      <path d={icon.path} fill={resolveText(icon.fill, fields) || 'currentColor'} />
    </svg>
  );
}
