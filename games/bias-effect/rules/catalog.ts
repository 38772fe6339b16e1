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
  /** Each Belief card met so far by its card id: the bots look up a card's side in their innermost loops. */
  beliefCards: Map<CardId, BeliefDef>;
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

export function beliefOf(content: BiasContent, card: CardId): BeliefDef {
  const catalog = catalogOf(content);
  const met = catalog.beliefCards.get(card);
  if (met) return met;
  const def = catalog.beliefs.get(designOf(card));
  if (!def) throw new Error(`Bias Effect: no Belief card ${card}.`);
  catalog.beliefCards.set(card, def);
  return def;
}

export function algorithmOf(content: BiasContent, card: CardId): AlgorithmDef {
  const def = catalogOf(content).algorithms.get(designOf(card));
  if (!def) throw new Error(`Bias Effect: no Algorithm card ${card}.`);
  return def;
}

export function lifeOf(content: BiasContent, card: CardId): LifeDef {
  const def = catalogOf(content).life.get(designOf(card));
  if (!def) throw new Error(`Bias Effect: no Life card ${card}.`);
  return def;
}

export function identityOf(content: BiasContent, id: string): IdentityDef {
  const def = catalogOf(content).identities.get(id);
  if (!def) throw new Error(`Bias Effect: no identity ${id}.`);
  return def;
}

export const sideOf = (content: BiasContent, card: CardId): Side => beliefOf(content, card).side;
