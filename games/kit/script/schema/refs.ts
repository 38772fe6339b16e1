import type { JsonSchema } from '../vocabulary.ts';

/**
 * Building blocks a step's argument schema refers to. They are definitions of the generated
 * script schema, filled with the game's own names (zones, durations, effects, facts), so one
 * step definition serves every game.
 */
export const refs = {
  /** A list of steps (nested scripts in repeat, if...). */
  script: { $ref: '#/definitions/script' },
  condition: { $ref: '#/definitions/condition' },
  /** A zone name, or `{ zone, of, owner, where }`. */
  zone: { $ref: '#/definitions/zone' },
  /** One card or several: a `$variable`, or a list of them. */
  cards: { $ref: '#/definitions/cards' },
  /** `owner`, `current`, `next`, `previous` or a `$variable` holding a player. */
  player: { $ref: '#/definitions/player' },
  /** `self`, `opponent`, `any`, or one player as in `player`. */
  owners: { $ref: '#/definitions/owners' },
  /** How many cards: a number, `all`, `half-up`, `half-down` or a `$variable`. */
  count: { $ref: '#/definitions/count' },
  /** A whole number or a `$variable`. */
  number: { $ref: '#/definitions/number' },
  /** How many to choose: a number, or `{ min, max }`. */
  choiceCount: { $ref: '#/definitions/choice-count' },
  position: { $ref: '#/definitions/position' },
  /** A `$variable` read here, e.g. a group or option kept by an earlier step. */
  value: { $ref: '#/definitions/variable' },
  /** The name a step stores its result under, read later as `$name`. */
  variable: { $ref: '#/definitions/variable-name' },
  duration: { $ref: '#/definitions/duration' },
  effect: { $ref: '#/definitions/effect' },
  cardFilter: { $ref: '#/definitions/card-filter' },
  groupFilter: { $ref: '#/definitions/group-filter' },
  text: { $ref: '#/definitions/text' },
  /** One of the option lists the game reads from its content (`lists` in its vocabulary). */
  list: { $ref: '#/definitions/list' },
} satisfies Record<string, JsonSchema>;

/** An argument object: no unknown fields, so a misspelt argument is an error at its line. */
export function argsObject(properties: Record<string, JsonSchema>, required: string[] = []): JsonSchema {
  return { type: 'object', additionalProperties: false, required, properties };
}
