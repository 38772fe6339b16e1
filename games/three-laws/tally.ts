import { designCounts, type CardTally } from '../kit/simulate/card-tally.ts';
import type { ThreeLawsContent } from './content-types.ts';
import { firstRoundOf } from './game.ts';
import { engineCanBreak, speaksOf } from './rules/laws.ts';
import type { ThreeLawsState } from './state.ts';

const ACT_KINDS = ['question', 'answer', 'give', 'keep', 'accept', 'refuse'] as const;

/** The simulator's tally: laws broken (called or not), Errors called right and wrong, accusations, rounds each faction scored; per law, the Law Cards table's counters. */
export function threeLawsTally(G: ThreeLawsState): Record<string, number> {
  const s = G.stats;
  return {
    'acts breaking a law': s.actsBreaking,
    'errors called': s.called,
    'errors called right': s.calledRight,
    'errors called wrong': s.calledWrong,
    'wrong callers accused': s.accused,
    ...Object.fromEntries(Object.entries(s.factionScored).map(([f, n]) => [`${f} scored (rounds)`, n])),
    ...designCounts('in force', s.inForce),
    ...designCounts('broken', s.broken),
    ...designCounts('called right', s.rightCalls),
    ...designCounts('called wrong', s.wrongCalls),
  };
}

/**
 * Law Cards per card. Each law is one card of the law deck; a setup whose rounds reveal no law
 * leaves them all out of play. What a law can do is read from its entry: only a law the engine
 * judges by a check can be counted broken (a players' law is broken only when a vote says so,
 * which counts as called right), and a law that speaks of no act can be meant by no call.
 */
export const lawCardTally: CardTally<ThreeLawsContent> = {
  title: 'Law Cards',
  counters: ['in force', 'broken', 'called right', 'called wrong'],
  designs: (content, setupData) => {
    const first = firstRoundOf(setupData);
    const revealed = typeof first === 'number' && content.rules.rounds.slice(first - 1).some((round) => round.laws > 0);
    return content.laws.laws.map((law) => {
      const called = engineCanBreak(law) || law.judge === 'players' ? ['called right'] : [];
      const meant = ACT_KINDS.some((kind) => speaksOf(law, kind)) ? ['called wrong'] : [];
      return { id: law.id, copies: revealed ? 1 : 0, can: ['in force', ...(engineCanBreak(law) ? ['broken'] : []), ...called, ...meant] };
    });
  },
};
