import type { AlgorithmDef } from '../../../games/bias-effect/rules/catalog.ts';
import { ChipIcon } from './chip-icon.tsx';
import { chipsWord } from './words.ts';
import '../../components/card/card-fonts.ts';
import { artUrl } from '../../components/card/art-url.ts';
import './bias-cards.css';

interface Props {
  algorithm: AlgorithmDef;
  size?: 'small' | 'normal';
}

/** An Algorithm card: its name as a command, what it does when played, and its trade-in value in the lower right corner. */
export function AlgorithmCard({ algorithm, size = 'normal' }: Props) {
  return (
    <article className="be-algo" data-size={size} aria-label={`Algorithm: ${algorithm.name}, trade-in ${chipsWord(algorithm.value)}`} data-algorithm={algorithm.id}>
      <p className="be-algo__kind" aria-hidden="true">
        Algorithm
      </p>
      <h3 className="be-algo__name">{algorithm.name}</h3>
      {algorithm.art && <img className="be-card-art" src={artUrl(algorithm.art)} alt="" />}
      <p className="be-algo__text">{algorithm.text}</p>
      <p className="be-algo__value" title={`Trade in for ${chipsWord(algorithm.value)}`}>
        <ChipIcon />
        <span>{algorithm.value}</span>
      </p>
    </article>
  );
}
