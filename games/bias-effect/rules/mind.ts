import { boardCase, defineBoardCases } from '../../kit/script/board-outcomes.ts';
import type { BiasContent } from '../content-types.ts';
import type { CardId, Leaning } from '../state.ts';
import { sideOf } from './catalog.ts';

export interface MindCount {
  left: number;
  right: number;
}

export function mindCount(content: BiasContent, mind: readonly CardId[]): MindCount {
  const count = { left: 0, right: 0 };
  for (const card of mind) count[sideOf(content, card)]++;
  return count;
}

/** The cases a Life card answers, as the rulebook reads the A.I.'s mind. */
export const LEANING_CASES = defineBoardCases<MindCount>(
  [
    { name: 'right', description: 'the A.I. has more Right beliefs than Left', holds: (m) => m.right > m.left },
    { name: 'left', description: 'the A.I. has more Left beliefs than Right', holds: (m) => m.left > m.right },
  ],
  { name: 'neutral', description: 'the A.I. has as many Left beliefs as Right, or none at all' },
);

export const leaningOf = (mind: MindCount): Leaning => boardCase(LEANING_CASES, mind) as Leaning;
