import type { EvilContent } from '../../../games/evil-robots/content-types.ts';
import { robotOf } from '../../../games/evil-robots/rules/catalog.ts';
import type { Deck, EvilView } from '../../../games/evil-robots/state.ts';
import { RobotCard } from './robot-card.tsx';

/** Your face-down Robot Cards, one from each deck at most, face up to you alone, with what each does. */
export function HandPanel({ G, content }: { G: EvilView; content: EvilContent }) {
  if (!G.hand) return null;
  const cards = (['left', 'right'] as Deck[]).flatMap((d) => (G.hand![d] ? [G.hand![d]!] : []));
  return (
    <section className="er-hand" data-testid="hand" aria-labelledby="er-hand-heading">
      <h2 id="er-hand-heading">
        Your Robot Cards <span className="er-hint-inline">face down: only you see them</span>
      </h2>
      {cards.length === 0 ? (
        <p className="er-hint">No face-down Robot Card.</p>
      ) : (
        <ul className="er-hand__cards">
          {cards.map((card) => (
            <li key={card}>
              <RobotCard robot={robotOf(content, card)} testId={`hand-${card}`} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
