/**
 * What a move's arguments may be, declared as data next to the move. Arguments arrive from the
 * wire as whatever a client chose to send; the kit checks them against these declarations
 * (check-move-args.ts) before any rule code runs, so a rule only ever sees a seat of this
 * match, a card of the zone the move names, a whole number in range, a bounded string. The
 * same declarations list the candidates a bot tries (move-arg-candidates.ts).
 */

/** What a declaration can read: the state the move would run on, who sends it, the match's seats. */
export interface ArgScope<G = unknown> {
  G: G;
  playerID: string | null | undefined;
  /** The match's seats, in play order (ctx.playOrder on the server). */
  seats: readonly string[];
}

/** A bound read from the state (a player's Influence, a hand's size) or fixed. */
export type Bound<G> = number | ((scope: ArgScope<G>) => number);

export type ArgSpec<G = any> =
  | { kind: 'seat'; label: string; extra: readonly string[] }
  | { kind: 'card'; label: string; zone: string; cards: (scope: ArgScope<G>) => readonly string[] }
  | { kind: 'integer'; label: string; min: Bound<G>; max: Bound<G> }
  | { kind: 'boolean'; label: string }
  | { kind: 'choice'; label: string; values: readonly string[]; names?: Readonly<Record<string, string>> }
  | { kind: 'text'; label: string; maxLength: number }
  | { kind: 'list'; label: string; of: ArgSpec<G>; maxItems: Bound<G>; distinct: boolean }
  | { kind: 'seat-map'; label: string; of: ArgSpec<G> }
  | { kind: 'shape'; label: string; fields: Readonly<Record<string, ArgSpec<G>>>; optional: readonly string[] }
  | { kind: 'nullable'; label: string; of: ArgSpec<G> }
  | { kind: 'optional'; label: string; of: ArgSpec<G> };

/** A move's arguments in order; trailing `optional` ones may be left out. */
export type MoveArgs<G = any> = readonly ArgSpec<G>[];

/**
 * The builders a game declares its moves' arguments with. `label` is the argument's name as a
 * player would say it: it starts every refusal ("target: not a seat of this match").
 */
export const arg = {
  /** A seat of this match, or one of the game's named extra seats (Evil Robots' `extra` coin). */
  seat: (label: string, extra: readonly string[] = []): ArgSpec => ({ kind: 'seat', label, extra }),
  /** An id (a card, a decision's option) in the zone the move names, read from the state the move runs on. */
  card: <G>(label: string, zone: string, cards: (scope: ArgScope<G>) => readonly string[]): ArgSpec<G> => ({ kind: 'card', label, zone, cards }),
  integer: <G>(label: string, min: Bound<G>, max: Bound<G>): ArgSpec<G> => ({ kind: 'integer', label, min, max }),
  boolean: (label: string): ArgSpec => ({ kind: 'boolean', label }),
  /**
   * One of a fixed list: plain ids, or entries read from content (a deck's suits) whose
   * names are kept for a table or a bot to show.
   */
  choice: (label: string, values: readonly string[] | readonly { id: string; name: string }[]): ArgSpec => {
    const listed = values.map((value) => (typeof value === 'string' ? { id: value, name: value } : value));
    const names = Object.fromEntries(listed.map((value) => [value.id, value.name]));
    return { kind: 'choice', label, values: listed.map((value) => value.id), ...(values.some((value) => typeof value !== 'string') ? { names } : {}) };
  },
  text: (label: string, maxLength: number): ArgSpec => ({ kind: 'text', label, maxLength }),
  list: <G>(label: string, of: ArgSpec<G>, maxItems: Bound<G>, { distinct = true } = {}): ArgSpec<G> => ({ kind: 'list', label, of, maxItems, distinct }),
  /** An object whose own keys are seats of this match, each with a value of `of`. */
  seatMap: <G>(label: string, of: ArgSpec<G>): ArgSpec<G> => ({ kind: 'seat-map', label, of }),
  /** An object with these fields and no others; `optional` names the ones that may be left out. */
  shape: <G>(label: string, fields: Record<string, ArgSpec<G>>, optional: readonly string[] = []): ArgSpec<G> => ({ kind: 'shape', label, fields, optional }),
  nullable: <G>(of: ArgSpec<G>): ArgSpec<G> => ({ kind: 'nullable', label: of.label, of }),
  /** A trailing argument that may be left out (undefined), or else is `of`. */
  optional: <G>(of: ArgSpec<G>): ArgSpec<G> => ({ kind: 'optional', label: of.label, of }),
};

export const boundOf = <G>(bound: Bound<G>, scope: ArgScope<G>): number => (typeof bound === 'number' ? bound : bound(scope));
