import type { ReactElement } from 'react';
import type { BiasContent } from '../../../games/bias-effect/content-types.ts';
import { cardFormatOf } from '../../../games/kit/cards/card-formats.ts';
import { PrintedFace, type GamePrint } from '../../components/card/printed-card.tsx';
import { AlgorithmCard } from './algorithm-card.tsx';
import { BeliefCard } from './belief-card.tsx';
import { biasDescriptions } from './card-descriptions.ts';
import { IdentityCard } from './identity-card.tsx';
import { LifeCard } from './life-card.tsx';

export const BIAS_TITLE = 'Bias Effect';

const LEAN_COLOUR = { left: '#2f7de1', right: '#d93a3a', center: '#2a2e38' } as const;

/** Bias Effect prints its Identity, Belief, Life and Algorithm cards, each design as many times as its `copies`. */
export const biasPrint: GamePrint = {
  title: BIAS_TITLE,
  cards: (content) => {
    const bias = content as BiasContent;
    return [
      ...bias.identities.identities.map((c) => ({ type: 'identity', id: c.id, name: c.name, description: biasDescriptions.identity(bias, c), count: 1 })),
      ...bias.beliefs.beliefs.map((c) => ({ type: 'belief', id: c.id, name: c.title, description: biasDescriptions.belief(c), count: c.copies })),
      ...bias.life.life.map((c) => ({ type: 'life', id: c.id, name: c.name, description: biasDescriptions.life(c), count: c.copies })),
      ...bias.algorithms.algorithms.map((c) => ({ type: 'algorithm', id: c.id, name: c.name, description: biasDescriptions.algorithm(c), count: c.copies })),
    ];
  },
  face: (content, card, options) => {
    const bias = content as BiasContent;
    const format = cardFormatOf(content, card.type, BIAS_TITLE);
    const face = (designWidth: number, frame: string, found: unknown, child: ReactElement | undefined) => {
      if (!found || !child) throw new Error(`No ${card.type} card '${card.id}' in the Bias Effect content.`);
      return (
        <PrintedFace format={format} options={options} designWidth={designWidth} frame={frame} fitKey={found}>
          {child}
        </PrintedFace>
      );
    };
    if (card.type === 'identity') {
      const identity = bias.identities.identities.find((c) => c.id === card.id);
      return face(13, LEAN_COLOUR[identity?.leaning ?? 'center'], identity, identity && <IdentityCard identity={identity} bonusPerBelief={bias.rules.bonusPerBelief} />);
    }
    if (card.type === 'belief') {
      const belief = bias.beliefs.beliefs.find((c) => c.id === card.id);
      return face(13, belief?.side === 'right' ? LEAN_COLOUR.right : LEAN_COLOUR.left, belief, belief && <BeliefCard belief={belief} />);
    }
    if (card.type === 'life') {
      const life = bias.life.life.find((c) => c.id === card.id);
      return face(14, '#1c2230', life, life && <LifeCard life={life} />);
    }
    const algorithm = bias.algorithms.algorithms.find((c) => c.id === card.id);
    return face(12, '#0f151f', algorithm, algorithm && <AlgorithmCard algorithm={algorithm} />);
  },
};
