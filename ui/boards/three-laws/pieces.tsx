import type { ThreeLawsContent } from '../../../games/three-laws/content-types.ts';
import { GameCard } from '../game-card.tsx';
import { THREE_LAWS_GAME_ID } from './factions.ts';
import './three-laws-cards.css';

/**
 * The small pieces of the game, drawn in SVG so they read the same on every screen: a
 * Security Key, an Enforcement Token and a Victory Point card (face up with its value, or
 * face down as everyone but its owner sees it).
 */

export function KeyIcon({ title }: { title?: string }) {
  return (
    <svg className="tl-icon tl-icon--key" viewBox="0 0 24 24" role={title ? 'img' : undefined} aria-hidden={title ? undefined : true} aria-label={title}>
      <circle cx="7.5" cy="12" r="4.8" fill="none" strokeWidth="2.6" />
      <path d="M12.3 12h10M18.5 12v4.2M21.5 12v3" fill="none" strokeWidth="2.6" strokeLinecap="round" />
    </svg>
  );
}

export function TokenIcon({ title }: { title?: string }) {
  return (
    <svg className="tl-icon tl-icon--token" viewBox="0 0 24 24" role={title ? 'img' : undefined} aria-hidden={title ? undefined : true} aria-label={title}>
      <circle cx="12" cy="12" r="10.5" />
      <path d="M12 5.5l1.9 4.2 4.6.4-3.5 3 1.1 4.5-4.1-2.4-4.1 2.4 1.1-4.5-3.5-3 4.6-.4z" className="tl-icon__cut" />
    </svg>
  );
}

/** The template's view at each table size: the small card shows its value alone. */
const VP_VIEWS = { normal: 'regular', small: 'tiny' } as const;

/** A Victory Point card: its value to its owner and at the end (drawn from its template), a plain back to everyone else. */
export function VpCard({ content, value, size = 'normal' }: { content: ThreeLawsContent; value?: number; size?: 'small' | 'normal' }) {
  const hidden = value === undefined;
  return (
    <span className="tl-vp" data-size={size} data-hidden={hidden || undefined} data-value={value} role="img" aria-label={hidden ? 'A Victory Point card, face down' : `A Victory Point card worth ${value}`}>
      {hidden ? (
        <>
          <span className="tl-vp__value" aria-hidden="true">
            ★
          </span>
          <span className="tl-vp__label" aria-hidden="true">
            VP
          </span>
        </>
      ) : (
        <GameCard game={THREE_LAWS_GAME_ID} content={content} type="victory-point" id={`vp-${value}`} width="100%" view={VP_VIEWS[size]} />
      )}
    </span>
  );
}

/** A count of keys or tokens: the icon and the number, read as words. */
export function Count({ kind, n }: { kind: 'key' | 'token'; n: number }) {
  const words = kind === 'key' ? `${n} Security ${n === 1 ? 'Key' : 'Keys'}` : `${n} Enforcement ${n === 1 ? 'Token' : 'Tokens'}`;
  return (
    <span className="tl-count" data-kind={kind} data-n={n} title={words}>
      {kind === 'key' ? <KeyIcon /> : <TokenIcon />}
      <span aria-hidden="true">{n}</span>
      <span className="visually-hidden">{words}</span>
    </span>
  );
}
