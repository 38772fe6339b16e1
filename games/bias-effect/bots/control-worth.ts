import { outcomeFor } from '../../kit/script/board-outcomes.ts';
import { designOf, lifeOf } from '../rules/catalog.ts';
import { LEANING_CASES, mindCount } from '../rules/mind.ts';
import type { Script } from '../../kit/script/index.ts';
import { scriptOf } from '../script/host.ts';
import type { CardId, PlayerID } from '../state.ts';
import { explore, onlyEnding, walkOf } from './explore.ts';
import { touchesMind } from './mind-reads.ts';
import { programGain } from './goals.ts';
import type { BotSeat } from './seat.ts';
import { cloneSim, simOf, type Sim } from './sim.ts';
import { baselineOf, worthKeepingMind, type Baseline } from './worth.ts';

/** What is done with the Belief up for bidding, and for whom the Life card after it runs. */
export interface ControlOutcome {
  choice: 'program' | 'delete';
  /** The bid winner, the Life card's `owner`; null after a tie: the first player runs the card and its gifts to the owner go to nobody. */
  winner: PlayerID | null;
}

/**
 * The Life cards the bot has not seen go by (every copy less those in the discard), by design:
 * the next one is one of these, each as likely as its copies left.
 */
function unseenLife(seat: BotSeat): { card: CardId; copies: number }[] {
  const gone = new Map<string, number>();
  for (const card of seat.view.lifeDiscard) gone.set(designOf(card), (gone.get(designOf(card)) ?? 0) + 1);
  return seat.content.life.life
    .map((def) => ({ card: `${def.id}#1`, copies: def.copies - (gone.get(def.id) ?? 0) }))
    .filter((left) => left.copies > 0);
}

/** An unseen design's outcome on one table, and what walks of it found there. */
interface DesignOnTable {
  script: Script;
  /** Its worth, once a walk of it never asked whose card it is nor whom it pays (reader.ts WalkReading): then every owner would walk it alike. */
  anyOwner?: number;
  /** The one ending of each walk that made no choice, of a script that leaves the mind alone (mind-reads.ts), by the winner it was walked for. */
  endings?: { winner: PlayerID | null; anyOwner: boolean; sim: Sim }[];
}

/** The table the round's Life card runs on once the Belief is programmed or deleted, and each unseen design's outcome there (in the order of LifeTables.unseen). */
interface LifeTable {
  start: Sim;
  base: Baseline;
  designs: DesignOnTable[];
}

/** Each choice's LifeTable, made when first asked: every outcome of one bid that makes the same choice runs on the same table. */
interface LifeTables {
  unseen: { card: CardId; copies: number }[];
  made: Partial<Record<ControlOutcome['choice'], LifeTable>>;
}

function lifeTablesOf(seat: BotSeat): LifeTables {
  return { unseen: unseenLife(seat), made: {} };
}

function lifeTable(seat: BotSeat, belief: CardId, tables: LifeTables, choice: ControlOutcome['choice']): LifeTable {
  const made = tables.made[choice];
  if (made) return made;
  const start = simOf(seat.view, seat.me);
  if (choice === 'program') start.mind = [...start.mind, belief];
  const leaning = mindCount(seat.content, start.mind);
  const designs = tables.unseen.map(({ card }) => ({ script: scriptOf(outcomeFor(LEANING_CASES, lifeOf(seat.content, card).outcomes, leaning).outcome.script) }));
  return (tables.made[choice] = { start, base: baselineOf(seat, start), designs });
}

/**
 * The ending a walk of design `i` on the other table found for `winner`, when that walk ends
 * alike here: the same script, leaving the mind alone (the one thing the two tables differ
 * in), with no choice made, for the same winner or one it never read.
 */
function endingElsewhere(tables: LifeTables, table: LifeTable, i: number, winner: PlayerID | null): { anyOwner: boolean; sim: Sim } | undefined {
  const { program, delete: deleted } = tables.made;
  const other = (table === program ? deleted : program)?.designs[i];
  if (other?.script !== table.designs[i].script) return undefined;
  return other.endings?.find((e) => e.anyOwner || e.winner === winner);
}

/**
 * What the round's Life card is expected to be worth to the bot after `outcome`: the outcome each
 * unseen card runs on the A.I.'s leaning then, followed on the bot's picture of the table with
 * the bid winner as its owner, averaged over the cards by their copies left.
 */
function lifeWorth(seat: BotSeat, tables: LifeTables, table: LifeTable, outcome: ControlOutcome): number {
  const { start, base } = table;
  const { winner } = outcome;
  let total = 0;
  let copies = 0;
  for (let i = 0; i < tables.unseen.length; i++) {
    const design = table.designs[i];
    let value = design.anyOwner;
    const elsewhere = value === undefined ? endingElsewhere(tables, table, i, winner) : undefined;
    if (elsewhere) {
      value = worthKeepingMind(base, start, elsewhere.sim);
      if (elsewhere.anyOwner) design.anyOwner = value;
    } else if (value === undefined) {
      const walk = walkOf(seat, winner ?? seat.view.firstPlayer, start, base, winner);
      value = explore(walk, design.script, cloneSim(start), { self: tables.unseen[i].card });
      if (!walk.ownerRead) design.anyOwner = value;
      const ending = touchesMind(design.script) ? undefined : onlyEnding(walk);
      if (ending) (design.endings ??= []).push({ winner, anyOwner: !walk.ownerRead, sim: ending });
    }
    total += tables.unseen[i].copies * value;
    copies += tables.unseen[i].copies;
  }
  return copies === 0 ? 0 : total / copies;
}

/**
 * What `outcome` is worth to the bot, in chips: the mind it leaves (nearer its win, or further)
 * and the Life card that follows, for whoever won.
 */
export function outcomeWorth(seat: BotSeat, belief: CardId, side: 'left' | 'right', outcome: ControlOutcome, tables: LifeTables = lifeTablesOf(seat)): number {
  const { view, content, me } = seat;
  const mind = outcome.choice === 'program' ? programGain(content, view, me, mindCount(content, view.mind), side) : 0;
  return mind + lifeWorth(seat, tables, lifeTable(seat, belief, tables, outcome.choice), outcome);
}

/** An outcome that deletes the Belief after a tie: nobody won the bid. */
const TIED: ControlOutcome = { choice: 'delete', winner: null };

/**
 * What winning control is worth to the bot, in chips, and what a tie for the highest bid is: its
 * best use of the Belief, and the Belief deleted with nobody paid, each against what happens if
 * `otherwise` comes instead (a rival wins and does as they would, or nobody bids and all tie).
 */
export function controlWorth(seat: BotSeat, belief: CardId, side: 'left' | 'right', otherwise: ControlOutcome): { win: number; tie: number } {
  const tables = lifeTablesOf(seat);
  const mine = (choice: ControlOutcome['choice']) => outcomeWorth(seat, belief, side, { choice, winner: seat.me }, tables);
  const against = outcomeWorth(seat, belief, side, otherwise, tables);
  const tie = otherwise.winner === null ? 0 : outcomeWorth(seat, belief, side, TIED, tables) - against;
  return { win: Math.max(mine('program'), mine('delete')) - against, tie };
}
