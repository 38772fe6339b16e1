import type { Ctx } from 'boardgame.io';
import type { BotAction } from '../../games/kit/bots/random-bot.ts';
import { alone, eachAlone, HOSTILE_VALUES, mixedIntoLegal, replacedInLegal, seatValues, type Hostile, type HostileArgs } from '../support/hostile-args.ts';

/** Who sends a move: a seat or a spectator (no seat). */
export interface Sender {
  playerID: string | null | undefined;
  /** For the message: `seat 1 (may act)`. */
  label: string;
}

/** One move name from one sender at one state, with every argument list to try: refusals are checked for the group at once. */
export interface AttemptGroup {
  sender: Sender;
  move: string;
  tries: HostileArgs[];
  /** Whether the sender gets every hostile list (the move is legal for it). */
  full: boolean;
}

export type Rng = () => number;

function pick<T>(items: readonly T[], n: number, rng: Rng): T[] {
  const pool = [...items];
  const out: T[] = [];
  while (out.length < n && pool.length > 0) out.push(pool.splice(Math.floor(rng() * pool.length), 1)[0]);
  return out;
}

const isActive = (ctx: Ctx, seat: string) => (ctx.activePlayers ? Object.hasOwn(ctx.activePlayers, seat) : ctx.currentPlayer === seat);

/** Every seat, then a spectator as boardgame.io's client sends one (null) and as a bare action would (undefined). */
export function sendersOf(ctx: Ctx, seats: readonly string[]): Sender[] {
  return [
    ...seats.map((s) => ({ playerID: s, label: `seat ${s} (${isActive(ctx, s) ? 'may act' : 'may not act'})` })),
    { playerID: null, label: 'a spectator (playerID null)' },
    { playerID: undefined, label: 'a spectator (playerID undefined)' },
  ];
}

/**
 * The groups to send at one state: every move name from every sender. One seat the move is
 * legal for (picked at random) gets every hostile value alone and mixed into one of its legal
 * lists, the values that take milliseconds to refuse only the first time the move is legal in
 * this game (`costlyTried` remembers); every other sender gets no arguments, one hostile
 * value alone, and a legal list as it is (its own, else another seat's: a spectator sending the
 * mover's move) and with one hostile value mixed in.
 */
export function attemptGroups(ctx: Ctx, seats: readonly string[], moves: readonly string[], legal: ReadonlyMap<string, BotAction[]>, costlyTried: Set<string>, rng: Rng): AttemptGroup[] {
  const hostile: Hostile[] = [...HOSTILE_VALUES, ...seatValues(seats)];
  const cheap = hostile.filter((h) => !h.costly);
  const costly = hostile.filter((h) => h.costly);
  const groups: AttemptGroup[] = [];
  for (const move of moves) {
    const listsOf = (seat: string | null | undefined) => (typeof seat === 'string' ? (legal.get(seat) ?? []) : []).filter((a) => a.kind === 'move' && a.move === move);
    const [full] = pick(seats.filter((s) => listsOf(s).length > 0), 1, rng);
    const anyone = seats.flatMap(listsOf);
    for (const sender of sendersOf(ctx, seats)) {
      if (full !== undefined && sender.playerID === full) {
        const [list] = pick(listsOf(full), 1, rng);
        const tries = [...alone(cheap), ...mixedIntoLegal(list.args, cheap)];
        if (!costlyTried.has(move)) tries.push(...eachAlone(costly), ...replacedInLegal(list.args, costly.filter((h) => !h.aloneOnly)));
        costlyTried.add(move);
        groups.push({ sender: { ...sender, label: `${sender.label}, for which ${move} is legal` }, move, tries, full: true });
        continue;
      }
      const own = listsOf(sender.playerID);
      const [list] = pick(own.length > 0 ? own : anyone, 1, rng);
      const tries = alone(pick(cheap, 1, rng));
      if (list) tries.push({ label: own.length > 0 ? 'a legal list of its own' : "another seat's legal list", value: 'a legal list', args: list.args }, ...pick(mixedIntoLegal(list.args, pick(cheap, 1, rng)), 1, rng));
      groups.push({ sender, move, tries, full: false });
    }
  }
  return groups;
}
