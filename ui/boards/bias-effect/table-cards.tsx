import type { BiasContent } from '../../../games/bias-effect/content-types.ts';
import { catalogOf } from '../../../games/bias-effect/rules/catalog.ts';
import type { Leaning } from '../../../games/bias-effect/state.ts';
import { GameCard } from '../game-card.tsx';
import { BIAS_GAME_ID } from './table-props.ts';
import { LEANING_NAME } from './words.ts';
import './bias-cards.css';

interface CardProps {
  content: BiasContent;
  /** The design's id (a card's `<design>#<copy>` without its copy). */
  id: string;
}

/** Between the table's regular and small sizes: four fit a laptop's hand and their words stay as large as the rest of the table's. */
const ALGORITHM_WIDTH = '12rem';

/** An Algorithm card at the table, in a hand or offered by a decision, drawn from its template like the printed one. */
export function AlgorithmOnTable({ content, id }: CardProps) {
  return <GameCard game={BIAS_GAME_ID} content={content} type="algorithm" id={id} width={ALGORITHM_WIDTH} view="regular" />;
}

/** A Belief card at the table; once the bid winner chose, a stamp on it says what became of it (a tie always deletes). */
export function BeliefOnTable({ content, id, fate, testId }: CardProps & { fate?: 'program' | 'delete' | null; testId?: string }) {
  return (
    <div className="be-table-card" data-side={catalogOf(content).beliefs.get(id)?.side} data-fate={fate ?? undefined} data-testid={testId}>
      <GameCard game={BIAS_GAME_ID} content={content} type="belief" id={id} size="regular" />
      {fate && <p className="be-table-card__fate">{fate === 'program' ? 'Programmed' : 'Deleted'}</p>}
    </div>
  );
}

/** This round's Life card, the outcome that applied lit (its template rings it and dims the other two) and named under it. */
export function LifeOnTable({ content, id, lit, testId }: CardProps & { lit: Leaning | null; testId: string }) {
  return (
    <div className="be-table-card" data-testid={testId}>
      <GameCard game={BIAS_GAME_ID} content={content} type="life" id={id} size="regular" marks={lit ? { lit } : undefined} />
      {lit && (
        <p className="be-table-card__applies" data-applies="true" data-testid={`${testId}-${lit}`}>
          {LEANING_NAME[lit]}: this outcome applies
        </p>
      )}
    </div>
  );
}
