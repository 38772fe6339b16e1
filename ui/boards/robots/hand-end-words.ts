import type { HandResult, PlayerID } from '../../../games/robots/state.ts';

/** How a hand ended, in a few words after "Hand 3 is over: ": `name` says who (e.g. "you" for the viewer). */
export function handEndWords(result: Pick<HandResult, 'how' | 'endedBy'>, name: (player: PlayerID) => string): string {
  if (result.how === 'discard') return `${name(result.endedBy)} went out`;
  if (result.how === 'no-cards') return `${name(result.endedBy)} found no card to draw`;
  return 'it stalled, no card could be played';
}
