import type { Script } from '../../kit/script/index.ts';
import type { CardId, PlayerID } from '../state.ts';
import { explore, walkOf } from './explore.ts';
import { readsOnlyPublic, readsPublicMind, touchesMind } from './mind-reads.ts';
import { keptForLast } from '../../kit/kept-for-last.ts';
import type { BiasContent } from '../content-types.ts';
import type { BotSeat } from './seat.ts';
import { cloneSim, type Sim } from './sim.ts';
import { publicTrace, traceWorth, type TraceOp } from './walk-trace.ts';
import { worth, worthKeepingMind, type Baseline } from './worth.ts';

/** A table a Life card may run on: the bid's choice made, and its baseline. */
export interface OnTable {
  start: Sim;
  base: Baseline;
}

/**
 * What one walk of a script found: on which table, for which bid winner (any, when it never read
 * it; any again, who then makes the choices, when it read the owner only to name who chooses:
 * explore.ts Walk.ownerChooses), and how (walk-trace.ts).
 */
export interface Walked {
  table: OnTable;
  winner: PlayerID | null;
  anyOwner: boolean;
  ownerChooses: boolean;
  value: number;
  trace: readonly TraceOp[];
}

/** How a walk found its worth, for the winner it was walked for (any, as in Walked), as every seat may keep it. */
interface Ending {
  winner: PlayerID | null;
  anyOwner: boolean;
  ownerChooses: boolean;
  trace: readonly TraceOp[];
}

/**
 * The walks of one bid's Life outcomes by the text of their scripts, and the traces of those
 * that read only the public table and ask only for players and options (mind-reads.ts
 * readsOnlyPublic), which every seat bidding at that table shares; of those that read the mind
 * besides (readsPublicMind), by their text and the mind they started from.
 */
export interface LifeWalks {
  byScript: Map<string | number, Walked[]>;
  everySeat: Map<string | number, Ending[]>;
}

/** Everything a walk of public steps reads of a table (mind-reads.ts PUBLIC_ONLY), as text (JSON: no id can run into the next; a cap of none is null, its only one). */
function publicTable(seat: BotSeat, picture: Sim): string {
  const { view } = seat;
  const players = view.players.map((p) => [p, view.identities[p], picture.chips[p], picture.hands[p], picture.edit[p], picture.cap[p], picture.noBonus[p]]);
  const effects = picture.effects.map((e) => [e.effect, e.owner]);
  return JSON.stringify([players, effects, picture.bank, picture.autonomy, view.firstPlayer]);
}

/**
 * What publicTable reads: the state's frozen players and identities by identity, the rest as a
 * short text (numbers, ids and effect names, none holding the separators); publicTable's text
 * when they are not frozen (a test's table). Each seat's JSON of the table was about 1% of a
 * 5-seat run.
 */
function publicReads(seat: BotSeat, picture: Sim): readonly unknown[] {
  const { view } = seat;
  if (!Object.isFrozen(view.players) || !Object.isFrozen(view.identities)) return [publicTable(seat, picture)];
  let text = `${picture.bank}|${picture.autonomy}|${view.firstPlayer}`;
  for (const p of view.players) text += `|${picture.chips[p]}:${picture.hands[p]}:${picture.edit[p]}:${picture.cap[p]}:${picture.noBonus[p]}`;
  for (const e of picture.effects) text += `|${e.effect}@${e.owner}`;
  return [view.players, view.identities, text];
}

// A bid's seats weigh the Life cards one after another at one table (a bid changes only the
// sealed step): the traces of public steps found for the last table are kept for the next seat.
const lastTable = keptForLast<BiasContent, Map<string | number, Ending[]>>();

/** A bid's walks, at the table `picture` shows the seat. */
export const lifeWalksAt = (seat: BotSeat, picture: Sim): LifeWalks => ({ byScript: new Map(), everySeat: lastTable(seat.content, publicReads(seat, picture), () => new Map()) });

/** A script's text as a number (one per distinct text), whether it names the card itself, and what it reads (mind-reads.ts). */
interface ScriptKey {
  id: number;
  self: boolean;
  touchesMind: boolean;
  publicOnly: boolean;
  /** Whether it reads only the public table and the mind (mind-reads.ts readsPublicMind): its traces serve every seat at one table with one mind. */
  publicMind: boolean;
}

const texts = new WeakMap<Script, ScriptKey>();
const textIds = new Map<string, number>();

/** What a bid's hundreds of lookups read of a script, found once per script: its text hashed once, not at every lookup. */
function scriptKey(script: Script): ScriptKey {
  let known = texts.get(script);
  if (known === undefined) {
    const text = JSON.stringify(script);
    let id = textIds.get(text);
    if (id === undefined) textIds.set(text, (id = textIds.size));
    const publicOnly = readsOnlyPublic(script);
    texts.set(script, (known = { id, self: text.includes('$self'), touchesMind: touchesMind(script), publicOnly, publicMind: !publicOnly && readsPublicMind(script) }));
  }
  return known;
}

/**
 * Two outcomes whose steps read alike walk alike on one table (many cards pay everyone a chip,
 * or do nothing, on some leaning), unless they name the card itself: then the card is part of it.
 */
const keyOf = (known: ScriptKey, card: CardId): string | number => (known.self ? `${known.id}:${card}` : known.id);

/**
 * The first walk or trace of `list` that serves `winner` as it is (found for it, or for any when
 * it never read it), else the first whose owner only chooses (weighed again for this winner), on
 * `table` when one is given.
 */
function serving<W extends Ending & { table?: OnTable }>(list: readonly W[] | undefined, winner: PlayerID | null, table: OnTable | null): W | undefined {
  if (list === undefined) return undefined;
  let chooses: W | undefined;
  for (const w of list) {
    if (table !== null && w.table !== table) continue;
    if (w.anyOwner || w.winner === winner) return w;
    if (w.ownerChooses) chooses ??= w;
  }
  return chooses;
}

/** A table's mind as text (a walk of steps that read the mind ends alike on tables with the same mind: mind-reads.ts readsPublicMind). */
const mindText = (start: Sim): string => `${start.mind.join('+')}|${start.blind}`;

/** Who owns the Life card for `winner`: the winner, or after a tie the first player (control-worth.ts). */
const ownerFor = (seat: BotSeat, winner: PlayerID | null): PlayerID => winner ?? seat.view.firstPlayer;

/** A trace's worth on `table` for `winner`, whose mind a walk of steps that leave the mind alone kept (worth.ts worthKeepingMind). */
const keepingMind = (seat: BotSeat, table: OnTable, trace: readonly TraceOp[], winner: PlayerID | null): number =>
  traceWorth(trace, seat.me, (sim) => worthKeepingMind(table.base, table.start, sim), ownerFor(seat, winner));

/** A trace's worth on `table` for `winner`, the owner's choices made by this winner's owner. A trace of steps that touch the mind was found on a table with this mind: each ending as a walk here weighs it (worth.ts worth). */
function onTable(seat: BotSeat, table: OnTable, known: ScriptKey, trace: readonly TraceOp[], winner: PlayerID | null): number {
  if (!known.touchesMind) return keepingMind(seat, table, trace, winner);
  return traceWorth(trace, seat.me, (sim) => worth(table.base, table.start, sim), ownerFor(seat, winner));
}

/** What `found` (a walk, or another seat's trace) is worth on `table` for `winner`, each ending weighed by `ending`. */
const weighedFor = (table: OnTable, found: Ending, winner: PlayerID | null, value: number): Walked => ({
  table,
  winner: found.anyOwner ? found.winner : winner,
  anyOwner: found.anyOwner,
  ownerChooses: found.ownerChooses,
  value,
  trace: found.trace,
});

/**
 * What `script`, the outcome of Life card `card`, is worth to the bot on `table` with `winner`
 * as the bid winner. A walk of the same steps found it already when it was on this table for
 * this winner or one it never read (reader.ts WalkReading); or, for steps that leave the mind
 * alone (mind-reads.ts), on the other table a bid's choice leaves (they differ only in the
 * mind): its trace is weighed here with this table's mind; or, for steps that read only the
 * public table and ask only for players or options, or only that and the mind, by another seat's
 * bid at this table (with this mind), whose trace is weighed with this seat's own worth and
 * choices. A walk whose owner only chooses serves every winner, each weighed again with that
 * winner's owner choosing. Returns what was found, with whether it serves any winner.
 */
export function lifeOutcomeWorth(seat: BotSeat, walks: LifeWalks, table: OnTable, script: Script, card: CardId, winner: PlayerID | null): Walked {
  const known = scriptKey(script);
  const key = keyOf(known, card);
  let found = walks.byScript.get(key);
  if (!found) walks.byScript.set(key, (found = []));
  const here = serving(found, winner, table);
  if (here && (here.anyOwner || here.winner === winner)) return here;
  const elsewhere = here || known.touchesMind ? undefined : serving(found, winner, null);
  const seatKey = known.publicOnly ? key : known.publicMind ? `${key}|${mindText(table.start)}` : undefined;
  const shared = here || elsewhere || seatKey === undefined ? undefined : serving(walks.everySeat.get(seatKey), winner, null);
  let walked: Walked;
  if (here) walked = weighedFor(table, here, winner, onTable(seat, table, known, here.trace, winner));
  // Found on the other table for this winner (or any): the same worth here, as keepingMind reads nothing of the two tables that differs (their mind) and walks and traces do the same sums.
  else if (elsewhere) walked = weighedFor(table, elsewhere, winner, elsewhere.anyOwner || elsewhere.winner === winner ? elsewhere.value : keepingMind(seat, table, elsewhere.trace, winner));
  else if (shared) walked = weighedFor(table, shared, winner, onTable(seat, table, known, shared.trace, winner));
  else {
    const walk = walkOf(seat, ownerFor(seat, winner), table.start, table.base, winner);
    const trace: TraceOp[] = (walk.trace = []);
    const value = explore(walk, script, cloneSim(table.start), { self: card });
    walked = { table, winner, anyOwner: !walk.ownerRead && !walk.ownerChooses, ownerChooses: !walk.ownerRead && walk.ownerChooses, value, trace };
    if (seatKey !== undefined) {
      let traces = walks.everySeat.get(seatKey);
      if (!traces) walks.everySeat.set(seatKey, (traces = []));
      traces.push({ winner, anyOwner: walked.anyOwner, ownerChooses: walked.ownerChooses, trace: publicTrace(trace) });
    }
  }
  found.push(walked);
  return walked;
}
