import { useId } from 'react';
import { darken, lighten, mix } from './paint.ts';
import { EmblemShape, starPath } from './pictograms.tsx';
import { LINE, RobotHead, STROKE, type PartPaint } from './robot-face.tsx';
import { robotGenome, type RobotGenome, type RobotLook } from './robot-genome.ts';
import { hashString, seededRandom } from './seeded.ts';

interface Props {
  look: RobotLook;
  /** `portrait`: a playing card's art panel (tall, narrow); `landscape`: the shared Card's art box. */
  frame?: 'portrait' | 'landscape';
  /** Leave room at the top for a banner laid over the art (a power's name). */
  banner?: boolean;
  /** Read by screen readers; without it the picture is decoration (the card names itself). */
  label?: string;
  /** `left` stands the robot a little left of centre, clear of a corner index in the bottom right. */
  align?: 'centre' | 'left';
}

const FRAMES = { portrait: { w: 100, h: 200 }, landscape: { w: 200, h: 140 } };
const JESTER = ['#e2434b', '#2f6fb3', '#3a9a4f'];
const PAPER = '#fffdf6';

const paintOf = (colour: string): PartPaint => ({ fill: lighten(colour, 0.28), shade: darken(colour, 0.12) });

/**
 * A card's robot in front of a backdrop in its suit's colour, entirely generated from the
 * card's look: no image files to ship, and all 87 ROBOTS! cards differ.
 */
export function RobotArt({ look, frame = 'portrait', banner = false, label, align = 'centre' }: Props) {
  const genome = robotGenome(look);
  const { w, h } = FRAMES[frame];
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  // The robot stands in a 100 × 160 box; scale and place it so it fits the frame's narrowest crop.
  const scale = frame === 'portrait' ? 0.8 : 0.8;
  const x = w / 2 - 50 * scale - (align === 'left' ? w * 0.08 : 0);
  const y = frame === 'portrait' ? (banner ? h - 160 * scale - 6 : (h - 160 * scale) / 2 + 6) : h - 160 * scale - 4;
  return (
    <svg
      className="robot-art"
      viewBox={`0 0 ${w} ${h}`}
      preserveAspectRatio="xMidYMid slice"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      data-genome={`${genome.head}/${genome.eyes}/${genome.antenna}/${genome.body}`}
    >
      <Backdrop look={look} genome={genome} w={w} h={h} uid={uid} floor={y + 156 * scale} />
      <g transform={`translate(${x} ${y}) scale(${scale}) rotate(${genome.tilt} 50 156)`}>
        <Robot look={look} genome={genome} />
      </g>
    </svg>
  );
}

function Backdrop({ look, genome, w, h, uid, floor }: { look: RobotLook; genome: RobotGenome; w: number; h: number; uid: string; floor: number }) {
  const random = seededRandom(hashString(`backdrop:${look.seed}`));
  const kind = look.kind ?? 'plain';
  const sky =
    kind === 'star' ? ['#0c1030', darken(look.tint, 0.35)] : kind === 'construct' ? ['#12345c', '#0b2240'] : kind === 'wild' ? ['#fff3b0', '#ffd23f'] : [lighten(look.tint, 0.8), lighten(look.tint, 0.42)];
  const ink = kind === 'star' ? '#ffffff' : kind === 'construct' ? '#9fd3ff' : kind === 'wild' ? '#ffffff' : lighten(look.tint, 0.92);
  const pattern = kind === 'star' ? 'stars' : kind === 'construct' ? 'grid' : kind === 'wild' ? 'rays' : genome.backdrop;
  const cx = w / 2;
  const cy = h * 0.42;
  return (
    <g>
      <defs>
        <linearGradient id={`sky-${uid}`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={sky[0]} />
          <stop offset="1" stopColor={sky[1]} />
        </linearGradient>
      </defs>
      <rect width={w} height={h} fill={`url(#sky-${uid})`} />
      <g fill={ink} stroke={ink} opacity={kind === 'plain' ? 0.75 : 0.5}>
        {pattern === 'dots' &&
          Array.from({ length: Math.ceil(h / 14) * Math.ceil(w / 14) }, (_, i) => {
            const cols = Math.ceil(w / 14);
            const row = Math.floor(i / cols);
            return <circle key={i} cx={(i % cols) * 14 + (row % 2) * 7 + 4} cy={row * 14 + 5} r={2.2} stroke="none" />;
          })}
        {pattern === 'stripes' &&
          Array.from({ length: Math.ceil((w + h) / 16) }, (_, i) => <line key={i} x1={i * 16 - h} y1={h} x2={i * 16} y2={0} strokeWidth={5} />)}
        {pattern === 'grid' &&
          [...Array.from({ length: Math.ceil(w / 16) + 1 }, (_, i) => <line key={`v${i}`} x1={i * 16} y1={0} x2={i * 16} y2={h} strokeWidth={kind === 'construct' ? 0.8 : 1.6} />),
           ...Array.from({ length: Math.ceil(h / 16) + 1 }, (_, i) => <line key={`h${i}`} x1={0} y1={i * 16} x2={w} y2={i * 16} strokeWidth={kind === 'construct' ? 0.8 : 1.6} />)]}
        {pattern === 'rays' &&
          Array.from({ length: 16 }, (_, i) => {
            const a0 = (i * Math.PI * 2) / 16;
            const a1 = a0 + Math.PI / 16;
            const r = w + h;
            return <path key={i} d={`M${cx} ${cy} L${cx + r * Math.cos(a0)} ${cy + r * Math.sin(a0)} L${cx + r * Math.cos(a1)} ${cy + r * Math.sin(a1)} Z`} stroke="none" />;
          })}
        {pattern === 'circuit' &&
          Array.from({ length: 7 }, (_, i) => {
            const x0 = random() * w;
            const y0 = random() * h;
            const x1 = x0 + (random() - 0.5) * 50;
            const y1 = y0 + 20 + random() * 30;
            return (
              <g key={i}>
                <path d={`M${x0} ${y0} V${(y0 + y1) / 2} L${x1} ${(y0 + y1) / 2 + Math.abs(x1 - x0) / 3} V${y1}`} fill="none" strokeWidth={2.2} />
                <circle cx={x0} cy={y0} r={3.4} stroke="none" />
                <circle cx={x1} cy={y1} r={3.4} stroke="none" />
              </g>
            );
          })}
        {pattern === 'stars' &&
          Array.from({ length: 26 }, (_, i) => {
            const sx = random() * w;
            const sy = random() * h * 0.8;
            return i % 6 === 0 ? <path key={i} d={starPath(sx, sy, 4.2)} stroke="none" /> : <circle key={i} cx={sx} cy={sy} r={0.7 + random() * 1.3} stroke="none" />;
          })}
      </g>
      <rect x={0} y={floor} width={w} height={h - floor} fill={kind === 'construct' ? '#0a1a30' : mix(sky[1], '#000000', 0.14)} opacity={0.55} />
      <ellipse cx={cx} cy={floor} rx={w * 0.28} ry={4.5} fill="#000" opacity={0.28} />
    </g>
  );
}

/** The whole robot in its 100 × 160 box: legs, arms, body, then the head on top. */
function Robot({ look, genome }: { look: RobotLook; genome: RobotGenome }) {
  const parts = look.kind === 'construct' && look.parts && look.parts.length > 0 ? look.parts : [look.tint];
  const part = (i: number) => paintOf(parts[i % parts.length]);
  const glow = look.kind === 'star' ? '#ffd54a' : genome.glow;
  return (
    <g>
      <Legs genome={genome} paint={part(3)} glow={glow} />
      <Arms genome={genome} paint={part(2)} />
      <Body genome={genome} paint={part(1)} look={look} glow={glow} />
      <RobotHead genome={genome} paint={part(0)} topPaint={part(4)} glow={glow} topper={look.kind === 'star' ? 'star' : look.kind === 'wild' ? 'jester' : 'antenna'} jester={JESTER} />
    </g>
  );
}

const outline = { stroke: LINE, strokeWidth: STROKE, strokeLinejoin: 'round' as const, strokeLinecap: 'round' as const };

/** A limb as an outlined tube: a thick dark stroke under a thinner painted one. */
function Tube({ d, paint, width = 6 }: { d: string; paint: PartPaint; width?: number }) {
  return (
    <>
      <path d={d} fill="none" stroke={LINE} strokeWidth={width + STROKE * 1.4} strokeLinecap="round" strokeLinejoin="round" />
      <path d={d} fill="none" stroke={paint.fill} strokeWidth={width} strokeLinecap="round" strokeLinejoin="round" />
    </>
  );
}

function Body({ genome, paint, look, glow }: { genome: RobotGenome; paint: PartPaint; look: RobotLook; glow: string }) {
  const bw = genome.bodyWidth;
  const l = 50 - bw / 2;
  const common = { fill: paint.fill, ...outline };
  return (
    <g>
      <rect x={43} y={58} width={14} height={14} fill={paint.shade} {...outline} strokeWidth={2.4} />
      {genome.body === 'box' && <rect x={l} y={68} width={bw} height={48} rx={5} {...common} />}
      {genome.body === 'barrel' && <rect x={l} y={68} width={bw} height={48} rx={17} {...common} />}
      {genome.body === 'trapezoid' && <path d={`M${l - 3} 68 H${50 + bw / 2 + 3} L${50 + bw * 0.36} 116 H${50 - bw * 0.36} Z`} {...common} />}
      {genome.body === 'round' && <ellipse cx={50} cy={92} rx={bw / 2} ry={25} {...common} />}
      {look.emblem ? (
        <g>
          <circle cx={50} cy={91} r={13} fill={PAPER} stroke={LINE} strokeWidth={2.6} />
          <EmblemShape emblem={look.emblem} ink={LINE} paper={PAPER} x={40} y={81} size={20} />
        </g>
      ) : (
        <Chest genome={genome} paint={paint} glow={glow} />
      )}
    </g>
  );
}

function Chest({ genome, paint, glow }: { genome: RobotGenome; paint: PartPaint; glow: string }) {
  switch (genome.chest) {
    case 'dial':
      return (
        <>
          <circle cx={50} cy={90} r={9} fill={PAPER} {...outline} strokeWidth={2.4} />
          <path d="M50 90 L55 84" stroke="#d33" strokeWidth={2.4} strokeLinecap="round" />
        </>
      );
    case 'buttons':
      return (
        <>
          {['#e2434b', glow, '#3a9a4f'].map((c, i) => (
            <circle key={i} cx={40 + i * 10} cy={90} r={3.8} fill={c} stroke={LINE} strokeWidth={2} />
          ))}
        </>
      );
    case 'vents':
      return (
        <>
          {[0, 1, 2].map((i) => (
            <rect key={i} x={39} y={82 + i * 7} width={22} height={3.6} rx={1.8} fill={paint.shade} stroke={LINE} strokeWidth={1.6} />
          ))}
        </>
      );
    case 'heart':
      return <path d="M50 98 C46 95 40 91 40 86.5 C40 83.5 42.4 81.8 44.8 81.8 C47 81.8 49 83.4 50 85 C51 83.4 53 81.8 55.2 81.8 C57.6 81.8 60 83.5 60 86.5 C60 91 54 95 50 98 Z" fill="#e2434b" stroke={LINE} strokeWidth={2} />;
    default:
      return (
        <>
          <rect x={38} y={82} width={24} height={16} rx={2.5} fill="#243042" stroke={LINE} strokeWidth={2.2} />
          <path d="M40 91 H45 L47 86 L50 95 L52 89 H60" fill="none" stroke={glow} strokeWidth={1.8} strokeLinejoin="round" />
        </>
      );
  }
}

function Arms({ genome, paint }: { genome: RobotGenome; paint: PartPaint }) {
  const sx = genome.bodyWidth / 2 - 3;
  const reach = genome.bodyWidth / 2 + 11;
  const hand = (x: number, y: number) => <circle cx={x} cy={y} r={5.2} fill={paint.shade} {...outline} strokeWidth={2.4} />;
  const arm = (side: -1 | 1, pose: 'down' | 'up' | 'claw' | 'spring') => {
    const x0 = 50 + side * sx;
    if (pose === 'spring') {
      const zig = Array.from({ length: 6 }, (_, i) => `l${side * (i % 2 === 0 ? 5 : -1)} 5`).join(' ');
      return (
        <g key={side}>
          <path d={`M${x0} 76 l${side * 4} 0 ${zig}`} fill="none" stroke={LINE} strokeWidth={2.6} strokeLinejoin="round" />
          {hand(x0 + side * 18, 110)}
        </g>
      );
    }
    if (pose === 'claw') {
      const x1 = 50 + side * reach;
      return (
        <g key={side}>
          <Tube d={`M${x0} 76 L${x1} 84 L${x1} 96`} paint={paint} />
          <path d={`M${x1 - 6} 104 A6 6 0 1 1 ${x1 + 6} 104`} fill="none" stroke={LINE} strokeWidth={3.6} strokeLinecap="round" transform={`rotate(180 ${x1} 102)`} />
        </g>
      );
    }
    const end = pose === 'up' ? 48 : 108;
    return (
      <g key={side}>
        <Tube d={`M${x0} 76 Q${50 + side * (reach + 2)} ${pose === 'up' ? 76 : 84} ${50 + side * reach} ${end}`} paint={paint} />
        {hand(50 + side * reach, end)}
      </g>
    );
  };
  switch (genome.arms) {
    case 'wave':
      return <g>{[arm(-1, 'down'), arm(1, 'up')]}</g>;
    case 'up':
      return <g>{[arm(-1, 'up'), arm(1, 'up')]}</g>;
    case 'claws':
      return <g>{[arm(-1, 'claw'), arm(1, 'claw')]}</g>;
    case 'springs':
      return <g>{[arm(-1, 'spring'), arm(1, 'spring')]}</g>;
    default:
      return <g>{[arm(-1, 'down'), arm(1, 'down')]}</g>;
  }
}

function Legs({ genome, paint, glow }: { genome: RobotGenome; paint: PartPaint; glow: string }) {
  const bw = genome.bodyWidth;
  switch (genome.legs) {
    case 'treads':
      return (
        <g>
          <rect x={50 - bw / 2} y={120} width={bw} height={32} rx={16} fill="#2a3140" {...outline} />
          {[-1, 0, 1].map((i) => (
            <circle key={i} cx={50 + i * (bw / 2 - 14)} cy={136} r={6.5} fill={paint.fill} stroke={LINE} strokeWidth={2.2} />
          ))}
        </g>
      );
    case 'wheel':
      return (
        <g>
          <rect x={44} y={112} width={12} height={18} fill={paint.shade} {...outline} strokeWidth={2.4} />
          <circle cx={50} cy={138} r={17} fill="#2a3140" {...outline} />
          <circle cx={50} cy={138} r={7} fill={paint.fill} stroke={LINE} strokeWidth={2.2} />
        </g>
      );
    case 'hover':
      return (
        <g>
          <path d="M50 150 C43 140 42 132 50 124 C58 132 57 140 50 150 Z" fill={glow} stroke="#ff8a3d" strokeWidth={2.4} />
          <path d="M37 114 H63 L58 128 H42 Z" fill={paint.shade} {...outline} />
        </g>
      );
    default:
      return (
        <g>
          {[-1, 1].map((s) => (
            <g key={s}>
              <Tube d={`M${50 + s * 11} 112 L${50 + s * 13} 144`} paint={paint} width={7} />
              <rect x={50 + s * 13 - 10 + s * 2} y={143} width={20} height={9} rx={4.5} fill={paint.shade} {...outline} strokeWidth={2.6} />
            </g>
          ))}
        </g>
      );
  }
}
