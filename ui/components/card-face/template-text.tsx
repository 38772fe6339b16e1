import { useRef, type CSSProperties } from 'react';
import { holds, resolveText, type CardFields } from '../../../games/kit/cards/face-bindings.ts';
import type { Font, IconDef, Paragraph, Strong, TextLayer, Value } from '../../../games/kit/cards/face-template.ts';
import { useFit } from '../card/fit-watch.ts';
import type { FaceUnits } from './face-units.ts';
import { RichWords } from './rich-words.tsx';

const DEFAULT_SIZE_PT = 9;

interface Props {
  layer: TextLayer;
  fields: CardFields;
  icons: readonly IconDef[];
  units: FaceUnits;
  style: CSSProperties;
}

/** A text layer: its paragraphs in its box, made smaller together until they fit unless it says `clip`. */
export function TemplateText({ layer, fields, icons, units, style }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const paragraphs: Paragraph[] = (layer.paragraphs ?? [{ text: layer.text ?? '' }]).filter((p) => holds(p.when, fields) && (p.unless === undefined || !holds(p.unless, fields)));
  const words = paragraphs.map((p) => resolveText(p.text, fields));
  const shrink = layer.fit !== 'clip';
  useFit(box, shrink ? words.join('\n') : null, () => {
    const el = box.current;
    if (!el) return undefined;
    // A word too long for its line is measured unbroken (fitsBox), so the words shrink first.
    return {
      marked: el,
      smallest: layer.minScale,
      begin: () => {
        el.style.overflowWrap = 'normal';
      },
      apply: (factor) => el.style.setProperty('--fit', String(factor)),
      fits: () => fitsBox(el),
      end: () => {
        el.style.overflowWrap = '';
      },
    };
  });
  const shadow = layer.shadow && `${units.len(layer.shadow.x)} ${units.len(layer.shadow.y)} 0 ${resolveText(layer.shadow.colour, fields)}`;
  const boxStyle: CSSProperties = {
    ...style,
    justifyContent: { top: 'flex-start', middle: 'center', bottom: 'flex-end' }[layer.valign ?? 'top'],
    textAlign: layer.align ?? 'left',
    textShadow: shadow,
  };
  return (
    <div ref={box} className="tw-face__layer tw-face__text" style={boxStyle}>
      {paragraphs.map((p, i) =>
        words[i] === '' ? null : (
          <p key={i} className="tw-face__words" style={{ ...fontStyle({ ...layer.font, ...p.font }, units), color: colourOf(p.colour ?? layer.colour, fields), marginTop: p.bottom ? 'auto' : p.space ? units.len(p.space) : undefined }}>
            <RichWords text={words[i]} icons={icons} fields={fields} strong={strongStyle(p.strong ?? layer.strong, fields)} />
          </p>
        ),
      )}
    </div>
  );
}

function colourOf(value: Value | undefined, fields: CardFields): string | undefined {
  return value === undefined ? undefined : resolveText(value, fields) || undefined;
}

function strongStyle(strong: Strong | undefined, fields: CardFields): CSSProperties | undefined {
  if (!strong) return undefined;
  return {
    color: colourOf(strong.colour, fields),
    textTransform: strong.case === 'upper' ? 'uppercase' : strong.case === 'lower' ? 'lowercase' : strong.case === 'none' ? 'none' : undefined,
    letterSpacing: strong.spacing !== undefined ? `${strong.spacing}em` : undefined,
  };
}

function fontStyle(font: Font, units: FaceUnits): CSSProperties {
  return {
    fontFamily: font.family ? `'${font.family}', var(--card-text-font)` : undefined,
    fontSize: `calc(${units.pt(font.size ?? DEFAULT_SIZE_PT)} * var(--fit, 1))`,
    fontWeight: font.weight,
    fontStyle: font.style,
    textTransform: font.case === 'upper' ? 'uppercase' : font.case === 'lower' ? 'lowercase' : undefined,
    letterSpacing: font.spacing !== undefined ? `${font.spacing}em` : undefined,
    lineHeight: font.lineHeight ?? 1.25,
  };
}

/**
 * Whether a text box's words fit inside it, across and down, each word whole: the box breaks a
 * word too long for its line (overflow-wrap), which reads as "Singular-ity", so its fit sets
 * that aside while it measures, and the words shrink first. Breaking stays for words that fit
 * at no size.
 */
function fitsBox(box: HTMLElement): boolean {
  const down = box.scrollHeight <= box.clientHeight + 1;
  // Across, to the layout's own fraction of a pixel: scrollWidth is rounded, and a word 0.7 px
  // wider than its line is broken all the same.
  const words = document.createRange();
  words.selectNodeContents(box);
  const drawn = words.getBoundingClientRect();
  const edge = box.getBoundingClientRect();
  const across = drawn.width === 0 || (drawn.left >= edge.left - 0.05 && drawn.right <= edge.right + 0.05);
  return down && across;
}
