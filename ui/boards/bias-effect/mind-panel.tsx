import type { CSSProperties } from 'react';
import type { BiasContent } from '../../../games/bias-effect/content-types.ts';
import { beliefOf } from '../../../games/bias-effect/rules/catalog.ts';
import { leaningOf, mindCount } from '../../../games/bias-effect/rules/mind.ts';
import type { CardId, Side } from '../../../games/bias-effect/state.ts';
import { BeliefStrip } from './belief-strip.tsx';
import { LEANING_NAME, OUTCOME_COLOUR, SIDE_NAME } from './words.ts';

interface Props {
  mind: CardId[];
  content: BiasContent;
}

/** The beam tilts a step per belief of difference, and no further than this. */
const MAX_TILT_DEG = 18;

/**
 * The A.I.'s mind: its programmed Left beliefs and Right beliefs in two columns with a balance
 * between them that tips to the heavier side, so its leaning (which Life outcome runs, which
 * identities are ahead) reads at a glance.
 */
export function MindPanel({ mind, content }: Props) {
  const count = mindCount(content, mind);
  const leaning = leaningOf(count);
  const tilt = Math.max(-MAX_TILT_DEG, Math.min(MAX_TILT_DEG, (count.right - count.left) * 6));
  const column = (side: Side) => {
    const cards = mind.filter((card) => beliefOf(content, card).side === side);
    return (
      <div className="be-mind__column" data-side={side} data-testid={`mind-${side}`}>
        <h3 className="be-label">
          {SIDE_NAME[side]} <span className="be-mind__count">{count[side]}</span>
        </h3>
        {cards.length === 0 ? (
          <p className="be-mind__empty">No {SIDE_NAME[side]} belief yet</p>
        ) : (
          <ul>
            {cards.map((card) => (
              <li key={card}>
                <BeliefStrip belief={beliefOf(content, card)} />
              </li>
            ))}
          </ul>
        )}
      </div>
    );
  };
  return (
    <section className="be-mind" data-leaning={leaning} aria-labelledby="be-mind-heading" data-testid="mind">
      <h2 id="be-mind-heading">The A.I.’s mind</h2>
      <div className="be-mind__body">
        {column('left')}
        <div className="be-mind__balance">
          <svg viewBox="0 0 120 70" aria-hidden="true" focusable="false" style={{ '--tilt': `${tilt}deg` } as CSSProperties}>
            <path className="be-mind__post" d="M60 18v44M44 64h32" />
            <g className="be-mind__beam">
              <path d="M14 18h92" />
              <path className="be-mind__pan" data-side="left" d="M4 34h20l-10-16z" />
              <path className="be-mind__pan" data-side="right" d="M96 34h20l-10-16z" />
            </g>
            <circle className="be-mind__pivot" cx="60" cy="18" r="4" />
          </svg>
          <p className="be-mind__leaning" data-testid="leaning">
            {LEANING_NAME[leaning]}
          </p>
          <p className="be-mind__tally" data-testid="mind-count">
            {count.left} Left · {count.right} Right
          </p>
          <p className="be-mind__life">
            Life cards run their <strong data-colour={OUTCOME_COLOUR[leaning]}>{OUTCOME_COLOUR[leaning].toUpperCase()}</strong> outcome
          </p>
        </div>
        {column('right')}
      </div>
    </section>
  );
}
