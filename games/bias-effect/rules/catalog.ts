import type { BiasContent } from '../content-types.ts';
import type { CardId, Side } from '../state.ts';

export type IdentityDef = BiasContent['identities']['identities'][number];
export type BeliefDef = BiasContent['beliefs']['beliefs'][number];
export type AlgorithmDef = BiasContent['algorithms']['algorithms'][number];
export type LifeDef = BiasContent['life']['life'][number];

/** Every design by id, and every physical card of a match by its id (`<design>#<copy>`). */
export interface Catalog {
  identities: Map<string, IdentityDef>;
  beliefs: Map<string, BeliefDef>;
  algorithms: Map<string, AlgorithmDef>;
  life: Map<string, LifeDef>;
  /** Each Belief, Algorithm and Life card met so far by its card id: rules and bots look cards up in their innermost loops, and designOf makes a new string to hash each time. */
  beliefCards: Map<CardId, BeliefDef>;
  algorithmCards: Map<CardId, AlgorithmDef>;
  lifeCards: Map<CardId, LifeDef>;
}

const catalogs = new WeakMap<BiasContent, Catalog>();

/** Built once per content object: rules call it on every move. */
export function catalogOf(content: BiasContent): Catalog {
  let catalog = catalogs.get(content);
  if (!catalog) {
    catalog = {
      identities: new Map(content.identities.identities.map((d) => [d.id, d])),
      beliefs: new Map(content.beliefs.beliefs.map((d) => [d.id, d])),
      algorithms: new Map(content.algorithms.algorithms.map((d) => [d.id, d])),
      life: new Map(content.life.life.map((d) => [d.id, d])),
      beliefCards: new Map(),
      algorithmCards: new Map(),
      lifeCards: new Map(),
    };
    catalogs.set(content, catalog);
  }
  return catalog;
}

export const designOf = (card: CardId): string => card.slice(0, card.lastIndexOf('#'));

/** The cards of a deck: each design as many times as its `copies`, numbered from 1. */
export function cardsOf(designs: readonly { id: string; copies: number }[]): CardId[] {
  return designs.flatMap((d) => Array.from({ length: d.copies }, (_, i) => `${d.id}#${i + 1}`));
}

/** A card's design, found by its design id the first time the card is met. */
function cardDef<D>(cards: Map<CardId, D>, designs: Map<string, D>, card: CardId, kind: string): D {
  const met = cards.get(card);
  if (met) return met;
  const def = designs.get(designOf(card));
  if (!def) throw new Error(`Bias Effect: no ${kind} card ${card}.`);
  cards.set(card, def);
  return def;
}

export function beliefOf(content: BiasContent, card: CardId): BeliefDef {
  const catalog = catalogOf(content);
  return cardDef(catalog.beliefCards, catalog.beliefs, card, 'Belief');
}

export function algorithmOf(content: BiasContent, card: CardId): AlgorithmDef {
  const catalog = catalogOf(content);
  return cardDef(catalog.algorithmCards, catalog.algorithms, card, 'Algorithm');
}

export function lifeOf(content: BiasContent, card: CardId): LifeDef {
  const catalog = catalogOf(content);
  return cardDef(catalog.lifeCards, catalog.life, card, 'Life');
}

export function identityOf(content: BiasContent, id: string): IdentityDef {
  const def = catalogOf(content).identities.get(id);
  if (!def) throw new Error(`Bias Effect: no identity ${id}.`);
  return def;
}

export const sideOf = (content: BiasContent, card: CardId): Side => beliefOf(content, card).side;
