import { boardCase, outcomeFor } from '../../kit/script/board-outcomes.ts';
import { lifeOf, type LifeDef } from '../rules/catalog.ts';
import { LEANING_CASES, mindCount, type MindCount } from '../rules/mind.ts';
import type { Script } from '../../kit/script/index.ts';
import { scriptOf } from '../script/host.ts';
import type { CardId, PlayerID } from '../state.ts';
import type { BiasContent } from '../content-types.ts';
import { keptWhileFrozen } from '../../kit/kept-for-last.ts';
import { modelledOutcomeWorth, modelMemo, type ModelMemo } from './life-model.ts';
import { lifeOutcomeWorth, lifeWalksAt, type LifeWalks, type OnTable } from './life-walks.ts';
import { programGain } from './goals.ts';
import type { BotSeat } from './seat.ts';
import { cloneSim, simOf, type Sim } from './sim.ts';
import { baselineOf, baselineWithMind } from './worth.ts';

/** What is done with the Belief up for bidding, and for whom the Life card after it runs. */
export interface ControlOutcome {
  choice: 'program' | 'delete';
  /** The bid winner, the Life card's `owner`; null after a tie: the first player runs the card and its gifts to the owner go to nobody. */
  winner: PlayerID | null;
}

/** An unseen Life design: the card that stands for it (its first copy) and its entry. */
interface UnseenLife {
  card: CardId;
  def: LifeDef;
  copies: number;
}

// Each design's first card id made once per content: a card id built anew at every list was
// hashed anew at each catalog lookup of the list's scripts (about 0.4 µs each, 40 a round).
const firstCards = new WeakMap<BiasContent, Map<string, CardId>>();

function firstCardsOf(content: BiasContent): Map<string, CardId> {
  let cards = firstCards.get(content);
  if (!cards) firstCards.set(content, (cards = new Map(content.life.life.map((def) => [def.id, `${def.id}#1`]))));
  return cards;
}

/**
 * The Life cards the bot has not seen go by (every copy less those in the discard), by design:
 * the next one is one of these, each as likely as its copies left.
 */
function unseenLifeIn(content: BiasContent, lifeDiscard: readonly CardId[]): readonly UnseenLife[] {
  const gone = new Map<string, number>();
  for (const card of lifeDiscard) {
    const design = lifeOf(content, card).id;
    gone.set(design, (gone.get(design) ?? 0) + 1);
  }
  const cards = firstCardsOf(content);
  const unseen: UnseenLife[] = [];
  for (const def of content.life.life) {
    const copies = def.copies - (gone.get(def.id) ?? 0);
    if (copies > 0) unseen.push({ card: cards.get(def.id)!, def, copies });
  }
  return unseen;
}

// Every seat bidding on a Belief, and every bid of a round, reads the state's one frozen discard.
const lastUnseen = keptWhileFrozen<readonly CardId[], readonly UnseenLife[]>();

function unseenLife(seat: BotSeat): readonly UnseenLife[] {
  const { content, view } = seat;
  return lastUnseen(view.lifeDiscard, [content], () => unseenLifeIn(content, view.lifeDiscard));
}

/** The table the round's Life card runs on once the Belief is programmed or deleted, its leaning, and each unseen design's outcome there (in the order of LifeTables.unseen). */
interface LifeTable extends OnTable {
  leaning: string;
  scripts: Script[];
  /** Each design's worth here once found for any winner (life-walks.ts has the rest). */
  anyWinner: (number | undefined)[];
}

/** Each choice's LifeTable, made when first asked (every outcome of one bid that makes the same choice runs on the same table), and the walks made on them. */
interface LifeTables {
  unseen: readonly UnseenLife[];
  /** The seat's picture of the table now, the first table's start. */
  picture: Sim;
  made: Partial<Record<ControlOutcome['choice'], LifeTable>>;
  /** The walks of a seat that walks the outcomes; none for one that models them (life-model.ts). */
  walks: LifeWalks | undefined;
  /** What a modelling seat's weighings share (life-model.ts). */
  modelled: ModelMemo;
}

function lifeTablesOf(seat: BotSeat): LifeTables {
  const picture = simOf(seat.view, seat.me);
  return { unseen: unseenLife(seat), picture, made: {}, walks: seat.lifeCard === 'walked' ? lifeWalksAt(seat, picture) : undefined, modelled: modelMemo(picture) };
}

// Every seat bidding on a Belief, on either table, reads the one list of unseen designs (unseenLife): their outcomes' scripts on a leaning are found once.
const scriptsByLeaning = new WeakMap<readonly UnseenLife[], Map<string, Script[]>>();

/** The script each unseen design runs on `mind`, whose leaning is `leaning`, in the order of `unseen`. */
function scriptsOf(unseen: readonly UnseenLife[], leaning: string, mind: MindCount): Script[] {
  let byLeaning = scriptsByLeaning.get(unseen);
  if (!byLeaning) scriptsByLeaning.set(unseen, (byLeaning = new Map()));
  let scripts = byLeaning.get(leaning);
  if (!scripts) byLeaning.set(leaning, (scripts = unseen.map(({ def }) => scriptOf(outcomeFor(LEANING_CASES, def.outcomes, mind).outcome.script))));
  return scripts;
}

/**
 * The two tables differ only in the mind, so the second is made from the first: its picture
 * copied with its own mind (the lists are shared: no start is changed, walks run on copies), its
 * baseline with that mind's worth, and its outcomes when it leans the same way. A seat that models
 * the Life card weighs first-order effects, which read no mind (life-model.ts): both its tables
 * are the picture as it is, with its baseline, and differ only in the outcomes their leaning runs.
 */
function lifeTable(seat: BotSeat, belief: CardId, tables: LifeTables, choice: ControlOutcome['choice']): LifeTable {
  const made = tables.made[choice];
  if (made) return made;
  const other = tables.made[choice === 'program' ? 'delete' : 'program'];
  // A copy, not the view's own list: filter and slice read a frozen list several times slower (sim.ts).
  const mindCards = choice === 'program' ? [...seat.view.mind, belief] : [...seat.view.mind];
  const mind = mindCount(seat.content, mindCards);
  const leaning = boardCase(LEANING_CASES, mind);
  const scripts = other?.leaning === leaning ? other.scripts : scriptsOf(tables.unseen, leaning, mind);
  if (seat.lifeCard === 'modelled') return (tables.made[choice] = { start: tables.picture, base: other?.base ?? baselineOf(seat, tables.picture), leaning, scripts, anyWinner: [] });
  const start = other ? cloneSim(other.start) : tables.picture;
  start.mind = mindCards;
  return (tables.made[choice] = { start, base: other ? baselineWithMind(other.base, start) : baselineOf(seat, start), leaning, scripts, anyWinner: [] });
}

/**
 * What the round's Life card is expected to be worth to the bot after `outcome`: the outcome each
 * unseen card runs on the A.I.'s leaning then, followed on the bot's picture of the table with
 * the bid winner as its owner (life-walks.ts), averaged over the cards by their copies left.
 */
function lifeWorth(seat: BotSeat, tables: LifeTables, table: LifeTable, outcome: ControlOutcome): number {
  let total = 0;
  let copies = 0;
  for (let i = 0; i < tables.unseen.length; i++) {
    const { card, copies: left } = tables.unseen[i];
    let value = table.anyWinner[i];
    if (value === undefined) {
      const walked = tables.walks ? lifeOutcomeWorth(seat, tables.walks, table, table.scripts[i], card, outcome.winner) : modelledOutcomeWorth(seat, table, table.scripts[i], outcome.winner, tables.modelled);
      value = walked.value;
      if (walked.anyOwner) table.anyWinner[i] = value;
    }
    total += left * value;
    copies += left;
  }
  return copies === 0 ? 0 : total / copies;
}

/** The seat's Life tables, or none for a seat that does not weigh the Life card (BotSeat.lifeCard). */
const lifeTablesFor = (seat: BotSeat): LifeTables | undefined => (seat.lifeCard === 'unweighed' ? undefined : lifeTablesOf(seat));

/**
 * What `outcome` is worth to the bot, in chips: the mind it leaves (nearer its win, or further)
 * and the Life card that follows, for whoever won, weighed on `tables` (a seat that does not weigh
 * the Life card has none: the mind alone).
 */
export function outcomeWorth(seat: BotSeat, belief: CardId, side: 'left' | 'right', outcome: ControlOutcome, tables = lifeTablesFor(seat)): number {
  const { view, content, me } = seat;
  const mind = outcome.choice === 'program' ? programGain(content, view, me, mindCount(content, view.mind), side) : 0;
  return tables === undefined ? mind : mind + lifeWorth(seat, tables, lifeTable(seat, belief, tables, outcome.choice), outcome);
}

/** An outcome that deletes the Belief after a tie: nobody won the bid. */
const TIED: ControlOutcome = { choice: 'delete', winner: null };

/**
 * What winning control is worth to the bot, in chips, and what a tie for the highest bid is: its
 * best use of the Belief, and the Belief deleted with nobody paid, each against what happens if
 * `otherwise` comes instead (a rival wins and does as they would, or nobody bids and all tie).
 * A seat that does not weigh the Life card (BotSeat.lifeCard) weighs the mind alone.
 */
export function controlWorth(seat: BotSeat, belief: CardId, side: 'left' | 'right', otherwise: ControlOutcome): { win: number; tie: number } {
  const tables = lifeTablesFor(seat);
  const mine = (choice: ControlOutcome['choice']) => outcomeWorth(seat, belief, side, { choice, winner: seat.me }, tables);
  const against = outcomeWorth(seat, belief, side, otherwise, tables);
  const tie = otherwise.winner === null ? 0 : outcomeWorth(seat, belief, side, TIED, tables) - against;
  return { win: Math.max(mine('program'), mine('delete')) - against, tie };
}
