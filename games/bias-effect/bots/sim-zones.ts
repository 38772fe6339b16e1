import type { ScriptValue } from '../../kit/script/index.ts';
import { matchesFilter } from '../../kit/script/values.ts';
import type { BiasContent } from '../content-types.ts';
import { catalogOf, designOf } from '../rules/catalog.ts';
import type { CardId, PlayerID } from '../state.ts';
import { UNSEEN, type Sim } from './sim.ts';

/** One zone a script names: a pile, or one player's hand. */
export interface SimZone {
  zone: string;
  of?: PlayerID;
}

const DECKS = ['belief-deck', 'algorithm-deck', 'life-deck'];

const facts = new WeakMap<BiasContent, Map<CardId, Record<string, ScriptValue>>>();

/** A card's facts as scripts filter on them (the game's own, from rules/catalog), kept per card; an unseen card has none. */
export function factsOf(content: BiasContent, card: CardId): Record<string, ScriptValue> {
  let known = facts.get(content);
  if (!known) facts.set(content, (known = new Map()));
  let found = known.get(card);
  if (!found) known.set(card, (found = cardFacts(content, card)));
  return found;
}

function cardFacts(content: BiasContent, card: CardId): Record<string, ScriptValue> {
  const catalog = catalogOf(content);
  const design = designOf(card);
  const belief = catalog.beliefs.get(design);
  if (belief) return { kind: 'belief', side: belief.side, value: null };
  const algorithm = catalog.algorithms.get(design);
  if (algorithm) return { kind: 'algorithm', side: null, value: algorithm.value };
  return catalog.life.has(design) ? { kind: 'life', side: null, value: null } : {};
}

/** Whether a card passes a script's `where` (no `where`: every card does). */
export const passes = (content: BiasContent, card: CardId, where: unknown): boolean => where === undefined || where === null || matchesFilter(factsOf(content, card), where);

/** The cards of a zone, top first, or undefined when the seat cannot see them (a deck, another's hand, beliefs programmed blind). */
export function cardsIn(sim: Sim, zone: SimZone, me: PlayerID): readonly CardId[] | undefined {
  if (zone.zone === 'mind') return sim.blind > 0 ? undefined : sim.mind;
  if (zone.zone === 'hand') return zone.of === me ? sim.own : undefined;
  return sim.piles[zone.zone];
}

/** How many cards of a zone pass `where`, or undefined when the seat cannot tell. */
export function countIn(content: BiasContent, sim: Sim, zone: SimZone, me: PlayerID, where: unknown): number | undefined {
  const cards = cardsIn(sim, zone, me);
  if (cards) return cards.filter((c) => passes(content, c, where)).length;
  if (where !== undefined) return undefined;
  if (zone.zone === 'hand') return sim.hands[zone.of!];
  if (zone.zone === 'mind') return sim.mind.length + sim.blind;
  return undefined;
}

/** `n` cards the seat cannot see (Array.from({ length }) is several times slower; both make none of a count below 1, or NaN, and throw on one too large for a list). */
function unseenCards(n: number): CardId[] {
  const length = Math.trunc(n);
  return length > 0 ? new Array<CardId>(length).fill(UNSEEN) : [];
}

/** Takes `n` cards off one end of a zone; unseen cards come out as UNSEEN. */
export function takeFrom(sim: Sim, zone: SimZone, me: PlayerID, n: number, end: 'top' | 'bottom'): CardId[] {
  if (DECKS.includes(zone.zone)) return unseenCards(n);
  if (zone.zone === 'hand' && zone.of !== me) {
    const taken = Math.min(n, sim.hands[zone.of!] ?? 0);
    sim.hands[zone.of!] -= taken;
    return unseenCards(taken);
  }
  const cards = zone.zone === 'mind' ? sim.mind : zone.zone === 'hand' ? sim.own : sim.piles[zone.zone];
  if (!cards) return [];
  const taken = end === 'top' ? cards.slice(0, n) : cards.slice(Math.max(0, cards.length - n));
  const rest = cards.filter((c) => !taken.includes(c));
  if (zone.zone === 'mind') sim.mind = rest;
  else if (zone.zone === 'hand') {
    sim.own = rest;
    sim.hands[me] = rest.length;
  } else sim.piles[zone.zone] = rest;
  return taken;
}

/** Cards arrive in a zone: a belief programmed unseen counts blind, a hand grows. */
export function putInto(sim: Sim, zone: SimZone, me: PlayerID, cards: readonly CardId[]): void {
  if (DECKS.includes(zone.zone)) return;
  if (zone.zone === 'mind') {
    sim.mind = [...sim.mind, ...cards.filter((c) => c !== UNSEEN)];
    sim.blind += cards.filter((c) => c === UNSEEN).length;
    return;
  }
  if (zone.zone === 'hand') {
    sim.hands[zone.of!] = (sim.hands[zone.of!] ?? 0) + cards.length;
    if (zone.of === me) sim.own = [...sim.own, ...cards];
    return;
  }
  if (sim.piles[zone.zone]) sim.piles[zone.zone] = [...cards.filter((c) => c !== UNSEEN), ...sim.piles[zone.zone]];
}

/** Named cards leave wherever the seat saw them (the mind, its hand, a face-up pile); a zone they were not in keeps its list. */
export function removeCards(sim: Sim, cards: readonly CardId[], me: PlayerID): CardId[] {
  const found = cards.filter((c) => c !== UNSEEN && (sim.mind.includes(c) || sim.own.includes(c) || inPiles(sim, c)));
  // Whether a list holds any found card asked of the few found (a card or two), not of every card the list holds.
  const kept = (list: readonly CardId[]) => (found.some((c) => list.includes(c)) ? list.filter((c) => !found.includes(c)) : list);
  sim.mind = kept(sim.mind);
  sim.own = kept(sim.own);
  sim.hands[me] = sim.own.length;
  for (const zone of Object.keys(sim.piles)) sim.piles[zone] = kept(sim.piles[zone]);
  return found;
}

function inPiles(sim: Sim, card: CardId): boolean {
  for (const zone of Object.keys(sim.piles)) if (sim.piles[zone].includes(card)) return true;
  return false;
}
