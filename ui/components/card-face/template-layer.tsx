import type { CSSProperties, ReactNode } from 'react';
import { holds, resolveText, resolveValue, type CardFields } from '../../../games/kit/cards/face-bindings.ts';
import type { DrawingLayer, IconDef, ImageLayer, Layer, Paint, ShapeLayer, Value } from '../../../games/kit/cards/face-template.ts';
import { artUrl } from '../card/art-url.ts';
import type { FaceUnits } from './face-units.ts';
import { TemplateText } from './template-text.tsx';

/** A picture the kit or a game draws for templates: handed the layer's `with`, resolved for the card. */
export type Drawing = (params: Readonly<Record<string, unknown>>) => ReactNode;
export type Drawings = Readonly<Record<string, Drawing>>;

interface Props {
  layer: Layer;
  fields: CardFields;
  icons: readonly IconDef[];
  drawings: Drawings;
  units: FaceUnits;
}

/** One layer of a template for one card, or nothing when its `when` or `unless` says so. */
export function TemplateLayer({ layer, fields, icons, drawings, units }: Props) {
  if (!holds(layer.when, fields) || (layer.unless !== undefined && holds(layer.unless, fields))) return null;
  const style: CSSProperties = { ...units.place(layer.box), opacity: layer.opacity, transform: layer.rotate ? `rotate(${layer.rotate}deg)` : undefined };
  if ('shape' in layer) return <Shape layer={layer} fields={fields} units={units} style={style} />;
  if ('image' in layer) return <Picture layer={layer} fields={fields} style={rounded(style, layer.radius, units)} />;
  if ('drawing' in layer) return <Drawn layer={layer} fields={fields} drawings={drawings} style={rounded(style, layer.radius, units)} />;
  return <TemplateText layer={layer} fields={fields} icons={icons} units={units} style={style} />;
}

/** A picture's corners rounded, as a framed panel of art is. */
function rounded(style: CSSProperties, radius: number | undefined, units: FaceUnits): CSSProperties {
  return radius ? { ...style, borderRadius: units.len(radius), overflow: 'hidden' } : style;
}

function paint(fill: Value | Paint | undefined, fields: CardFields): string | undefined {
  if (fill === undefined) return undefined;
  if (typeof fill === 'object' && 'from' in fill) {
    const via = fill.via ? `${resolveText(fill.via.colour, fields)} ${fill.via.at ?? 50}%, ` : '';
    const stops = `${resolveText(fill.from, fields)}, ${via}${resolveText(fill.to, fields)}`;
    return fill.centre ? `radial-gradient(circle at ${fill.centre[0]}% ${fill.centre[1]}%, ${stops})` : `linear-gradient(${fill.angle ?? 180}deg, ${stops})`;
  }
  return resolveText(fill, fields) || undefined;
}

function Shape({ layer, fields, units, style }: { layer: ShapeLayer; fields: CardFields; units: FaceUnits; style: CSSProperties }) {
  const fill = paint(layer.fill, fields);
  const stroke = layer.stroke && { colour: resolveText(layer.stroke.colour, fields), width: units.len(layer.stroke.width) };
  if (layer.shape === 'path') {
    const [x, y, w, h] = layer.viewBox ?? [0, 0, 24, 24];
    return (
      <svg className="tw-face__layer" style={style} viewBox={`${x} ${y} ${w} ${h}`} preserveAspectRatio="none" aria-hidden="true">
        <path d={layer.path} fill={fill ?? 'none'} stroke={stroke?.colour} style={stroke && { strokeWidth: stroke.width }} vectorEffect="non-scaling-stroke" />
      </svg>
    );
  }
  const stripes = layer.stripes && `repeating-linear-gradient(${layer.stripes.angle ?? 45}deg, ${resolveText(layer.stripes.colour, fields)} 0 ${units.len(layer.stripes.width)}, transparent ${units.len(layer.stripes.width)} ${units.len(2 * layer.stripes.width)})`;
  const cut = layer.cut && units.len(layer.cut);
  const shape: CSSProperties = {
    ...style,
    background: [stripes, fill].filter(Boolean).join(', ') || undefined,
    border: stroke ? `${stroke.width} solid ${stroke.colour}` : undefined,
    borderRadius: layer.shape === 'ellipse' ? '50%' : layer.radius ? units.len(layer.radius) : undefined,
    clipPath: cut ? `polygon(${cut} 0, 100% 0, 100% calc(100% - ${cut}), calc(100% - ${cut}) 100%, 0 100%, 0 ${cut})` : undefined,
  };
  return <div className="tw-face__layer" style={shape} aria-hidden="true" />;
}

function Picture({ layer, fields, style }: { layer: ImageLayer; fields: CardFields; style: CSSProperties }) {
  const path = resolveText(layer.image, fields);
  if (!path) return null;
  return <img className="tw-face__layer tw-face__image" style={{ ...style, objectFit: layer.fit ?? 'cover' }} src={artUrl(path)} alt="" />;
}

function Drawn({ layer, fields, drawings, style }: { layer: DrawingLayer; fields: CardFields; drawings: Drawings; style: CSSProperties }) {
  const draw = Object.hasOwn(drawings, layer.drawing) ? drawings[layer.drawing] : undefined;
  const params = Object.fromEntries(Object.entries(layer.with ?? {}).map(([key, value]) => [key, resolveValue(value, fields)]));
  return (
    <div className="tw-face__layer tw-face__drawing" style={style} aria-hidden="true" data-drawing={layer.drawing}>
      {draw ? draw(params) : null}
    </div>
  );
}
