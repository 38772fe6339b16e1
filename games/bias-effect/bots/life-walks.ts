import type { Script } from '../../kit/script/index.ts';
import type { CardId, PlayerID } from '../state.ts';
import { explore, onlyEnding, walkOf } from './explore.ts';
import { touchesMind } from './mind-reads.ts';
import type { BotSeat } from './seat.ts';
import { cloneSim, type Sim } from './sim.ts';
import { worthKeepingMind, type Baseline } from './worth.ts';

/** A table a Life card may run on: the bid's choice made, and its baseline. */
export interface OnTable {
  start: Sim;
  base: Baseline;
}

/** What one walk of a script found: on which table, for which bid winner (any, when it never read it), and its one ending when it met only one. */
export interface Walked {
  table: OnTable;
  winner: PlayerID | null;
  anyOwner: boolean;
  value: number;
  ending?: Sim;
}

/** The walks of one bid's Life outcomes, by the text of their scripts. */
export type LifeWalks = Map<string, Walked[]>;

const texts = new WeakMap<Script, { text: string; self: boolean }>();

/**
 * Two outcomes whose steps read alike walk alike on one table (many cards pay everyone a chip,
 * or do nothing, on some leaning), unless they name the card itself: then the card is part of it.
 */
function keyOf(script: Script, card: CardId): string {
  let known = texts.get(script);
  if (known === undefined) {
    const text = JSON.stringify(script);
    texts.set(script, (known = { text, self: text.includes('$self') }));
  }
  return known.self ? `${card}:${known.text}` : known.text;
}

/**
 * What `script`, the outcome of Life card `card`, is worth to the bot on `table` with `winner`
 * as the bid winner. A walk of the same steps found it already when it was on this table for
 * this winner or one it never read (reader.ts WalkReading); or, for steps that leave the mind
 * alone (mind-reads.ts), on the other table a bid's choice leaves (they differ only in the
 * mind), when that walk met one ending: that ending is weighed here with this table's mind.
 * Returns what was found, with whether it serves any winner.
 */
export function lifeOutcomeWorth(seat: BotSeat, walks: LifeWalks, table: OnTable, script: Script, card: CardId, winner: PlayerID | null): Walked {
  const key = keyOf(script, card);
  let found = walks.get(key);
  if (!found) walks.set(key, (found = []));
  const serves = (w: Walked) => w.anyOwner || w.winner === winner;
  const here = found.find((w) => w.table === table && serves(w));
  if (here) return here;
  const elsewhere = touchesMind(script) ? undefined : found.find((w) => w.ending && serves(w));
  let walked: Walked;
  if (elsewhere?.ending) walked = { ...elsewhere, table, value: worthKeepingMind(table.base, table.start, elsewhere.ending) };
  else {
    const walk = walkOf(seat, winner ?? seat.view.firstPlayer, table.start, table.base, winner);
    const value = explore(walk, script, cloneSim(table.start), { self: card });
    walked = { table, winner, anyOwner: !walk.ownerRead, value, ending: onlyEnding(walk) };
  }
  found.push(walked);
  return walked;
}
