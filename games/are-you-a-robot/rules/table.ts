import type { Team } from '../content-types.ts';
import type { AyarState, PlayerID } from '../state.ts';
import { violation, type Violation } from '../../kit/violation.ts';

/** What the full state and every player's view share: enough to check any move. */
export type Table = Pick<AyarState, 'players' | 'eliminated' | 'roles' | 'offers'>;

export const isSeat = (G: Pick<AyarState, 'players'>, id: unknown): id is PlayerID =>
  typeof id === 'string' && G.players.includes(id);

/** A seat's team by own key only: a client's `"__proto__"` or `"constructor"` never reads Object.prototype. */
export const roleOf = (G: Pick<AyarState, 'roles'>, seat: unknown): Team | undefined =>
  typeof seat === 'string' && Object.hasOwn(G.roles, seat) ? G.roles[seat] : undefined;

// The engine, the invariants and every bot's moves ask who is still in at every step, while the
// list changes only at a zap: kept with the state's frozen eliminated list.
const inGameKept = new WeakMap<readonly PlayerID[], { players: readonly PlayerID[]; left: readonly PlayerID[] }>();

/** The seats still in the game, in play order (a frozen list: the same one while nobody is zapped). */
export function inGame(G: Pick<AyarState, 'players' | 'eliminated'>): readonly PlayerID[] {
  const kept = inGameKept.get(G.eliminated);
  if (kept?.players === G.players) return kept.left;
  // A loop over the frozen seats, where `filter` takes V8's slow way (docs/simulator.md, frozen lists).
  const seats: PlayerID[] = [];
  for (let i = 0; i < G.players.length; i++) if (!G.eliminated.includes(G.players[i])) seats.push(G.players[i]);
  const left = Object.freeze(seats);
  if (Object.isFrozen(G.eliminated)) inGameKept.set(G.eliminated, { players: G.players, left });
  return left;
}

export const isInGame = (G: Pick<AyarState, 'players' | 'eliminated'>, id: unknown): id is PlayerID =>
  isSeat(G, id) && !G.eliminated.includes(id);

/** Players still in the game holding a card of `team` (full state only: roles are secret). */
export function inGameWith(G: Pick<AyarState, 'players' | 'eliminated' | 'roles'>, team: Team): PlayerID[] {
  // A loop: `filter` on inGame's frozen list takes V8's slow way (docs/simulator.md, frozen lists).
  const left = inGame(G);
  const out: PlayerID[] = [];
  for (let i = 0; i < left.length; i++) if (G.roles[left[i]] === team) out.push(left[i]);
  return out;
}

/** The one check every move shares: the actor sits at the table and is still in the game. */
export function checkActor(G: Table, playerID: PlayerID | null | undefined): Violation | undefined {
  if (!isSeat(G, playerID)) return violation('not-seated', 'Only a player seated at the table can do that.');
  if (G.eliminated.includes(playerID)) {
    return violation('out-of-game', 'You are out of the game: you may watch, but no longer act.');
  }
  return undefined;
}

/** A target must be another player still in the game. */
export function checkOther(G: Table, playerID: PlayerID, other: unknown, what: string): Violation | undefined {
  if (!isSeat(G, other)) return violation('unknown-player', `Choose a player at the table to ${what}.`);
  if (other === playerID) return violation('self', `You cannot ${what} yourself.`);
  if (G.eliminated.includes(other)) return violation('target-out', 'That player is already out of the game.');
  return undefined;
}
