import type { ReactNode } from 'react';
import type { CardFields } from '../../../games/kit/cards/face-bindings.ts';
import type { IconDef } from '../../../games/kit/cards/face-template.ts';
import { TemplateIcon } from './template-icon.tsx';

const TOKEN = /(\*\*[^*]+\*\*|\*[^*]+\*|:[a-z0-9]+(?:-[a-z0-9]+)*:|\n)/g;

/**
 * A card's words with the little markup a designer writes in content: `**bold**`, `*italic*`,
 * a line break, and `:icon:` for one of the template's icons (any other `:word:` stays as it is).
 */
export function RichWords({ text, icons, fields }: { text: string; icons: readonly IconDef[]; fields: CardFields }): ReactNode {
  return text.split(TOKEN).map((part, i) => {
    if (part === '') return null;
    if (part === '\n') return <br key={i} />;
    if (part.startsWith('**') && part.endsWith('**') && part.length > 4) return <strong key={i}>{part.slice(2, -2)}</strong>;
    if (part.startsWith('*') && part.endsWith('*') && part.length > 2) return <em key={i}>{part.slice(1, -1)}</em>;
    if (part.startsWith(':') && part.endsWith(':')) {
      const icon = icons.find((entry) => entry.id === part.slice(1, -1));
      if (icon) return <TemplateIcon key={i} icon={icon} fields={fields} />;
    }
    return part;
  });
}
