import { designCounts, type CardTally } from '../kit/simulate/card-tally.ts';
import type { ThreeLawsContent } from './content-types.ts';
import { firstRoundOf } from './game.ts';
import { countEach } from '../kit/count-each.ts';
import { buildFactionDeck, deckDefFor } from './rules/deal.ts';
import { engineCanBreak, speaksOf } from './rules/laws.ts';
import { cardId } from './rules/table.ts';
import type { ThreeLawsState } from './state.ts';

const ACT_KINDS = ['question', 'answer', 'give', 'keep', 'accept', 'refuse'] as const;

const IN_DECK = 'in the deck';

/** What each Faction card did, read from the public round reports: rounds held, rounds its holder led the faction, rounds the faction scored. */
function factionCardCounts(G: ThreeLawsState): Record<string, number> {
  const held: string[] = [];
  const led: string[] = [];
  const scored: string[] = [];
  for (const round of G.history) {
    held.push(...Object.values(round.cards).map(cardId));
    for (const faction of round.factions) {
      led.push(cardId(round.cards[faction.leader]));
      if (faction.scored) scored.push(...faction.members.map((p) => cardId(round.cards[p])));
    }
  }
  const counts = (ids: string[]) => countEach({}, ids);
  return {
    ...designCounts(IN_DECK, counts(G.factionDeck.map(cardId))),
    ...designCounts('held', counts(held)),
    ...designCounts('led its faction', counts(led)),
    ...designCounts('scored', counts(scored)),
  };
}

/** The simulator's tally: laws broken (called or not), Errors called right and wrong, accusations, rounds each faction scored; per card, the Law and Faction cards table's counters. */
export function threeLawsTally(G: ThreeLawsState): Record<string, number> {
  const s = G.stats;
  return {
    ...factionCardCounts(G),
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
 * Law and Faction cards per card. Each law is one card of the law deck; a setup whose rounds
 * reveal no law leaves them all out of play. What a law can do is read from its entry: only a
 * law the engine judges by a check can be counted broken (a players' law is broken only when a
 * vote says so, which counts as called right), and a law that speaks of no act can be meant by
 * no call. A Faction card is in play in the games whose deck holds it (at four players two of
 * the three factions are drawn), and counts the rounds it was held, led its faction, scored.
 */
export const threeLawsCardTally: CardTally<ThreeLawsContent> = {
  title: 'Law and Faction cards',
  counters: ['in force', 'broken', 'called right', 'called wrong', 'held', 'led its faction', 'scored'],
  added: IN_DECK,
  designs: (content, setupData, numPlayers) => {
    const first = firstRoundOf(setupData);
    const revealed = typeof first === 'number' && content.rules.rounds.slice(first - 1).some((round) => round.laws > 0);
    const laws = content.laws.laws.map((law) => {
      const called = engineCanBreak(law) || law.judge === 'players' ? ['called right'] : [];
      const meant = ACT_KINDS.some((kind) => speaksOf(law, kind)) ? ['called wrong'] : [];
      return { id: law.id, copies: revealed ? 1 : 0, can: ['in force', ...(engineCanBreak(law) ? ['broken'] : []), ...called, ...meant] };
    });
    const { ranks } = deckDefFor(content, numPlayers);
    const factionCards = buildFactionDeck(content.factions.factions.map((f) => f.id), ranks).map((card) => ({ id: cardId(card), copies: 0, can: ['held', 'led its faction', 'scored'] }));
    return [...laws, ...factionCards];
  },
};
