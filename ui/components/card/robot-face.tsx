import { starPath } from './pictograms.tsx';
import type { RobotGenome } from './robot-genome.ts';

/**
 * The robot's head: shape, eyes, mouth and what sticks out of the top. Drawn in the robot's
 * own 100 × 160 box, head between y 24 and 62. Thick outlines, because on a spread card the
 * whole robot is 30 px wide.
 */

export const LINE = '#1c2230';
export const STROKE = 3;

export interface PartPaint {
  fill: string;
  shade: string;
}

export interface FaceProps {
  genome: RobotGenome;
  paint: PartPaint;
  /** The antenna's (or hat's) own paint: a Constructed Robot's fifth colour. */
  topPaint: PartPaint;
  glow: string;
  topper: 'antenna' | 'star' | 'jester';
  /** The jester's hat: one colour per point. */
  jester?: string[];
}

const TOP = 24;
const BOTTOM = 62;
const outline = { stroke: LINE, strokeWidth: STROKE, strokeLinejoin: 'round' as const, strokeLinecap: 'round' as const };

/** Where the head's top edge is (a dome's crown is higher than its corners). */
function headTop(genome: RobotGenome): number {
  return genome.head === 'wide' ? TOP + 8 : TOP;
}

function HeadShape({ genome, paint }: FaceProps) {
  const w = genome.head === 'wide' ? genome.headWidth * 1.2 : genome.head === 'capsule' ? genome.headWidth * 0.8 : genome.headWidth;
  const l = 50 - w / 2;
  const r = 50 + w / 2;
  const top = headTop(genome);
  const h = BOTTOM - top;
  const common = { fill: paint.fill, ...outline };
  switch (genome.head) {
    case 'dome':
      return <path d={`M${l} ${BOTTOM} V${top + 18} A${w / 2} 18 0 0 1 ${r} ${top + 18} V${BOTTOM} Z`} {...common} />;
    case 'bucket':
      return <path d={`M${50 - w * 0.36} ${top} H${50 + w * 0.36} L${r} ${BOTTOM} H${l} Z`} {...common} />;
    case 'hex':
      return <path d={`M${50 - w * 0.3} ${top} H${50 + w * 0.3} L${r} ${top + h / 2} L${50 + w * 0.3} ${BOTTOM} H${50 - w * 0.3} L${l} ${top + h / 2} Z`} {...common} />;
    case 'capsule':
      return <rect x={l} y={top} width={w} height={h} rx={w / 2} {...common} />;
    case 'round':
      return <rect x={l} y={top} width={w} height={h} rx={14} {...common} />;
    case 'tv':
      return (
        <>
          <circle cx={l - 2} cy={top + h / 2} r={4.5} fill={paint.shade} {...outline} />
          <circle cx={r + 2} cy={top + h / 2} r={4.5} fill={paint.shade} {...outline} />
          <rect x={l} y={top} width={w} height={h} rx={6} {...common} />
          <rect x={l + 5} y={top + 5} width={w - 10} height={h - 10} rx={5} fill="#243042" stroke={paint.shade} strokeWidth={2} />
        </>
      );
    case 'wide':
      return (
        <>
          <rect x={l - 5} y={top + 8} width={7} height={14} rx={3} fill={paint.shade} {...outline} />
          <rect x={r - 2} y={top + 8} width={7} height={14} rx={3} fill={paint.shade} {...outline} />
          <rect x={l} y={top} width={w} height={h} rx={8} {...common} />
        </>
      );
    default:
      return <rect x={l} y={top} width={w} height={h} rx={4} {...common} />;
  }
}

function Eyes({ genome, glow }: FaceProps) {
  const y = genome.head === 'dome' ? 44 : genome.head === 'wide' ? 44 : 41;
  const dx = genome.headWidth * 0.2;
  const pupil = { fill: LINE };
  switch (genome.eyes) {
    case 'cyclops':
      return (
        <>
          <circle cx={50} cy={y} r={9.5} fill={glow} {...outline} />
          <circle cx={51.5} cy={y + 1} r={3.8} {...pupil} />
          <circle cx={47} cy={y - 3.5} r={1.8} fill="#fff" />
        </>
      );
    case 'visor':
      return (
        <>
          <rect x={50 - genome.headWidth * 0.34} y={y - 5.5} width={genome.headWidth * 0.68} height={11} rx={5.5} fill={glow} {...outline} />
          <rect x={50 - dx - 2} y={y - 2.5} width={5} height={5} rx={1} {...pupil} />
          <rect x={50 + dx - 3} y={y - 2.5} width={5} height={5} rx={1} {...pupil} />
        </>
      );
    case 'square':
      return (
        <>
          {[-1, 1].map((s) => (
            <g key={s}>
              <rect x={50 + s * dx - 6} y={y - 6} width={12} height={12} rx={1.5} fill={glow} {...outline} />
              <rect x={50 + s * dx - 2} y={y - 2} width={4.5} height={4.5} {...pupil} />
            </g>
          ))}
        </>
      );
    case 'triple':
      return (
        <>
          {[-1, 0, 1].map((s) => (
            <circle key={s} cx={50 + s * dx * 1.05} cy={y + (s === 0 ? -3 : 1)} r={4.6} fill={glow} {...outline} />
          ))}
          {[-1, 0, 1].map((s) => (
            <circle key={`p${s}`} cx={50 + s * dx * 1.05} cy={y + (s === 0 ? -3 : 1)} r={1.7} {...pupil} />
          ))}
        </>
      );
    case 'goggles':
      return (
        <>
          <line x1={50 - dx} y1={y} x2={50 + dx} y2={y} stroke={LINE} strokeWidth={3} />
          {[-1, 1].map((s) => (
            <g key={s}>
              <circle cx={50 + s * dx} cy={y} r={8} fill={glow} stroke={LINE} strokeWidth={4.5} />
              <circle cx={50 + s * dx + 1.5} cy={y + 1} r={2.8} {...pupil} />
            </g>
          ))}
        </>
      );
    case 'sleepy':
      return (
        <>
          {[-1, 1].map((s) => (
            <g key={s}>
              <path d={`M${50 + s * dx - 7} ${y - 1} A7 7 0 0 0 ${50 + s * dx + 7} ${y - 1} Z`} fill={glow} {...outline} />
              <circle cx={50 + s * dx} cy={y + 2.5} r={2.2} {...pupil} />
            </g>
          ))}
        </>
      );
    default:
      return (
        <>
          {[-1, 1].map((s) => (
            <g key={s}>
              <circle cx={50 + s * dx} cy={y} r={6.5} fill={glow} {...outline} />
              <circle cx={50 + s * dx + 1} cy={y + 0.5} r={2.6} {...pupil} />
            </g>
          ))}
        </>
      );
  }
}

function Mouth({ genome, paint }: FaceProps) {
  const y = 55;
  const w = genome.headWidth * 0.36;
  const l = 50 - w / 2;
  switch (genome.mouth) {
    case 'grille':
      return (
        <>
          <rect x={l} y={y - 3.5} width={w} height={7} rx={1.5} fill={paint.shade} stroke={LINE} strokeWidth={2} />
          {[1, 2, 3].map((i) => (
            <line key={i} x1={l + (w * i) / 4} y1={y - 3.5} x2={l + (w * i) / 4} y2={y + 3.5} stroke={LINE} strokeWidth={1.6} />
          ))}
        </>
      );
    case 'smile':
      return <path d={`M${l} ${y - 2.5} Q50 ${y + 6} ${l + w} ${y - 2.5}`} fill="none" stroke={LINE} strokeWidth={2.6} strokeLinecap="round" />;
    case 'teeth':
      return <path d={`M${l} ${y} l${w / 6} -3 l${w / 6} 6 l${w / 6} -6 l${w / 6} 6 l${w / 6} -6 l${w / 6} 3`} fill="none" stroke={LINE} strokeWidth={2.2} strokeLinejoin="round" />;
    case 'oh':
      return <ellipse cx={50} cy={y} rx={3.6} ry={4.2} fill={LINE} />;
    case 'speaker':
      return (
        <>
          {[-1, 0, 1].map((s) => (
            <circle key={s} cx={50 + s * w * 0.34} cy={y} r={2} fill={LINE} />
          ))}
        </>
      );
    default:
      return <line x1={l} y1={y} x2={l + w} y2={y} stroke={LINE} strokeWidth={2.6} strokeLinecap="round" />;
  }
}

function Antenna({ genome, topPaint, glow }: FaceProps) {
  const top = headTop(genome);
  const stalk = { stroke: LINE, strokeWidth: 2.6, strokeLinecap: 'round' as const, fill: 'none' };
  const bulb = (x: number, y: number, r = 4.5) => <circle cx={x} cy={y} r={r} fill={glow} {...outline} strokeWidth={2.4} />;
  const dx = genome.headWidth * 0.28;
  switch (genome.antenna) {
    case 'twin':
      return (
        <>
          <path d={`M${50 - dx} ${top} L${50 - dx - 6} ${top - 15}`} {...stalk} />
          <path d={`M${50 + dx} ${top} L${50 + dx + 6} ${top - 15}`} {...stalk} />
          {bulb(50 - dx - 6, top - 17, 3.8)}
          {bulb(50 + dx + 6, top - 17, 3.8)}
        </>
      );
    case 'bolt':
      return <path d={`M50 ${top} l-5 -7 l9 -3 l-6 -9`} {...stalk} strokeWidth={3.2} stroke={LINE} />;
    case 'dish':
      return (
        <>
          <path d={`M50 ${top} V${top - 10}`} {...stalk} />
          <path d={`M39 ${top - 19} A12 9 0 0 0 61 ${top - 19} Z`} fill={topPaint.fill} {...outline} strokeWidth={2.4} />
          {bulb(50, top - 20, 2.4)}
        </>
      );
    case 'propeller':
      return (
        <>
          <path d={`M50 ${top} V${top - 12}`} {...stalk} />
          <ellipse cx={41} cy={top - 13} rx={9} ry={3} fill={topPaint.fill} {...outline} strokeWidth={2.2} />
          <ellipse cx={59} cy={top - 13} rx={9} ry={3} fill={topPaint.shade} {...outline} strokeWidth={2.2} />
          <circle cx={50} cy={top - 13} r={2.6} fill={LINE} />
        </>
      );
    case 'ears':
      return (
        <>
          <rect x={50 - dx - 4} y={top - 13} width={8} height={16} rx={4} fill={topPaint.fill} {...outline} strokeWidth={2.4} />
          <rect x={50 + dx - 4} y={top - 13} width={8} height={16} rx={4} fill={topPaint.fill} {...outline} strokeWidth={2.4} />
        </>
      );
    case 'spring':
      return (
        <>
          <path d={`M50 ${top} l-4 -3 l8 -3 l-8 -3 l8 -3 l-4 -3`} {...stalk} strokeWidth={2} />
          {bulb(50, top - 19)}
        </>
      );
    case 'none':
      return <rect x={43} y={top - 5} width={14} height={6} rx={2} fill={topPaint.shade} {...outline} strokeWidth={2.4} />;
    default:
      return (
        <>
          <path d={`M50 ${top} V${top - 14}`} {...stalk} />
          {bulb(50, top - 17)}
        </>
      );
  }
}

/** A star card's robot wears its star: the same shape as the corner index, so it reads as one card. */
function StarTopper({ genome, glow }: FaceProps) {
  const top = headTop(genome);
  return (
    <>
      <path d={`M50 ${top} V${top - 8}`} stroke={LINE} strokeWidth={2.6} />
      <path d={starPath(50, top - 14, 11)} fill={glow} {...outline} strokeWidth={2.4} />
    </>
  );
}

/** A wild robot is the joker of the deck: a three-pointed jester's hat with bells. */
function JesterHat({ genome, jester = [] }: FaceProps) {
  const top = headTop(genome);
  const w = genome.headWidth / 2 + 2;
  const tips: [number, number][] = [[50 - w - 8, top - 10], [50, top - 22], [50 + w + 8, top - 10]];
  return (
    <>
      {tips.map(([x, y], i) => (
        <g key={i}>
          <path d={`M${50 + (i - 1) * w * 0.55 - w * 0.4} ${top + 3} L${x} ${y} L${50 + (i - 1) * w * 0.55 + w * 0.4} ${top + 3} Z`} fill={jester[i % Math.max(1, jester.length)] ?? '#f4d35e'} {...outline} strokeWidth={2.4} />
          <circle cx={x} cy={y} r={3.6} fill="#ffe45c" {...outline} strokeWidth={2} />
        </g>
      ))}
      <rect x={50 - w} y={top - 1} width={w * 2} height={6} rx={3} fill="#fff6d5" {...outline} strokeWidth={2.2} />
    </>
  );
}

export function RobotHead(props: FaceProps) {
  return (
    <g>
      {props.topper === 'antenna' && <Antenna {...props} />}
      {props.topper === 'star' && <StarTopper {...props} />}
      <HeadShape {...props} />
      {props.topper === 'jester' && <JesterHat {...props} />}
      <Eyes {...props} />
      <Mouth {...props} />
    </g>
  );
}
