import type { EvilContent } from '../../../games/evil-robots/content-types.ts';
import { robotOf } from '../../../games/evil-robots/rules/catalog.ts';
import type { Deck, EvilView } from '../../../games/evil-robots/state.ts';
import type { ButtonState } from '../../components/action-button/action-button.tsx';
import { PieceButton } from '../../components/action-button/piece-button.tsx';
import { PHONE_TABLE_QUERY, useMediaQuery } from '../../components/layout/use-media-query.ts';
import { RobotFace } from './evil-card.tsx';

/** On your turn: each card in your hand reveals itself when clicked, at the cost the rules give. */
export interface HandReveal {
  availability(card: string): ButtonState;
  cost(card: string): number;
  onReveal(card: string): void;
  onExplain(reason: string): void;
}

/** Your face-down Robot Cards, one from each deck at most, face up to you alone, with what each does. */
export function HandPanel({ G, content, reveal }: { G: EvilView; content: EvilContent; reveal?: HandReveal }) {
  // A phone's two cards share its width: the template's small view, the rules without the picture, reads larger there.
  const phone = useMediaQuery(PHONE_TABLE_QUERY);
  if (!G.hand) return null;
  const cards = (['left', 'right'] as Deck[]).flatMap((d) => (G.hand![d] ? [G.hand![d]!] : []));
  return (
    <section className="er-hand" data-testid="hand" aria-labelledby="er-hand-heading">
      <h2 id="er-hand-heading">
        Your Robot Cards <span className="er-hint-inline">{reveal ? 'click one to reveal it' : 'face down: only you see them'}</span>
      </h2>
      {cards.length === 0 ? (
        <p className="er-hint">No face-down Robot Card.</p>
      ) : (
        <ul className="er-hand__cards">
          {cards.map((card) => {
            const robot = robotOf(content, card);
            const face = <RobotFace content={content} robot={robot} size={phone ? 'small' : 'regular'} testId={`hand-${card}`} />;
            return (
              <li key={card}>
                {reveal ? (
                  <PieceButton availability={reveal.availability(card)} onAct={() => reveal.onReveal(card)} onExplain={reveal.onExplain} label={`Reveal ${robot.name}, ${reveal.cost(card)} ${reveal.cost(card) === 1 ? 'token' : 'tokens'}`}>
                    {face}
                  </PieceButton>
                ) : (
                  face
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
