import type { BeliefDef } from '../../../games/bias-effect/rules/catalog.ts';
import { SIDE_NAME } from './words.ts';
import '../../components/card/card-fonts.ts';
import { artUrl } from '../../components/card/art-url.ts';
import './bias-cards.css';

interface Props {
  belief: BeliefDef;
  /** `mini`: one line in the A.I.'s mind; `large`: the Belief up for bidding. */
  size?: 'mini' | 'normal' | 'large';
  /** What became of it, once the bid winner chose (a tie always deletes). */
  fate?: 'program' | 'delete' | null;
  testId?: string;
}

/** A Belief card: its side's colour band (Left blue, Right red), its title and the A.I.'s position in its own voice. */
export function BeliefCard({ belief, size = 'normal', fate, testId }: Props) {
  const label = `${SIDE_NAME[belief.side]} Belief: ${belief.title}`;
  if (size === 'mini') {
    return (
      <span className="be-belief" data-size="mini" data-side={belief.side} title={belief.text} aria-label={label} data-testid={testId}>
        {belief.title}
      </span>
    );
  }
  return (
    <article className="be-belief" data-size={size} data-side={belief.side} data-fate={fate ?? undefined} aria-label={label} data-testid={testId}>
      <p className="be-belief__band">{SIDE_NAME[belief.side]} Belief</p>
      <h3 className="be-belief__title">{belief.title}</h3>
      {belief.art && <img className="be-card-art" src={artUrl(belief.art)} alt="" />}
      <p className="be-belief__text">{belief.text}</p>
      {fate && <p className="be-belief__fate">{fate === 'program' ? 'Programmed' : 'Deleted'}</p>}
    </article>
  );
}
