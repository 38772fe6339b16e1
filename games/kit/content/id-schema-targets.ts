/**
 * Ids that other fields name (a power id in a carrier, an identity id in a set): for each, a
 * generated schema, schemas/<game>/ids/<name>.schema.json, holds the ids now defined in content
 * as an `enum`, so the editor completes them and underlines an unknown one. The fields that
 * name such an id `$ref` the file. `tablewright validate` rewrites a stale one.
 */
export interface IdSchemaTarget {
  game: string;
  /** The file's name under schemas/<game>/ids/, e.g. `power`. */
  name: string;
  /** The content file defining the ids, under content/<game>/. */
  file: string;
  /** The top-level list in that file whose entries' `id`s are collected. */
  list: string;
  /** What the ids name, for the hover text: "a ROBOTS! power". */
  what: string;
}

export const ID_SCHEMA_TARGETS: IdSchemaTarget[] = [
  { game: 'robots', name: 'power', file: 'powers.yaml', list: 'powers', what: 'a ROBOTS! power' },
  { game: 'bias-effect', name: 'identity', file: 'identities.yaml', list: 'identities', what: 'a Bias Effect identity' },
  { game: 'are-you-a-robot', name: 'card', file: 'cards.yaml', list: 'cards', what: 'an Are You A Robot? card' },
];

/** The keyword that marks a generated id schema; the loader's own checks leave its enum to the editor. */
export const IDS_KEYWORD = 'idsFrom';
