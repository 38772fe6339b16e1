import type { ZoneDecl } from './table-state.ts';

// Written by hand, like kit-content-files.ts: keep in step with schemas/kit/card-table.schema.json.

/** A card game's table.yaml: who plays, the deck, its zones and the deal. */
export interface CardTableContent {
  players: { min: number; max: number };
  deck: DeckDecl;
  zones: ZoneDecl[];
  deal: DealDecl;
}

export interface SuitDecl {
  id: string;
  name: string;
  symbol: string;
  /** A CSS colour, "#rrggbb". */
  colour: string;
}

/** A rank: its id and name, what its cards do in players' words, and number facts the rules read (`points`). */
export interface RankDecl {
  id: string;
  name: string;
  text?: string;
  [fact: string]: string | number | undefined;
}

export interface SuitedDeck {
  suits: SuitDecl[];
  ranks: RankDecl[];
  copies?: number;
  extra?: { id: string; name: string; count: number }[];
}

export interface ListedDeck {
  cards: { id: string; name: string; count: number; fields?: Record<string, string | number | boolean> }[];
}

export type DeckDecl = SuitedDeck | ListedDeck;

export interface DealDecl {
  /** The zone the shuffled deck starts in. */
  deck: string;
  hands: { zone: string; byPlayers: { min: number; max: number; count: number }[] }[];
  turn?: { from: string; to: string; count: number; bury?: Record<string, string | number | boolean> }[];
}

/** Where a card game's table.yaml is read from, like KIT_CONTENT_FILES: its schema is the kit's. */
export const CARD_TABLE_FILE = { file: 'table.yaml', schema: '../kit/card-table.schema.json' } as const;

export const isSuited = (deck: DeckDecl): deck is SuitedDeck => 'suits' in deck;
