import type { EvilContent } from '../../games/evil-robots/content-types.ts';
import { evenSplit } from '../../games/evil-robots/enumerate.ts';
import { eligibleClaimants } from '../../games/evil-robots/rules/countdown.ts';
import type { Deck, EvilState } from '../../games/evil-robots/state.ts';
import type { Policy } from './play-match.ts';

/**
 * The plainest play that moves a match on, until `stop` holds: the first player able claims
 * each card and the rest pass, the Dealer gives a contested card or a zero to the first in
 * line, every turn ends at once, every reveal moment passes, the first winner proposes an even
 * split and the others accept, everyone keeps their cards, every winner votes Good. A card's
 * decision takes its first options.
 */
export function forward(content: EvilContent, stop: (G: EvilState) => boolean): Policy {
  return (G) => {
    if (stop(G)) return null;
    const pending = G.scripts.running?.pending;
    if (pending) return [pending.player, 'decide', pending.options.slice(0, Math.max(1, pending.min))];
    const step = G.step;
    switch (step.kind) {
      case 'offer': {
        const out = eligibleClaimants(G, content, step.first).filter((p) => !step.claims.includes(p) && !step.passed.includes(p));
        return out.length === 0 ? [G.players[0], 'closeClaims'] : [out[0], 'claim', step.claims.length === 0];
      }
      case 'choose':
        return [G.dealer, 'chooseClaimant', step.claims[0]];
      case 'zeros':
        return [G.dealer, 'giveZero', G.players.find((p) => G.power[p] === null)!];
      case 'turn':
        return [step.player, 'endTurn'];
      case 'reveal-phase':
      case 'endgame':
        return [step.player, 'passReveal'];
      case 'split': {
        if (!step.proposal) return [step.winners[0], 'proposeSplit', evenSplit(step.winners, step.amount)];
        return [step.winners.find((p) => !step.proposal!.accepted.includes(p))!, 'answerSplit', true];
      }
      case 'keep': {
        const p = G.players.find((q) => !step.ready.includes(q))!;
        const keep: Deck[] = (['left', 'right'] as Deck[]).filter((d) => G.hands[p][d] !== null);
        return [p, 'keepRobots', keep];
      }
      case 'path':
        return [step.winners.find((p) => !(p in step.votes))!, 'choosePath', 'good'];
    }
  };
}
