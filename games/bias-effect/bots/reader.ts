import type { ScriptValue } from '../../kit/script/index.ts';
import { VARIABLE } from '../../kit/script/values.ts';
import { identityOf } from '../rules/catalog.ts';
import type { PlayerID } from '../state.ts';
import type { BotSeat } from './seat.ts';
import type { SimZone } from './sim-zones.ts';
import { filterOf } from '../../kit/frozen-lists.ts';

/** A script's variables as the bot follows it: a name missing is one the bot cannot know (chosen before it looked). */
export type Env = Record<string, ScriptValue>;

/**
 * The variables with `name` set, as a copy: the branches of a walk share what came before. A
 * plain copy then one field set, half the time of kit withFields' Object.assign from a second
 * object built for the one field (measured, Node 20); the same fields in the same order.
 */
export function withVariable(env: Env, name: unknown, value: ScriptValue): Env {
  const out = { ...env };
  out[String(name)] = value;
  return out;
}

/** One run of a script as the bot follows it: whose card it is, and what it knows of the variables. */
export interface Reading {
  seat: BotSeat;
  owner: PlayerID;
  /**
   * Whom the card's words "the owner" pay (script/host.ts bidWinnerOf): the owner, but for a
   * Life card after a tie, which has no bid winner: then nobody.
   */
  winner: PlayerID | null;
  env: Env;
}

/** Where one walk's readings take the owner and the winner from, and note that they were read. */
export interface OwnerSource {
  owner: PlayerID;
  winner: PlayerID | null;
  /** Set once a reading asked whose card it is or whom it pays: until then, any owner would have walked alike. */
  ownerRead: boolean;
}

/**
 * A Reading whose owner and winner are asked of its walk, which marks them read: a walk that
 * never read them is worth the same for any owner (control-worth.ts reuses it). Every use of
 * either goes through these getters, so no script can depend on them unnoticed.
 */
export class WalkReading implements Reading {
  constructor(
    readonly seat: BotSeat,
    private readonly source: OwnerSource,
    readonly env: Env,
  ) {}

  get owner(): PlayerID {
    this.source.ownerRead = true;
    return this.source.owner;
  }

  get winner(): PlayerID | null {
    this.source.ownerRead = true;
    return this.source.winner;
  }
}

// The content's `$name` words, each matched once: the pattern's match list was a tenth of a loop's walk.
const names = new Map<string, string | null>();

function variableName(word: string): string | null {
  let name = names.get(word);
  if (name === undefined) names.set(word, (name = VARIABLE.exec(word)?.[1] ?? null));
  return name;
}

/** A value with its `$variable` read; undefined when the bot cannot know it. */
export function valueOf(r: Reading, value: unknown): unknown {
  // Only a string starting with $ can be one: most are not, and the pattern is not tried on them.
  if (typeof value !== 'string' || value.charCodeAt(0) !== 36) return value;
  const name = variableName(value);
  if (name === null) return value;
  if (name === 'owner') return r.owner;
  if (name === 'current') return r.seat.view.players[0];
  return Object.hasOwn(r.env, name) ? r.env[name] : undefined;
}

/** The player a script word means, as the kit reads it (values.ts resolvePlayer); undefined when unknown. */
export function playerOf(r: Reading, value: unknown): PlayerID | undefined {
  if (value === undefined) return r.owner;
  const v = valueOf(r, value);
  const players = r.seat.view.players;
  const seat = (offset: number) => players[(players.indexOf(r.owner) + offset + players.length) % players.length];
  if (v === 'owner') return r.owner;
  if (v === 'current') return players[0];
  if (v === 'next') return seat(1);
  if (v === 'previous') return seat(-1);
  return typeof v === 'string' && players.includes(v) ? v : undefined;
}

/** The players of a leaning, in seat order, found once per decision (kept on its seat): Life cards pay by leaning at every weighing. */
function leaningPlayers(seat: BotSeat, leaning: string): PlayerID[] {
  const known = (seat.byLeaning ??= new Map());
  let players = known.get(leaning);
  if (!players) {
    const { view, content } = seat;
    known.set(leaning, (players = filterOf(view.players, (p) => identityOf(content, view.identities[p]).leaning === leaning)));
  }
  return players;
}

/**
 * The players a `<who>` of the game's chip steps means (script/host.ts playersOf), in seat order:
 * `all`, a leaning and an identity name the same players whoever owns the card, so they read no
 * owner; the game pays them clockwise from the owner (inTurnFrom), which matters only when the
 * bank runs short.
 */
export function whoOf(r: Reading, who: unknown): PlayerID[] {
  const { view, content } = r.seat;
  if (who === 'all') return view.players;
  if (who === 'others') {
    const owner = r.owner;
    return view.players.filter((p) => p !== owner);
  }
  if (who === 'owner') return r.winner === null ? [] : [r.winner];
  if (who !== null && typeof who === 'object') {
    if ('leaning' in who) {
      const { leaning } = who as { leaning: unknown };
      return typeof leaning === 'string' ? leaningPlayers(r.seat, leaning) : [];
    }
    if ('identity' in who) return filterOf(view.players, (p) => view.identities[p] === (who as { identity: string }).identity);
    return [];
  }
  const one = playerOf(r, who);
  return one === undefined ? [] : [one];
}

/** `players` (in seat order) clockwise from the owner, as the game takes turns among them. */
export function inTurnFrom(r: Reading, players: readonly PlayerID[]): PlayerID[] {
  const seats = r.seat.view.players;
  const start = seats.indexOf(r.owner);
  const at = (p: PlayerID) => (seats.indexOf(p) - start + seats.length) % seats.length;
  return [...players].sort((a, b) => at(a) - at(b));
}

/** The zones a reference means: a pile, the owner's hand, `{ zone: hand, of }` or `{ zone: hand, owner: opponent }`. */
export function zonesOf(r: Reading, ref: unknown): SimZone[] {
  const object = (typeof ref === 'string' ? { zone: ref } : (ref ?? {})) as { zone?: string; of?: unknown; owner?: string };
  if (typeof object.zone !== 'string') return [];
  if (object.zone !== 'hand') return [{ zone: object.zone }];
  if (object.of !== undefined) {
    const of = playerOf(r, object.of);
    return of === undefined ? [] : [{ zone: 'hand', of }];
  }
  if (object.owner === undefined) return [{ zone: 'hand', of: r.owner }];
  const owner = object.owner;
  return r.seat.view.players.filter((p) => owner === 'any' || (owner === 'self' ? p === r.owner : owner === 'opponent' ? p !== r.owner : p === playerOf(r, owner))).map((of) => ({ zone: 'hand', of }));
}

/** Card ids a value names (one, a list, nothing); undefined when the bot cannot know them. */
export function cardsOfValue(r: Reading, value: unknown): string[] | undefined {
  const v = Array.isArray(value) ? value.flatMap((x) => (cardsOfValue(r, x) ?? [])) : valueOf(r, value);
  if (v === undefined) return undefined;
  if (v === null) return [];
  return Array.isArray(v) ? v.map(String) : [String(v)];
}
