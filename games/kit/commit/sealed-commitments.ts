import type { MoveFn } from 'boardgame.io';
import type { TimedWindow } from '../game-module.ts';
import { atOnce, type AtOnceMove } from '../rules/at-once.ts';
import { guardedMove, type CheckContext, type GuardedMove } from '../rules/guarded-move.ts';
import type { MoveArgs } from '../rules/move-args.ts';
import { violation, type Violation } from '../violation.ts';
import { everyOf, filterOf } from '../frozen-lists.ts';

/**
 * A sealed round: every eligible player commits a value (a bid) in secret; nobody learns
 * anything but who has committed until the last one has, then every value shows at once.
 * Plain data, so it lives in a game's G and replays from the log.
 */
export interface SealedRound<V> {
  /** Tells one opening from the next (e.g. `round-3`), for a deadline's timed window. */
  key: string;
  eligible: string[];
  /** Secret until `revealed`: a view shows each viewer their own only. */
  commits: Record<string, V>;
  revealed: boolean;
  /** Players who did not commit in time and were given the fallback (a deadline closed the round). */
  defaulted: string[];
}

/** What one viewer may know of a sealed round. */
export interface SealedView<V> {
  key: string;
  eligible: string[];
  /** Who has committed: public all along, as at a table where bids lie face down. */
  committed: string[];
  /** Every value once revealed; before that, the viewer's own (if any). */
  values: Record<string, V>;
  revealed: boolean;
  defaulted: string[];
}

export function openSealed<V>(key: string, eligible: readonly string[]): SealedRound<V> {
  return { key, eligible: [...eligible], commits: {}, revealed: false, defaulted: [] };
}

/** Whether `player` has committed, read from the round itself or from any viewer's view of it. */
export function hasCommitted(round: SealedRound<unknown> | SealedView<unknown>, player: string): boolean {
  return 'commits' in round ? Object.hasOwn(round.commits, player) : round.committed.includes(player);
}

/**
 * Why `player` may not commit `value` now; `check` says whether the value itself is allowed (e.g.
 * within their chips). It reads a view as well as the round, so a table and a bot ask the same rule.
 */
export function checkCommit<V>(
  round: SealedRound<V> | SealedView<V> | null | undefined,
  player: string | null | undefined,
  value: unknown,
  check: (value: unknown) => Violation | undefined,
): Violation | undefined {
  if (!round || round.revealed) return violation('nothing-to-commit', 'Nothing is being committed right now.');
  if (player == null || !round.eligible.includes(player)) return violation('not-eligible', 'You take no part in this one.');
  if (hasCommitted(round, player)) return violation('already-committed', 'Yours is in: it cannot be changed.');
  return check(value);
}

/** The value goes in face down; the last one in turns every value up at once. */
export function applyCommit<V>(round: SealedRound<V>, player: string, value: V): SealedRound<V> {
  const commits = { ...round.commits, [player]: value };
  return { ...round, commits, revealed: everyOf(round.eligible, (p) => Object.hasOwn(commits, p)) };
}

/** A deadline passed: everyone still out is given `fallback` (e.g. a bid of 0), and all turn up. */
export function closeSealed<V>(round: SealedRound<V>, fallback: V): SealedRound<V> {
  if (round.revealed) return round;
  const missing = round.eligible.filter((p) => !Object.hasOwn(round.commits, p));
  return { ...round, commits: { ...round.commits, ...Object.fromEntries(missing.map((p) => [p, fallback])) }, revealed: true, defaulted: missing };
}

export function sealedView<V>(round: SealedRound<V>, viewer: string | null | undefined): SealedView<V> {
  const committed = filterOf(round.eligible, (p) => Object.hasOwn(round.commits, p));
  const own = viewer != null && Object.hasOwn(round.commits, viewer) ? { [viewer]: round.commits[viewer] } : {};
  return { key: round.key, eligible: [...round.eligible], committed, values: round.revealed ? { ...round.commits } : own, revealed: round.revealed, defaulted: [...round.defaulted] };
}

/**
 * The move that commits: a guarded move whose arguments boardgame.io redacts from the log it
 * sends anyone but the mover (a bid in the log would undo the view's secrecy), and one of the
 * answers of `window` (at-once.ts): a commitment sent while others committed still goes in.
 */
export function sealedMove<G>(
  window: string,
  args: MoveArgs<G>,
  check: (context: CheckContext<G>, ...args: any[]) => Violation | undefined,
  apply: (context: Parameters<MoveFn<G>>[0], ...args: any[]) => void | G,
): AtOnceMove<GuardedMove<G>> {
  return atOnce(window, { ...guardedMove(args, check, apply), redact: true });
}

/**
 * A deadline as a timed window: the move that closes the round (`closeMove`) waits `seconds`
 * after the round opened, so every player has that long to commit before anyone may close it.
 */
export function sealedDeadline(round: SealedRound<unknown> | null | undefined, seconds: number, closeMove: string): TimedWindow | undefined {
  if (!round || round.revealed || seconds <= 0) return undefined;
  return { key: `sealed-${round.key}`, seconds, moves: [closeMove], reason: 'the others still have time to commit' };
}
