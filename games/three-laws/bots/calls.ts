import type { BotAction } from '../../kit/bots/random-bot.ts';
import { openCounterClaim, openVote } from '../../kit/talk/judged-claim.ts';
import { judgeAct } from '../rules/laws.ts';
import { lawsApply } from '../rules/table.ts';
import { isLegal, move } from './legal.ts';
import { decides, type BotSeat } from './seat.ts';
import type { Act, ThreeLawsView } from '../state.ts';
import { someOf } from '../../kit/frozen-lists.ts';

interface Ruling {
  on: Pick<ThreeLawsView, 'acts' | 'lawsInForce' | 'names' | 'players' | 'startPlayer'>;
  broken: boolean;
  /** Whether a seat would call Error on the act, by the seat's chances (one function per seat and round). */
  calls: Map<(what: string) => number, boolean>;
}

// Each step every seat weighs every act of the round, on views that share the state's own
// objects: a ruling is kept with the objects it was judged on and reused while they are the same.
const rulings = new WeakMap<Act, Ruling>();

/**
 * Whether `acts` reads, up to and including `act`, as the list the ruling was made on: a law
 * reads only the acts before the one it judges (laws.ts actsBefore), and a round's acts only grow.
 */
function sameActsUpTo(acts: readonly Act[], kept: readonly Act[], act: Act): boolean {
  if (acts === kept) return true;
  const at = kept.indexOf(act);
  if (at < 0 || acts.length <= at) return false;
  for (let i = 0; i <= at; i++) if (acts[i] !== kept[i]) return false;
  return true;
}

/** How the bot, judging as the engine does (the laws are public), rules on the act: whether it broke a law in force. */
function rulingOn(seat: BotSeat, act: Act): Ruling {
  const { view } = seat;
  const kept = rulings.get(act);
  if (kept && kept.on.lawsInForce === view.lawsInForce && kept.on.names === view.names && kept.on.players === view.players && kept.on.startPlayer === view.startPlayer && sameActsUpTo(view.acts, kept.on.acts, act)) {
    // The seats weighed after this one on the same step read the same list: they match at once.
    kept.on.acts = view.acts;
    return kept;
  }
  const broken = Object.keys(judgeAct(act, view, seat.content).broken).length > 0;
  const { acts, lawsInForce, names, players, startPlayer } = view;
  const ruling = { on: { acts, lawsInForce, names, players, startPlayer }, broken, calls: new Map() };
  rulings.set(act, ruling);
  return ruling;
}

const looksBroken = (seat: BotSeat, act: Act | undefined): boolean => act !== undefined && rulingOn(seat, act).broken;

/** Asked to vote on a call, the bot votes as it judges the act itself (kept, unless it finds a law broken). */
export function chooseVote(seat: BotSeat): BotAction | undefined {
  const open = openVote(seat.view.calls);
  if (!open) return undefined;
  const action = move('voteOnCall', looksBroken(seat, seat.view.acts.find((a) => a.id === open.target)));
  return isLegal(seat, action) ? action : undefined;
}

/** A wrong call someone else made is a free token: the bot accuses the caller. */
export function chooseAccuse(seat: BotSeat): BotAction | undefined {
  const open = openCounterClaim(seat.view.calls);
  if (!open || open.claimant === seat.me) return undefined;
  const action = move('accuse');
  return isLegal(seat, action) ? action : undefined;
}

/** The acts a seat has weighed this round and the ones it would call Error on, in the order they came. */
interface Weighed {
  on: Omit<Ruling['on'], 'acts'>;
  acts: readonly Act[];
  toCall: Act[];
}

// A seat's chances are one function per seat and round (seat.ts), and a round's acts only grow: each
// seat weighs each act once, when it first sees it, rather than every act of the round at every step.
const weighedBySeat = new WeakMap<(what: string) => number, Weighed>();

function startsWith(acts: readonly Act[], prefix: readonly Act[]): boolean {
  if (acts === prefix) return true;
  if (prefix.length > acts.length) return false;
  for (let i = 0; i < prefix.length; i++) if (acts[i] !== prefix[i]) return false;
  return true;
}

/** The acts of others this round the seat would call Error on, called already or not: each decided once per act (habits.callBroken, habits.wrongCall). */
function actsToCall(seat: BotSeat, chances: (what: string) => number): readonly Act[] {
  const { view, me, habits } = seat;
  let weighed = weighedBySeat.get(chances);
  const on = weighed?.on;
  if (!weighed || on!.lawsInForce !== view.lawsInForce || on!.names !== view.names || on!.players !== view.players || on!.startPlayer !== view.startPlayer || !startsWith(view.acts, weighed.acts)) {
    const { lawsInForce, names, players, startPlayer } = view;
    weighedBySeat.set(chances, (weighed = { on: { lawsInForce, names, players, startPlayer }, acts: [], toCall: [] }));
  }
  for (let i = weighed.acts.length; i < view.acts.length; i++) {
    const act = view.acts[i];
    if (act.by === me) continue;
    const ruling = rulingOn(seat, act);
    let calls = ruling.calls.get(chances);
    if (calls === undefined) ruling.calls.set(chances, (calls = decides(seat, `${act.id}:call`, ruling.broken ? habits.callBroken : habits.wrongCall)));
    if (calls) weighed.toCall.push(act);
  }
  weighed.acts = view.acts;
  return weighed.toCall;
}

/**
 * The bot calls Error on another's act of the round it has not seen called: on a broken one
 * with chance botHabits.callBroken, on a clean one with chance botHabits.wrongCall, each
 * decided once per act.
 */
export function chooseCall(seat: BotSeat): BotAction | undefined {
  const { view } = seat;
  if (!lawsApply(view.step) || view.lawsInForce.length === 0) return undefined;
  for (const act of actsToCall(seat, seat.chances())) {
    if (someOf(view.calls, (c) => c.target === act.id)) continue;
    const action = move('callError', act.id);
    if (isLegal(seat, action)) return action;
  }
  return undefined;
}
