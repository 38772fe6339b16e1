import type { CardInfo } from './card-info.ts';
import type { TableView } from './table-props.ts';

/** One sentence saying what happens now and, on your turn, what you may do. */
export function turnStatus(G: TableView, me: string | null, names: Record<string, string>, info: (id: string) => CardInfo): string {
  const pending = G.scripts?.running?.pending;
  if (pending) return pending.player === me ? 'A power waits for your decision.' : `A power is being resolved: ${names[pending.player]} decides.`;
  const player = G.turn.player;
  if (player !== me) {
    const step = G.turn.step === 'draw' ? 'to draw' : 'playing';
    return `${names[player]}'s turn, ${step}${G.poweredDown.includes(player) ? ' (Powered Down: must draw from the Robot Factory)' : ''}.`;
  }
  if (G.turn.step === 'draw') {
    return G.poweredDown.includes(me)
      ? 'Your turn. You are Powered Down: draw from the Robot Factory.'
      : 'Your turn: draw a card, or take from the Scrap Heap.';
  }
  if (G.turn.mustPlay) return `Your turn: play ${info(G.turn.mustPlay).name} into a spread, then discard one card.`;
  const own = G.spreads.some((s) => s.owner === me);
  return own
    ? 'Your turn: lay down or add to spreads, then discard one card.'
    : 'Your turn: lay down spreads, then discard one card.';
}
