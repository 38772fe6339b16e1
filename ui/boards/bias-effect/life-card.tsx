import type { LifeDef } from '../../../games/bias-effect/rules/catalog.ts';
import type { Leaning } from '../../../games/bias-effect/state.ts';
import { OUTCOME_COLOUR } from './words.ts';
import '../../components/card/card-fonts.ts';
import { artUrl } from '../../components/card/art-url.ts';
import './bias-cards.css';

const OUTCOMES: { leaning: Leaning; when: string }[] = [
  { leaning: 'left', when: 'Leans Left' },
  { leaning: 'right', when: 'Leans Right' },
  { leaning: 'neutral', when: 'Neutral' },
];

interface Props {
  life: LifeDef;
  /** The outcome that applied, lit; the other two dim. None: the card as printed. */
  lit?: Leaning | null;
  testId?: string;
}

/**
 * A Life card: what happened to the A.I. out in the world, and its three outcomes in the
 * rulebook's colours (BLUE when the A.I. leans Left, RED when it leans Right, BLACK when neutral).
 */
export function LifeCard({ life, lit, testId }: Props) {
  return (
    <article className="be-life" data-lit={lit ?? undefined} aria-label={`Life card: ${life.name}`} data-testid={testId}>
      <p className="be-life__kind" aria-hidden="true">
        Life
      </p>
      <h3 className="be-life__name">{life.name}</h3>
      {life.art && <img className="be-card-art" src={artUrl(life.art)} alt="" />}
      {life.flavor && <p className="be-life__flavor">{life.flavor}</p>}
      <ul className="be-life__outcomes">
        {OUTCOMES.map(({ leaning, when }) => (
          <li key={leaning} className="be-life__outcome" data-colour={OUTCOME_COLOUR[leaning]} data-applies={lit === leaning || undefined} data-testid={testId ? `${testId}-${leaning}` : undefined}>
            <span className="be-life__when">
              {when}
              {lit === leaning && <span className="be-life__applies"> · applies</span>}
            </span>
            <span className="be-life__what">{life.outcomes[leaning].text}</span>
          </li>
        ))}
      </ul>
    </article>
  );
}
