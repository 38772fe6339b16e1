import type { FontFile } from '../../../games/kit/cards/face-template.ts';
import { artUrl } from '../card/art-url.ts';

const FORMAT: Record<string, string> = { woff2: 'woff2', woff: 'woff', ttf: 'truetype', otf: 'opentype' };

/** The @font-face rules for an artist's own fonts, files under ui/public named in card-faces.yaml. */
export function TemplateFonts({ fonts }: { fonts?: readonly FontFile[] }) {
  if (!fonts || fonts.length === 0) return null;
  const rules = fonts.map((font) => {
    const extension = font.file.split('.').pop()?.toLowerCase() ?? '';
    return `@font-face { font-family: ${JSON.stringify(font.family)}; src: url(${JSON.stringify(artUrl(font.file))}) format(${JSON.stringify(FORMAT[extension] ?? 'woff2')}); font-weight: ${font.weight ?? 400}; font-style: ${font.style ?? 'normal'}; font-display: block; }`;
  });
  return <style>{rules.join('\n')}</style>;
}
