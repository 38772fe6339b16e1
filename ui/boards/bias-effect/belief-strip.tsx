import type { BeliefDef } from '../../../games/bias-effect/rules/catalog.ts';
import { SIDE_NAME } from './words.ts';
import '../../components/card/card-fonts.ts';
import './bias-cards.css';

/** A programmed Belief laid in the A.I.'s mind: the card's top edge in its side's colour and its title, the rest tucked under the next. */
export function BeliefStrip({ belief }: { belief: BeliefDef }) {
  return (
    <span className="be-belief-strip" data-side={belief.side} title={belief.text} aria-label={`${SIDE_NAME[belief.side]} Belief: ${belief.title}`}>
      {belief.title}
    </span>
  );
}
