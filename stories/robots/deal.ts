import { deckOf } from '../../games/robots/cards.ts';
import type { RobotsContent } from '../../games/robots/content-types.ts';
import { powerOf } from '../../games/robots/rules/powers.ts';
import type { Deal, NextStep, Step } from './play-match.ts';

/** The seats' names in the stories and the tests that replay these moves. */
export const NAMES = ['Ada', 'Bo', 'Cy', 'Dee', 'Eli'];

/** Cy deals, so Ada plays first. Ada holds a red run and two 9s; Bo a gray run; Cy a Laser (red 14) and a star. */
export const DEAL: Deal = {
  players: ['0', '1', '2'],
  dealer: '2',
  variant: 'classic',
  hands: {
    0: ['red-4', 'red-5', 'red-6', 'blue-9', 'green-9', 'wild-1', 'gray-3'],
    1: ['gray-7', 'gray-8', 'gray-9', 'purple-3', 'blue-13', 'green-2', 'red-11'],
    2: ['green-10', 'green-11', 'red-14', 'blue-2', 'purple-7', 'gray-star', 'red-7'],
  },
  up: 'blue-4',
  factoryTop: ['purple-9', 'green-12', 'blue-5'],
};

/** The first round: Ada lays a run and a set, Bo a gray run; Cy draws and is about to discard. */
export const FIRST_ROUND: Step[] = [
  ['0', 'drawFromFactory'],
  ['0', 'layDown', 'run', ['red-4', 'red-5', 'red-6']],
  ['0', 'layDown', 'set', ['blue-9', 'green-9', 'purple-9']],
  ['0', 'discard', 'gray-3'],
  ['1', 'drawFromFactory'],
  ['1', 'layDown', 'run', ['gray-7', 'gray-8', 'gray-9']],
  ['1', 'discard', 'purple-3'],
  ['2', 'drawFromFactory'],
];

/** From the first round to Ada going out on her second turn. */
export const TO_HAND_END: Step[] = [
  ['2', 'discard', 'blue-5'],
  ['0', 'takeFromHeap', 'gray-3'],
  ['0', 'layDown', 'set', ['gray-3', 'purple-3', 'wild-1']],
  ['0', 'discard', 'blue-5'],
];

/** `deal` with every other card that carries no power next in the Robot Factory: a long hand's draws can all go straight back. */
export function quietFactory(content: RobotsContent, deal: Deal = DEAL): Deal {
  const placed = new Set([...Object.values(deal.hands).flat(), deal.up, ...deal.factoryTop]);
  const quiet = deckOf(content).cards.map((c) => c.id).filter((id) => !placed.has(id) && !powerOf(content, deal.variant, id));
  return { ...deal, factoryTop: [...deal.factoryTop, ...quiet] };
}

/**
 * `moves` quiet moves: the player whose turn it is draws from the Robot Factory, or, having
 * drawn, discards the last card of their hand that carries no power (so no power asks anything).
 */
export function quietMoves(content: RobotsContent, moves: number): NextStep[] {
  const move: NextStep = (G) => {
    const player = G.turn.player;
    if (G.turn.step === 'draw') return [player, 'drawFromFactory'];
    const card = G.hands[player].findLast((c) => !powerOf(content, G.variant, c));
    if (card === undefined) throw new Error(`Fixture: ${player} holds only power cards.`);
    return [player, 'discard', card];
  };
  return Array.from({ length: moves }, () => move);
}
