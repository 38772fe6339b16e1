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
      : 'Your turn: draw from the Robot Factory, or take from the Scrap Heap (press a card there: you take it and every card above it).';
  }
  if (G.turn.mustPlay) return `Play ${info(G.turn.mustPlay).name} into a spread this turn, then discard one card.`;
  const own = G.spreads.some((s) => s.owner === me);
  return own
    ? 'Lay down spreads or add cards to any spread, then discard one card.'
    : 'Lay down spreads (you may add to others’ spreads once you have one), then discard one card.';
}
