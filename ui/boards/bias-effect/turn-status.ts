import type { BiasContent } from '../../../games/bias-effect/content-types.ts';
import { beliefOf } from '../../../games/bias-effect/rules/catalog.ts';
import type { BiasView, PlayerID } from '../../../games/bias-effect/state.ts';
import { listed, type Namer } from './words.ts';

export interface TurnStatus {
  text: string;
  /** The line asks something of the viewer: it is drawn to stand out. */
  mine: boolean;
}

/** What happens now, in one line, from the viewer's seat: the first thing a player reads. */
export function turnStatus(G: BiasView, content: BiasContent, me: PlayerID | null, n: Namer): TurnStatus {
  const pending = G.scripts.running?.pending;
  if (pending) {
    return pending.player === me ? { text: `Decide: ${pending.prompt}`, mine: true } : { text: `Waiting for ${n.object(pending.player)} to decide what the card does.`, mine: false };
  }
  const step = G.step;
  const title = G.belief ? `“${beliefOf(content, G.belief).title}”` : 'the Belief';
  switch (step.kind) {
    case 'trade': {
      const out = step.sealed.eligible.filter((p) => !step.sealed.committed.includes(p));
      if (me !== null && out.includes(me)) return { text: 'Trade-in, in secret: pick one card to trade for its chips, or keep them all.', mine: true };
      return { text: `Waiting for ${listed(out.map((p) => n.object(p)))} to choose a trade-in.`, mine: false };
    }
    case 'bid': {
      const out = step.sealed.eligible.filter((p) => !step.sealed.committed.includes(p));
      if (me !== null && out.includes(me)) return { text: `Bid in secret on ${title}: the highest total takes control.`, mine: true };
      return { text: `Bids are sealed. Waiting for ${listed(out.map((p) => n.object(p)))} to bid.`, mine: false };
    }
    case 'control':
      return step.winner === me
        ? { text: `You won the bid: program ${title} into the A.I.’s mind, or delete it.`, mine: true }
        : { text: `${n.subject(step.winner)} won the bid and chooses: program ${title} or delete it.`, mine: false };
    case 'life':
      return { text: 'The Life card is resolving.', mine: false };
    case 'algorithm': {
      const turn = step.order[step.index];
      if (turn === me) return { text: 'Your Algorithm turn: play a card from your hand, or pass.', mine: true };
      const mineNext = me !== null && step.order.indexOf(me) > step.index;
      return { text: `${n.subject(turn)} may play an Algorithm card or pass${mineNext ? '; your turn comes after' : ''}.`, mine: false };
    }
  }
}
