import { closestWord } from '../content/closest-word.ts';
import type { ContentIssue } from '../game-module.ts';
import { artPathProblem, DEFAULT_ART_ROOT } from './check-art.ts';
import { cardTypesOf } from './card-types.ts';
import { RECORD_FIELDS, type CardRecord } from './card-records.ts';
import { CARD_VIEWS } from './card-views.ts';
import { drawingNamesOf } from './drawing-names.ts';
import { conditionField, valueFields } from './face-bindings.ts';
import { BUNDLED_FONTS, CARD_FACES_KEY, layerKind, type Box, type CardFacesFile, type Condition, type Layer, type Value } from './face-template.ts';
import { fontFileProblem } from './font-file.ts';
import { SAFE_MARGIN_MM } from './card-sizes.ts';

/** A card's trimmed size. */
export interface CardMm {
  widthMm: number;
  heightMm: number;
}

type Path = (string | number)[];

/** What each kind of layer may say beside `box`, `when`, `unless`, `rotate` and `opacity`. */
const KIND_KEYS: Record<ReturnType<typeof layerKind>, readonly string[]> = {
  shape: ['shape', 'fill', 'stroke', 'radius', 'cut', 'path', 'viewBox', 'stripes'],
  text: ['text', 'paragraphs', 'font', 'colour', 'align', 'valign', 'fit', 'minScale', 'shadow', 'strong'],
  image: ['image', 'fit', 'radius'],
  drawing: ['drawing', 'with', 'radius'],
};
const COMMON_KEYS = ['box', 'when', 'unless', 'rotate', 'opacity'];

/**
 * card-faces.yaml beyond its schema: each template names a kind the game prints, once; each
 * field it reads is one its cards have; its fonts, icons and drawings exist; each layer says
 * only what its kind can draw. `records` are the game's cards, whose fields the templates read.
 */
export function checkCardFaces(gameId: string, file: CardFacesFile, records: readonly CardRecord[], sizeOf: (type: string) => CardMm, artRoot: string = DEFAULT_ART_ROOT): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const issue = (path: Path, message: string) => issues.push({ file: CARD_FACES_KEY, path, message });
  const types = cardTypesOf(gameId).map((t) => t.id);
  const families = [...BUNDLED_FONTS, ...(file.fonts ?? []).map((f) => f.family)];
  const icons = (file.icons ?? []).map((i) => i.id);
  const drawings = drawingNamesOf(gameId);
  (file.fonts ?? []).forEach((font, i) => {
    const problem = fontFileProblem(font.file, artRoot);
    if (problem) issue(['fonts', i, 'file'], problem);
  });
  (file.icons ?? []).forEach((icon, i) => {
    if ((icon.image === undefined) === (icon.path === undefined)) issue(['icons', i], `the icon "${icon.id}" needs one of \`image:\` (a picture under ui/public) or \`path:\` (SVG path data), not ${icon.image === undefined ? 'neither' : 'both'}.`);
    if (icons.indexOf(icon.id) !== i) issue(['icons', i, 'id'], `the icon "${icon.id}" is defined twice: keep one.`);
    if (icon.image) literalArt(icon.image, ['icons', i, 'image']);
  });
  const seen = new Set<string>();
  file.faces.forEach((face, f) => {
    const at: Path = ['faces', f];
    if (!types.includes(face.type)) {
      const near = closestWord(face.type, types);
      issue([...at, 'type'], `${gameId} prints no card of type "${face.type}": ${near ? `write \`${near}\`` : `use one of ${types.map((t) => `\`${t}\``).join(', ')}`}.`);
      return;
    }
    if (seen.has(face.type)) issue([...at, 'type'], `the type "${face.type}" has two templates: keep one.`);
    seen.add(face.type);
    const fields = fieldNames(records.filter((r) => r.type === face.type));
    const readField = (field: string, path: Path) => {
      const top = field.split('.')[0];
      if (fields === undefined || fields.includes(top)) return;
      const near = closestWord(top, fields);
      issue(path, `${face.type} cards have no field "${top}": ${near ? `write \`${near}\`` : `their fields are ${fields.map((n) => `\`${n}\``).join(', ')}`}.`);
    };
    const readValue = (value: Value | undefined, path: Path) => valueFields(value).forEach((field) => readField(field, path));
    const readCondition = (condition: Condition | undefined, path: Path) => {
      if (condition === undefined) return;
      readField(conditionField(condition), path);
      readViews(condition, path);
    };
    readValue(face.label, [...at, 'label']);
    face.layers.forEach((layer, l) => {
      const lp: Path = [...at, 'layers', l];
      const kind = layerKind(layer);
      for (const key of Object.keys(layer)) {
        if (!COMMON_KEYS.includes(key) && !KIND_KEYS[kind].includes(key)) issue([...lp, key], `a ${kind} layer has no \`${key}\`: ${kind} layers take ${KIND_KEYS[kind].map((k) => `\`${k}\``).join(', ')}.`);
      }
      readCondition(layer.when, [...lp, 'when']);
      readCondition(layer.unless, [...lp, 'unless']);
      ((layer as { paragraphs?: { when?: Condition; unless?: Condition }[] }).paragraphs ?? []).forEach((p, i) => {
        readViews(p.when, [...lp, 'paragraphs', i, 'when']);
        readViews(p.unless, [...lp, 'paragraphs', i, 'unless']);
      });
      for (const [key, value] of valuesOf(layer)) readValue(value, [...lp, ...key]);
      const fonts = 'paragraphs' in layer || 'text' in layer ? [['font'], ...((layer as { paragraphs?: unknown[] }).paragraphs ?? []).map((_, p) => ['paragraphs', p, 'font'])] : [];
      for (const fp of fonts) {
        const family = fontFamilyAt(layer, fp);
        if (family !== undefined && !families.includes(family)) {
          const near = closestWord(family, families);
          issue([...lp, ...fp, 'family'], `no font "${family}": ${near ? `write \`${near}\`` : `use ${families.map((n) => `\`${n}\``).join(', ')}, or add it to \`fonts:\``}.`);
        }
      }
      if ('drawing' in layer && !drawings.includes(layer.drawing)) {
        const near = closestWord(layer.drawing, drawings);
        issue([...lp, 'drawing'], `no drawing "${layer.drawing}": ${near ? `write \`${near}\`` : `use one of ${drawings.map((n) => `\`${n}\``).join(', ')}, or an \`image:\` layer`}.`);
      }
      if ('image' in layer && typeof layer.image === 'string' && valueFields(layer.image).length === 0) literalArt(layer.image, [...lp, 'image']);
      if ('image' in layer && typeof layer.image === 'object') {
        for (const [key, path] of Object.entries(layer.image.map)) if (typeof path === 'string') literalArt(path, [...lp, 'image', 'map', key]);
        if (typeof layer.image.else === 'string') literalArt(layer.image.else, [...lp, 'image', 'else']);
      }
      if ('shape' in layer && layer.shape === 'path' && !layer.path) issue(lp, 'a `shape: path` layer needs `path:`, SVG path data such as "M0 0 L24 12 L0 24 Z".');
      if ('text' in layer && 'paragraphs' in layer) issue(lp, 'a text layer has `text:` or `paragraphs:`, not both.');
      if (kind === 'text') {
        const unsafe = unsafeWords(layer.box, sizeOf(face.type));
        if (unsafe) issue([...lp, 'box'], unsafe);
      }
    });
  });
  for (const type of types) {
    if (!seen.has(type) && file.faces.length > 0) issue(['faces'], `no template for the ${type} cards: add an entry \`- type: ${type}\` with its layers, or copy one from docs/card-templates.md.`);
  }
  return issues;

  /** A test of `view` names only the places a card is drawn: a misspelt one would never hold, silently. */
  function readViews(condition: Condition | undefined, path: Path) {
    if (condition === undefined || typeof condition === 'string' || condition.field !== 'view') return;
    for (const view of Array.isArray(condition.is) ? condition.is : [condition.is]) {
      if ((CARD_VIEWS as readonly unknown[]).includes(view)) continue;
      const near = closestWord(String(view), CARD_VIEWS);
      issue([...path, 'is'], `a card is drawn in no view "${view}": ${near ? `write \`${near}\`` : `views are ${CARD_VIEWS.map((v) => `\`${v}\``).join(', ')}`}.`);
    }
  }

  function literalArt(path: string, at: Path) {
    const problem = artPathProblem(path, artRoot);
    if (problem) issue(at, problem);
  }
}

/** Why words in `box` may be cut by the trimmer, or undefined when the box keeps inside the safe area. */
function unsafeWords(box: Box, card: CardMm): string | undefined {
  const { widthMm: w, heightMm: h } = card;
  const inside = `keep words in the safe area, x from ${SAFE_MARGIN_MM} to ${round(w - SAFE_MARGIN_MM)} mm and y from ${SAFE_MARGIN_MM} to ${round(h - SAFE_MARGIN_MM)} mm, or write \`box: safe\``;
  if (box === 'safe') return undefined;
  if (box === 'card') return `words over the whole card run into the bleed, which the printer cuts away: ${inside}.`;
  const [x, y, bw, bh] = box;
  const edge = Math.min(x, y, w - (x + bw), h - (y + bh));
  return edge < SAFE_MARGIN_MM - 0.01 ? `these words come within ${round(Math.max(edge, 0))} mm of the card's edge, where a cut that wanders takes them: ${inside}.` : undefined;
}

const round = (mm: number) => Math.round(mm * 100) / 100;

/** The fields the cards of one kind have, or undefined when the content has none to go by. */
function fieldNames(records: readonly CardRecord[]): string[] | undefined {
  if (records.length === 0) return undefined;
  const names = new Set<string>(RECORD_FIELDS);
  for (const record of records) for (const key of Object.keys(record.fields)) names.add(key);
  return [...names];
}

/** Every value a layer binds, with its path inside the layer. */
function valuesOf(layer: Layer): [Path, Value | undefined][] {
  const out: [Path, Value | undefined][] = [];
  const any = layer as unknown as Record<string, unknown>;
  for (const key of ['text', 'colour', 'image', 'fill', 'label']) {
    const v = any[key];
    if (v && typeof v === 'object' && 'from' in v) {
      const paint = v as { from: Value; to: Value; via?: { colour: Value } };
      out.push([[key, 'from'], paint.from], [[key, 'to'], paint.to], [[key, 'via', 'colour'], paint.via?.colour]);
    } else out.push([[key], v as Value | undefined]);
  }
  for (const key of ['stroke', 'shadow', 'stripes', 'strong']) out.push([[key, 'colour'], (any[key] as { colour?: Value } | undefined)?.colour]);
  for (const [key, v] of Object.entries((any.with as Record<string, Value> | undefined) ?? {})) out.push([['with', key], v]);
  ((any.paragraphs as { text: Value; colour?: Value; strong?: { colour?: Value }; when?: Condition; unless?: Condition }[] | undefined) ?? []).forEach((p, i) => {
    out.push([['paragraphs', i, 'text'], p.text], [['paragraphs', i, 'colour'], p.colour], [['paragraphs', i, 'strong', 'colour'], p.strong?.colour]);
    if (p.when !== undefined) out.push([['paragraphs', i, 'when'], `{${conditionField(p.when)}}`]);
    if (p.unless !== undefined) out.push([['paragraphs', i, 'unless'], `{${conditionField(p.unless)}}`]);
  });
  return out;
}

function fontFamilyAt(layer: Layer, path: Path): string | undefined {
  let at: unknown = layer;
  for (const key of path) at = (at as Record<string | number, unknown> | undefined)?.[key];
  return (at as { family?: string } | undefined)?.family;
}
