import { hashString, seededRandom } from './seeded.ts';

interface Props {
  id: string;
  figure: 'robot' | 'human';
  palette: { primary: string; accent: string };
}

const SKIN = ['#f1c7a5', '#d9a47c', '#b97a56', '#8d5a3b', '#5f3b27', '#eab796'];
const HAIR = ['#2b1d14', '#5b3a1e', '#a0642b', '#d9b36c', '#1c1c1c', '#7d7d7d'];

/**
 * The picture a card gets until an artist provides one: a robot or a colonist in front of a
 * starfield, its details chosen from the card id so the same card always looks the same.
 */
export function CardIllustration({ id, figure, palette }: Props) {
  const random = seededRandom(hashString(`${figure}:${id}`));
  const pick = <T,>(items: T[]): T => items[Math.floor(random() * items.length)];
  const stars = Array.from({ length: 18 }, () => ({ x: random() * 200, y: random() * 90, r: 0.4 + random() * 1.1 }));
  const planet = { x: 20 + random() * 160, r: 26 + random() * 20 };
  const gradientId = `sky-${figure}-${hashString(id).toString(36)}`;
  return (
    <svg className="card-illustration" viewBox="0 0 200 140" preserveAspectRatio="xMidYMid slice" role="img" aria-label={`${figure} illustration`}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#0b1020" />
          <stop offset="1" stopColor={palette.primary} />
        </linearGradient>
      </defs>
      <rect width="200" height="140" fill={`url(#${gradientId})`} />
      {stars.map((s, i) => (
        <circle key={i} cx={s.x} cy={s.y} r={s.r} fill="#fff" opacity={0.35 + s.r / 3} />
      ))}
      <circle cx={planet.x} cy={150} r={planet.r + 30} fill={palette.accent} opacity="0.18" />
      {figure === 'robot' ? <Robot random={random} pick={pick} palette={palette} /> : <Human random={random} pick={pick} palette={palette} />}
    </svg>
  );
}

interface FigureProps {
  random: () => number;
  pick: <T>(items: T[]) => T;
  palette: { primary: string; accent: string };
}

function Robot({ random, pick, palette }: FigureProps) {
  const width = 58 + Math.round(random() * 16);
  const height = 46 + Math.round(random() * 10);
  const left = 100 - width / 2;
  const top = 40;
  const corner = pick([3, 8, 14]);
  const antennas = pick([1, 2]);
  const eyes = pick(['round', 'square', 'visor'] as const);
  const metal = pick(['#b8c2cc', '#9aa7b3', '#c9b98f', '#a3b8a8']);
  const eyeY = top + height * 0.42;
  return (
    <g>
      <path d={`M${100 - 46} 140 L${100 - 38} ${top + height + 14} L${100 + 38} ${top + height + 14} L${100 + 46} 140 Z`} fill={metal} stroke="#3c4650" strokeWidth="2" />
      <rect x="88" y={top + height + 18} width="24" height="14" rx="2" fill="#2a323a" />
      <circle cx="94" cy={top + height + 25} r="2.5" fill={palette.accent} />
      <circle cx="106" cy={top + height + 25} r="2.5" fill={palette.primary} />
      <rect x="92" y={top + height - 2} width="16" height="18" fill="#6b7680" />
      {Array.from({ length: antennas }, (_, i) => {
        const x = antennas === 1 ? 100 : left + width * (0.25 + i * 0.5);
        return (
          <g key={i}>
            <line x1={x} y1={top} x2={x} y2={top - 14} stroke="#3c4650" strokeWidth="2.5" />
            <circle cx={x} cy={top - 16} r="4" fill={palette.accent} />
          </g>
        );
      })}
      <rect x={left} y={top} width={width} height={height} rx={corner} fill={metal} stroke="#3c4650" strokeWidth="2.5" />
      <circle cx={left - 3} cy={top + height / 2} r="4" fill="#6b7680" />
      <circle cx={left + width + 3} cy={top + height / 2} r="4" fill="#6b7680" />
      {eyes === 'visor' && <rect x={left + 8} y={eyeY - 6} width={width - 16} height="12" rx="6" fill={palette.accent} />}
      {eyes === 'round' && [-1, 1].map((side) => <circle key={side} cx={100 + side * width * 0.22} cy={eyeY} r="7" fill={palette.accent} stroke="#2a323a" strokeWidth="2" />)}
      {eyes === 'square' && [-1, 1].map((side) => <rect key={side} x={100 + side * width * 0.22 - 7} y={eyeY - 7} width="14" height="14" fill={palette.accent} stroke="#2a323a" strokeWidth="2" />)}
      {[0, 1, 2, 3].map((i) => (
        <line key={i} x1={100 - 12 + i * 8} y1={top + height * 0.72} x2={100 - 12 + i * 8} y2={top + height * 0.86} stroke="#2a323a" strokeWidth="2" />
      ))}
      <rect x={100 - 16} y={top + height * 0.7} width="32" height={height * 0.18} rx="2" fill="none" stroke="#2a323a" strokeWidth="2" />
    </g>
  );
}

function Human({ random, pick, palette }: FigureProps) {
  const skin = pick(SKIN);
  const hair = pick(HAIR);
  const style = pick(['short', 'long', 'bun', 'cap'] as const);
  const headR = 22 + random() * 4;
  const cy = 66;
  const smile = random() > 0.5;
  return (
    <g>
      {style === 'long' && <path d={`M${100 - headR - 4} ${cy} Q100 ${cy - headR * 2} ${100 + headR + 4} ${cy} L${100 + headR + 6} ${cy + 30} L${100 - headR - 6} ${cy + 30} Z`} fill={hair} />}
      <path d="M44 140 Q50 104 100 100 Q150 104 156 140 Z" fill={palette.primary} stroke="#1d2533" strokeWidth="2" />
      <path d="M86 101 L100 116 L114 101" fill="none" stroke={palette.accent} strokeWidth="4" strokeLinejoin="round" />
      <circle cx="132" cy="122" r="5" fill={palette.accent} />
      <rect x="92" y={cy + headR - 6} width="16" height="16" fill={skin} />
      <ellipse cx="100" cy={cy} rx={headR} ry={headR * 1.1} fill={skin} stroke="#3a2a20" strokeWidth="1.5" />
      {style !== 'cap' && <path d={`M${100 - headR} ${cy - 2} Q${100 - headR + 2} ${cy - headR * 1.35} 100 ${cy - headR * 1.12} Q${100 + headR - 2} ${cy - headR * 1.35} ${100 + headR} ${cy - 2} Q100 ${cy - headR * 0.75} ${100 - headR} ${cy - 2} Z`} fill={hair} />}
      {style === 'bun' && <circle cx="100" cy={cy - headR * 1.15} r="9" fill={hair} />}
      {style === 'cap' && <path d={`M${100 - headR - 2} ${cy - 6} Q100 ${cy - headR * 1.6} ${100 + headR + 2} ${cy - 6} Z`} fill={palette.accent} stroke="#1d2533" strokeWidth="1.5" />}
      <circle cx={100 - headR * 0.38} cy={cy + 2} r="2.6" fill="#1d1d1d" />
      <circle cx={100 + headR * 0.38} cy={cy + 2} r="2.6" fill="#1d1d1d" />
      <path d={smile ? `M${100 - 8} ${cy + 11} Q100 ${cy + 17} ${100 + 8} ${cy + 11}` : `M${100 - 7} ${cy + 13} L${100 + 7} ${cy + 13}`} fill="none" stroke="#5a2d20" strokeWidth="2" strokeLinecap="round" />
    </g>
  );
}
