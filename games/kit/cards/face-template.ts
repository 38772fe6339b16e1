// Written by hand, in step with schemas/kit/card-faces.schema.json (docs/card-templates.md explains it).

/**
 * content/<game>/card-faces.yaml: how each kind of card's face is laid out, as layers bound to
 * the card's fields. The table, Storybook and every export draw faces from these templates
 * through one renderer (ui/components/card-face/), so an artist restyles a deck in YAML alone.
 */
export interface CardFacesFile {
  /** Fonts beyond the two bundled ones (IBM Plex Sans, Space Grotesk): files under ui/public. */
  fonts?: FontFile[];
  /** Pictures written inline in text as `:id:`, drawn at the height of the words around them. */
  icons?: IconDef[];
  faces: FaceTemplate[];
}

export interface FontFile {
  family: string;
  /** A .woff2, .woff, .ttf or .otf file, a path under ui/public. */
  file: string;
  weight?: number;
  style?: 'normal' | 'italic';
}

export interface IconDef {
  id: string;
  /** A picture under ui/public; or `path`, an SVG path drawn in `fill`. */
  image?: string;
  path?: string;
  /** The path's box, `[x, y, width, height]`; `[0, 0, 24, 24]` when absent. */
  viewBox?: [number, number, number, number];
  fill?: Value;
}

export interface FaceTemplate {
  /** The kind of card (card-formats.yaml's `type`). */
  type: string;
  /** What a screen reader says for a card, e.g. "{name} card". */
  label?: Value;
  layers: Layer[];
}

/**
 * A value written in a template: literal, `{field.path}` within a string (the whole string
 * `{path}` keeps the field's own type), or a lookup from a field's value to a value.
 */
export type Value = string | number | boolean | Lookup;

export interface Lookup {
  field: string;
  map: Record<string, string | number | boolean>;
  /** When the field's value is none of the map's keys; the field's value itself otherwise. */
  else?: string | number | boolean;
}

/** Show a layer only when a field is set (`when: flavor`) or has one of some values. */
export type Condition = string | { field: string; is: string | number | boolean | (string | number | boolean)[] };

/**
 * `[x, y, width, height]` in millimetres from the trimmed card's top-left corner; `card` is
 * the whole card and its bleed when printed; `safe` is the card inside its 3 mm safe margin.
 */
export type Box = [number, number, number, number] | 'card' | 'safe';

interface LayerBase {
  box: Box;
  when?: Condition;
  unless?: Condition;
  /** Degrees clockwise about the box's centre (180 for a corner index read upside down). */
  rotate?: number;
  opacity?: number;
}

export interface Paint {
  /** A linear gradient from `from` to `to` at `angle` degrees (CSS's sense: 180 runs top to bottom). */
  from: Value;
  to: Value;
  angle?: number;
  /** A third colour between them, `at` percent of the way (50 when absent). */
  via?: { colour: Value; at?: number };
  /** A radial gradient instead, a circle from `from` at this point (percent of the box, `[50, 30]`) out to `to` at its farthest corner. */
  centre?: [number, number];
}

export interface ShapeLayer extends LayerBase {
  shape: 'rect' | 'ellipse' | 'path';
  fill?: Value | Paint;
  stroke?: { colour: Value; width: number };
  /** rect: the corners' radius, mm. */
  radius?: number;
  /** rect: the corners cut off at 45 degrees by this many mm (top-left and bottom-right). */
  cut?: number;
  /** path: SVG path data, in `viewBox`'s units, stretched to the box. */
  path?: string;
  viewBox?: [number, number, number, number];
  /** A stripe pattern over the fill: two colours alternating `width` mm wide at `angle` degrees. */
  stripes?: { colour: Value; width: number; angle?: number };
}

export interface Font {
  /** A bundled family (`IBM Plex Sans`, `Space Grotesk`) or one of `fonts`. */
  family?: string;
  /** Points (1/72 inch) at the template's own card size. */
  size?: number;
  weight?: number;
  style?: 'normal' | 'italic';
  case?: 'upper' | 'lower' | 'none';
  /** Letter spacing, in em. */
  spacing?: number;
  /** Line height, a multiple of the size. */
  lineHeight?: number;
}

/** How the `**bold**` words look beside the rest of their words. */
export interface Strong {
  colour?: Value;
  case?: 'upper' | 'lower' | 'none';
  /** Letter spacing, in em. */
  spacing?: number;
}

export interface Paragraph {
  text: Value;
  font?: Font;
  colour?: Value;
  /** Overrides the layer's `strong`. */
  strong?: Strong;
  when?: Condition;
  unless?: Condition;
  /** Space above, mm. */
  space?: number;
  /** Pushed to the bottom of the box, as a flavour line under the rules. */
  bottom?: boolean;
}

export interface TextLayer extends LayerBase {
  /** One run of words; or `paragraphs`, several in one box that shrink together. */
  text?: Value;
  paragraphs?: Paragraph[];
  font?: Font;
  colour?: Value;
  align?: 'left' | 'center' | 'right';
  valign?: 'top' | 'middle' | 'bottom';
  /** `shrink` (the default) makes the words smaller until they fit, down to `minScale`; `clip` cuts them. */
  fit?: 'shrink' | 'clip';
  minScale?: number;
  shadow?: { colour: Value; x: number; y: number };
  strong?: Strong;
}

export interface ImageLayer extends LayerBase {
  /** A path under ui/public, usually bound: `"{art}"`. */
  image: Value;
  fit?: 'cover' | 'contain';
  /** The picture's corners rounded to this many mm. */
  radius?: number;
}

/** A picture the kit or the game draws (a generated robot, a glyph), placed and sized by the template. */
export interface DrawingLayer extends LayerBase {
  drawing: string;
  with?: Record<string, Value>;
  /** The drawing's corners rounded to this many mm. */
  radius?: number;
}

export type Layer = ShapeLayer | TextLayer | ImageLayer | DrawingLayer;

/** The content key the loader gives card-faces.yaml. */
export const CARD_FACES_KEY = 'cardFaces';
export const CARD_FACES_FILE = { file: 'card-faces.yaml', schema: '../kit/card-faces.schema.json' } as const;

/** The bundled families every template may use without a `fonts` entry. */
export const BUNDLED_FONTS = ['IBM Plex Sans', 'Space Grotesk'] as const;

export function layerKind(layer: Layer): 'shape' | 'text' | 'image' | 'drawing' {
  if ('shape' in layer) return 'shape';
  if ('image' in layer) return 'image';
  if ('drawing' in layer) return 'drawing';
  return 'text';
}

/** The template content gives a kind of card, if it gives one. */
export function faceTemplateOf(content: unknown, type: string): FaceTemplate | undefined {
  const file = (content as { [CARD_FACES_KEY]?: CardFacesFile } | null)?.[CARD_FACES_KEY];
  return file?.faces.find((face) => face.type === type);
}

export function cardFacesOf(content: unknown): CardFacesFile | undefined {
  return (content as { [CARD_FACES_KEY]?: CardFacesFile } | null)?.[CARD_FACES_KEY];
}
