import type { Face } from '../../../games/evil-robots/state.ts';
import { artUrl } from '../../components/card/art-url.ts';
import { pieceStyle } from '../../components/pieces/piece-look.ts';
import { usePieceLook } from './piece-looks.tsx';
import { FACE_NAME, influenceWord } from './words.ts';
import './evil-pieces.css';

/** An Influence gem, in content's look (card-formats.yaml's `influence`) or the artist's picture. */
export function InfluenceIcon() {
  const look = usePieceLook('influence');
  if (look?.art) return <img className="er-influence-icon er-influence-icon--art" src={artUrl(look.art)} alt="" aria-hidden="true" />;
  return (
    <svg className="er-influence-icon" viewBox="0 0 20 20" aria-hidden="true" style={look && pieceStyle(look)}>
      <path d="M5 3h10l3.5 5L10 18 1.5 8z" />
      <path className="er-influence-icon__facet" d="M1.5 8h17M7.5 3 6 8l4 10 4-10-1.5-5" />
    </svg>
  );
}

/** Influence: a gem and the amount. */
export function Influence({ n, testId }: { n: number; testId?: string }) {
  return (
    <span className="er-influence" data-testid={testId} title={influenceWord(n)}>
      <InfluenceIcon />
      <span aria-hidden="true">{n}</span>
      <span className="visually-hidden">{influenceWord(n)}</span>
    </span>
  );
}

export type CoinNote = 'shown' | 'yours' | 'peeked' | 'open' | 'unseen';

const NOTE_WORDS: Record<CoinNote, string> = { shown: 'revealed coin', yours: 'your hidden coin', peeked: 'you peeked', open: 'hidden coin, turned up', unseen: 'hidden coin' };

/**
 * A coin: heads (Good: a halo) or tails (Evil: horns), or its back when the face is unseen, in
 * content's look (card-formats.yaml's `coin-heads`, `coin-tails`, `coin-back`) or the artist's
 * picture. A hidden coin the viewer may see is drawn face up but dashed, so it never reads as revealed.
 */
export function Coin({ face, note, size = 'normal', testId }: { face: Face | null; note: CoinNote; size?: 'normal' | 'small' | 'big'; testId?: string }) {
  const label = face === null ? 'Hidden coin, face unseen' : `${FACE_NAME[face]} (${NOTE_WORDS[note]})`;
  const look = usePieceLook(face === null ? 'coin-back' : face === 'heads' ? 'coin-heads' : 'coin-tails');
  return (
    <span className="er-coin" data-face={face ?? 'unseen'} data-note={note} data-size={size} data-testid={testId} role="img" aria-label={label} title={label} style={look && pieceStyle(look)}>
      {look?.art ? <img className="er-coin__art" src={artUrl(look.art)} alt="" aria-hidden="true" /> : <CoinFace face={face} />}
    </span>
  );
}

function CoinFace({ face }: { face: Face | null }) {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true">
      <circle className="er-coin__rim" cx="20" cy="20" r="18.5" />
      <circle className="er-coin__face" cx="20" cy="20" r="14.5" />
      {face === 'heads' && (
        <g className="er-coin__mark">
          <ellipse cx="20" cy="9.8" rx="6.5" ry="2" fill="none" />
          <rect x="13" y="14" width="14" height="12" rx="3" />
          <circle className="er-coin__eye" cx="17.2" cy="19.5" r="1.6" />
          <circle className="er-coin__eye" cx="22.8" cy="19.5" r="1.6" />
          <path className="er-coin__eye-line" d="M16.8 23.2q3.2 2.2 6.4 0" />
        </g>
      )}
      {face === 'tails' && (
        <g className="er-coin__mark">
          <path d="M13.5 15 12 8.5l5 4.5M26.5 15l1.5-6.5-5 4.5" />
          <rect x="13" y="14" width="14" height="12" rx="3" />
          <path className="er-coin__eye" d="M15.5 18.5l3.3 1.4-3.3 1zM24.5 18.5l-3.3 1.4 3.3 1z" />
          <path className="er-coin__eye-line" d="M16.8 24.2q3.2-2 6.4 0" />
        </g>
      )}
      {face === null && (
        <text className="er-coin__unseen" x="20" y="25.5" textAnchor="middle">
          ?
        </text>
      )}
    </svg>
  );
}

/** A Power Card as a chip: its value (0 on its zero side), or a slot while nobody holds one. The whole card is its template (evil-card.tsx). */
export function PowerCard({ value, size = 'small', label, testId }: { value: number | null; size?: 'small' | 'mini'; label?: string; testId?: string }) {
  return (
    <span className="er-power" data-size={size} data-empty={value === null || undefined} data-zero={value === 0 || undefined} data-testid={testId} title={label ?? (value === null ? 'No Power Card yet' : `Power Level ${value}`)}>
      <span className="er-power__value">{value ?? '–'}</span>
      {size !== 'mini' && <span className="er-power__word">{value === null ? 'no card' : 'Power'}</span>}
    </span>
  );
}
