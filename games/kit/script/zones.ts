import type { PlayerID, ScriptValue, ZoneKey } from './types.ts';
import type { ZoneSpec } from './vocabulary.ts';

/**
 * How the engine reaches a game's cards. Lists run from the top (index 0) down; the game
 * stores them however it likes and converts here, so core steps never know its state shape.
 */
export interface ZoneAdapter<G> {
  read(G: G, key: ZoneKey): readonly string[];
  write(G: G, key: ZoneKey, cards: string[]): void;
  /** The groups (spreads, tableaus) now in a group zone, with who owns each. */
  groups?(G: G, zone: string): { id: string; owner: PlayerID }[];
  /** Facts `where` filters test, e.g. { colour: 'red', number: 12 }. */
  cardFacts?(G: G, card: string): Record<string, ScriptValue>;
  groupFacts?(G: G, key: ZoneKey): Record<string, ScriptValue>;
  /** A step needs more cards than `key` holds: refill it if the rules say so (e.g. reshuffle). */
  refill?(G: G, key: ZoneKey, shuffle: <T>(items: T[]) => T[]): void;
}

/** Whose zones a reference means when it names no single one. */
export type OwnerFilter = 'self' | 'opponent' | 'any';

/** A zone as a script writes it: a name (a per-player zone then means the script owner's), or an object. */
export type ZoneRef = string | { zone: string; of?: string; owner?: string; where?: Record<string, unknown> };

/** The engine's view of the zones while one step runs: the adapter bound to G and the step's scope. */
export interface ZoneAccess<G> {
  G: G;
  spec(zone: string): ZoneSpec;
  /** Every zone instance a reference means (several for `owner: opponent` or a group zone). */
  resolve(ref: unknown): ZoneKey[];
  /** The one zone instance a destination means. */
  one(ref: unknown): ZoneKey;
  read(key: ZoneKey): string[];
  write(key: ZoneKey, cards: string[]): void;
  /** Every instance of every zone, for finding a card wherever it is. */
  all(): ZoneKey[];
  locate(card: string): ZoneKey | undefined;
  /** Takes the cards out of wherever they are; unknown cards are ignored. */
  remove(cards: string[]): void;
  insert(key: ZoneKey, cards: string[], at: 'top' | 'bottom'): void;
  groups(zone: string): { id: string; owner: PlayerID }[];
  cardFacts(card: string): Record<string, ScriptValue>;
  groupFacts(key: ZoneKey): Record<string, ScriptValue>;
  /** Makes `key` hold at least `count` cards if the game can (refill), and says how many it holds. */
  ensure(key: ZoneKey, count: number): number;
}

export interface ZoneAccessInput<G> {
  G: G;
  adapter: ZoneAdapter<G>;
  zones: Record<string, ZoneSpec>;
  players: PlayerID[];
  owner: PlayerID;
  player(value: unknown): PlayerID;
  matches(facts: Record<string, ScriptValue>, where: unknown): boolean;
  shuffle<T>(items: T[]): T[];
}

export function sameZone(a: ZoneKey, b: ZoneKey): boolean {
  return a.zone === b.zone && (a.of ?? null) === (b.of ?? null);
}

export function createZoneAccess<G>(input: ZoneAccessInput<G>): ZoneAccess<G> {
  const { G, adapter, zones, players, owner } = input;
  const spec = (zone: string): ZoneSpec => {
    const found = zones[zone];
    if (!found) throw new Error(`The script names a zone "${zone}" the game does not declare.`);
    return found;
  };
  const groups = (zone: string) => adapter.groups?.(G, zone) ?? [];
  const ownerMatches = (filter: string | undefined, who: PlayerID): boolean => {
    if (filter === undefined || filter === 'any') return true;
    if (filter === 'self') return who === owner;
    if (filter === 'opponent') return who !== owner;
    return who === input.player(filter);
  };
  /**
   * Visits every instance of every zone, in `all()`'s order, until `visit` says it is done.
   * `locate` and `remove` read the adapter's lists as they are: a card is looked for in every
   * zone and taken out of one or two, and copying every zone to look (as `read` copies) was most
   * of their time.
   */
  const eachZone = (visit: (key: ZoneKey) => boolean): void => {
    for (const zone of Object.keys(zones)) {
      const { kind } = zones[zone];
      if (kind === 'shared') {
        if (visit({ zone })) return;
      } else if (kind === 'player') {
        for (const of of players) if (visit({ zone, of })) return;
      } else {
        for (const g of groups(zone)) if (visit({ zone, of: g.id })) return;
      }
    }
  };
  const access: ZoneAccess<G> = {
    G,
    spec,
    resolve(ref) {
      const object = typeof ref === 'string' ? { zone: ref } : (ref as Exclude<ZoneRef, string>);
      const { kind } = spec(object.zone);
      if (kind === 'shared') return [{ zone: object.zone }];
      if (kind === 'player') {
        if (object.of !== undefined) return [{ zone: object.zone, of: input.player(object.of) }];
        if (object.owner === undefined) return [{ zone: object.zone, of: owner }];
        return players.filter((p) => ownerMatches(object.owner, p)).map((p) => ({ zone: object.zone, of: p }));
      }
      if (object.of !== undefined) return [{ zone: object.zone, of: String(object.of) }];
      return groups(object.zone)
        .filter((g) => ownerMatches(object.owner, g.owner))
        .map((g) => ({ zone: object.zone, of: g.id }))
        .filter((key) => object.where === undefined || input.matches(access.groupFacts(key), object.where));
    },
    one(ref) {
      const keys = access.resolve(ref);
      if (keys.length !== 1) throw new Error(`The script needs one zone here and ${JSON.stringify(ref)} means ${keys.length}.`);
      return keys[0];
    },
    read: (key) => [...adapter.read(G, key)],
    write: (key, cards) => adapter.write(G, key, cards),
    all() {
      const keys: ZoneKey[] = [];
      eachZone((key) => {
        keys.push(key);
        return false;
      });
      return keys;
    },
    locate(card) {
      let found: ZoneKey | undefined;
      eachZone((key) => {
        if (adapter.read(G, key).includes(card)) found = key;
        return found !== undefined;
      });
      return found;
    },
    remove(cards) {
      for (const key of access.all()) {
        const held = adapter.read(G, key);
        if (cards.some((c) => held.includes(c))) access.write(key, access.read(key).filter((c) => !cards.includes(c)));
      }
    },
    insert(key, cards, at) {
      const held = access.read(key);
      access.write(key, at === 'top' ? [...cards, ...held] : [...held, ...cards]);
    },
    groups,
    cardFacts: (card) => adapter.cardFacts?.(G, card) ?? {},
    groupFacts: (key) => adapter.groupFacts?.(G, key) ?? {},
    ensure(key, count) {
      if (access.read(key).length < count) adapter.refill?.(G, key, input.shuffle);
      return access.read(key).length;
    },
  };
  return access;
}
