import type { LawDef } from '../../../games/three-laws/content-types.ts';
import '../../components/card/card-fonts.ts';
import { artUrl } from '../../components/card/art-url.ts';
import './three-laws-cards.css';

interface Props {
  law: LawDef;
  /** At the table: name and text only, narrower; the full card shows the flavour too. */
  compact?: boolean;
  /** Where the table marks the law a draft would break. */
  warn?: boolean;
}

/** A Law Card from laws.yaml: a steel plate with a warning stripe, its name and what it forbids. */
export function LawCard({ law, compact = false, warn = false }: Props) {
  return (
    <article className="tl-law" data-compact={compact || undefined} data-warn={warn || undefined} data-law={law.id} aria-label={`Law: ${law.name}`} data-testid={`law-${law.id}`}>
      <p className="tl-law__kind" aria-hidden="true">
        Law{law.judge === 'players' ? ' · judged by the players' : ''}
      </p>
      <h3 className="tl-law__name">{law.name}</h3>
      {!compact && law.art && <img className="tl-law__art" src={artUrl(law.art)} alt="" />}
      <p className="tl-law__text">{law.text}</p>
      {!compact && law.flavor && <p className="tl-law__flavor">{law.flavor}</p>}
      {!compact && (
        <svg className="tl-law__emblem" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
          <path d="M17 2h6l1 5 4 2 4-3 4 4-3 4 2 4 5 1v6l-5 1-2 4 3 4-4 4-4-3-4 2-1 5h-6l-1-5-4-2-4 3-4-4 3-4-2-4-5-1v-6l5-1 2-4-3-4 4-4 4 3 4-2z" />
          <circle cx="20" cy="20" r="7" className="tl-law__emblem-hole" />
        </svg>
      )}
    </article>
  );
}
