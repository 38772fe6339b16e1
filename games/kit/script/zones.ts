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

/** The engine's view of the zones while one step runs: the adapter bound to G and the step's scope. Its methods are called on it (`zones.read(key)`), never passed on detached. */
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
  return new ZoneView(input);
}

/**
 * The zone access as a class: a script's scope builds one per action, and its methods are the
 * class's, not a dozen closures made for every scope.
 */
class ZoneView<G> implements ZoneAccess<G> {
  declare readonly G: G;
  declare private readonly input: ZoneAccessInput<G>;

  constructor(input: ZoneAccessInput<G>) {
    this.G = input.G;
    this.input = input;
  }

  spec(zone: string): ZoneSpec {
    const found = this.input.zones[zone];
    if (!found) throw new Error(`The script names a zone "${zone}" the game does not declare.`);
    return found;
  }

  resolve(ref: unknown): ZoneKey[] {
    const object = typeof ref === 'string' ? { zone: ref } : (ref as Exclude<ZoneRef, string>);
    const { kind } = this.spec(object.zone);
    const { players, owner } = this.input;
    if (kind === 'shared') return [{ zone: object.zone }];
    if (kind === 'player') {
      if (object.of !== undefined) return [{ zone: object.zone, of: this.input.player(object.of) }];
      if (object.owner === undefined) return [{ zone: object.zone, of: owner }];
      return players.filter((p) => this.ownerMatches(object.owner, p)).map((p) => ({ zone: object.zone, of: p }));
    }
    if (object.of !== undefined) return [{ zone: object.zone, of: String(object.of) }];
    return this.groups(object.zone)
      .filter((g) => this.ownerMatches(object.owner, g.owner))
      .map((g) => ({ zone: object.zone, of: g.id }))
      .filter((key) => object.where === undefined || this.input.matches(this.groupFacts(key), object.where));
  }

  one(ref: unknown): ZoneKey {
    const keys = this.resolve(ref);
    if (keys.length !== 1) throw new Error(`The script needs one zone here and ${JSON.stringify(ref)} means ${keys.length}.`);
    return keys[0];
  }

  read(key: ZoneKey): string[] {
    return [...this.input.adapter.read(this.G, key)];
  }

  write(key: ZoneKey, cards: string[]): void {
    this.input.adapter.write(this.G, key, cards);
  }

  all(): ZoneKey[] {
    const keys: ZoneKey[] = [];
    this.eachZone((key) => {
      keys.push(key);
      return false;
    });
    return keys;
  }

  locate(card: string): ZoneKey | undefined {
    let found: ZoneKey | undefined;
    this.eachZone((key) => {
      if (this.input.adapter.read(this.G, key).includes(card)) found = key;
      return found !== undefined;
    });
    return found;
  }

  remove(cards: string[]): void {
    for (const key of this.all()) {
      const held = this.input.adapter.read(this.G, key);
      if (cards.some((c) => held.includes(c))) this.write(key, this.read(key).filter((c) => !cards.includes(c)));
    }
  }

  insert(key: ZoneKey, cards: string[], at: 'top' | 'bottom'): void {
    const held = this.read(key);
    this.write(key, at === 'top' ? [...cards, ...held] : [...held, ...cards]);
  }

  groups(zone: string): { id: string; owner: PlayerID }[] {
    return this.input.adapter.groups?.(this.G, zone) ?? [];
  }

  cardFacts(card: string): Record<string, ScriptValue> {
    return this.input.adapter.cardFacts?.(this.G, card) ?? {};
  }

  groupFacts(key: ZoneKey): Record<string, ScriptValue> {
    return this.input.adapter.groupFacts?.(this.G, key) ?? {};
  }

  ensure(key: ZoneKey, count: number): number {
    if (this.read(key).length < count) this.input.adapter.refill?.(this.G, key, this.input.shuffle);
    return this.read(key).length;
  }

  private ownerMatches(filter: string | undefined, who: PlayerID): boolean {
    if (filter === undefined || filter === 'any') return true;
    if (filter === 'self') return who === this.input.owner;
    if (filter === 'opponent') return who !== this.input.owner;
    return who === this.input.player(filter);
  }

  /**
   * Visits every instance of every zone, in `all()`'s order, until `visit` says it is done.
   * `locate` and `remove` read the adapter's lists as they are: a card is looked for in every
   * zone and taken out of one or two, and copying every zone to look (as `read` copies) was most
   * of their time.
   */
  private eachZone(visit: (key: ZoneKey) => boolean): void {
    const { zones, players } = this.input;
    for (const zone of Object.keys(zones)) {
      const { kind } = zones[zone];
      if (kind === 'shared') {
        if (visit({ zone })) return;
      } else if (kind === 'player') {
        for (const of of players) if (visit({ zone, of })) return;
      } else {
        for (const g of this.groups(zone)) if (visit({ zone, of: g.id })) return;
      }
    }
  }
}
