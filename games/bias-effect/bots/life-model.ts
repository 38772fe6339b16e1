import type { Script, Step } from '../../kit/script/index.ts';
import { stepParts } from '../../kit/script/step-parts.ts';
import type { PlayerID } from '../state.ts';
import type { OnTable } from './life-walks.ts';
import { whoOf as whoReads, type Reading } from './reader.ts';
import type { BotSeat } from './seat.ts';
import type { Sim } from './sim.ts';
import { worthKeepingMind } from './worth.ts';

/**
 * Whom a step of a Life outcome reaches: a `players:` word as reader.ts whoOf reads it (`all`,
 * `others`, `owner` for the bid winner, a leaning, an identity), or undefined for whoever runs the
 * card (a draw naming no one, or its owner), as the walks read them.
 */
type Who = unknown;

/** One first-order effect of a Life outcome: chips gained (paid, when negative), Algorithm cards drawn, spaces on the Autonomy counter. */
interface Effect {
  who: Who;
  chips: number;
  cards: number;
  autonomy: number;
}

/** An outcome as the model reads it: its effects, and whether they depend on who won the bid. */
interface Model {
  effects: readonly Effect[];
  readsOwner: boolean;
}

type Args = Record<string, unknown>;

const NONE: Effect = { who: 'all', chips: 0, cards: 0, autonomy: 0 };

/** The words whoOf reads that name the same players whoever won the bid. */
const ANY_WINNER = (who: Who): boolean => who !== undefined && who !== 'owner' && who !== 'others';

/** A loop over the players: its variable, and whom its turns reach (every player, or those of a leaning its `if` asks for). */
interface Loop {
  as: string;
  who: Who;
}

/**
 * The `players:` word as the model keeps it, when it is one the model follows (not a player named
 * by a variable, nor a seat counted from the owner). In a loop only its variable is followed: a
 * step naming anyone else runs once a turn.
 */
function whoOf(word: unknown, loop: Loop | undefined): Who | null {
  if (loop) return word === `$${loop.as}` ? loop.who : null;
  if (word === 'all' || word === 'others' || word === 'owner') return word;
  if (word !== null && typeof word === 'object') {
    const { leaning, identity } = word as Args;
    if (typeof leaning === 'string') return { leaning };
    if (typeof identity === 'string') return { identity };
  }
  return null;
}

/** A loop's `if` that asks whether the loop's player leans one way: the leaning, or undefined. */
function leaningAsked(args: Args, as: string): string | undefined {
  const asked = (args.condition as Args | undefined)?.identity as Args | undefined;
  return asked && asked.player === `$${as}` && typeof asked.leaning === 'string' && args.else === undefined ? asked.leaning : undefined;
}

/** The first-order effects of `steps`; what is not one (a choice, a card moved, an effect added, any other condition) adds none. */
function effectsOf(steps: readonly Step[], loop?: Loop): Effect[] {
  const out: Effect[] = [];
  for (const step of steps) {
    const { name, rawArgs } = stepParts(step);
    const args = (rawArgs ?? {}) as Args;
    if (name === 'gain-chips' || name === 'lose-chips') {
      const who = whoOf(args.players, loop);
      if (who !== null && typeof args.amount === 'number') out.push({ ...NONE, who, chips: name === 'gain-chips' ? args.amount : -args.amount });
    } else if (name === 'draw') {
      const who = loop === undefined && (args.player === undefined || args.player === 'owner') ? undefined : whoOf(args.player, loop);
      const count = args.count ?? 1;
      if (who !== null && typeof count === 'number' && (args.from === undefined || args.from === 'algorithm-deck')) out.push({ ...NONE, who, cards: count });
    } else if (name === 'move-autonomy' && loop === undefined && typeof args.by === 'number') {
      out.push({ ...NONE, autonomy: args.by });
    } else if (name === 'for-each-player' && loop === undefined && (args.among ?? 'any') === 'any' && typeof args.as === 'string' && Array.isArray(args.steps)) {
      for (const inner of args.steps as Step[]) {
        const parts = stepParts(inner);
        const leaning = parts.name === 'if' ? leaningAsked((parts.rawArgs ?? {}) as Args, args.as) : undefined;
        if (leaning !== undefined) out.push(...effectsOf(((parts.rawArgs as Args).then as Step[] | undefined) ?? [], { as: args.as, who: { leaning } }));
        else out.push(...effectsOf([inner], { as: args.as, who: 'all' }));
      }
    }
  }
  return out;
}

const models = new WeakMap<Script, Model>();

function modelOf(script: Script): Model {
  let model = models.get(script);
  if (!model) {
    const effects = effectsOf(script);
    const readsOwner = effects.some((e) => (e.chips !== 0 || e.cards !== 0) && !ANY_WINNER(e.who));
    models.set(script, (model = { effects, readsOwner }));
  }
  return model;
}

/** What one decision's weighings share: each outcome's worth read for any winner, and an ending of the picture of the table, changed in place for each outcome. */
export interface ModelMemo {
  known: Map<Script, number>;
  ending: Sim;
}

/** A decision's memo on `picture`, the start both of a modelling seat's tables share (control-worth.ts lifeTable). */
export const modelMemo = (picture: Sim): ModelMemo => ({ known: new Map(), ending: { ...picture, chips: { ...picture.chips }, hands: { ...picture.hands } } });

/**
 * What a Life outcome is worth to the bot on `table` with `winner` as the bid winner, by its
 * first-order effects alone (the `modelled` Life card, BotSeat.lifeCard): each player's chips
 * (a payment no more than they hold), cards drawn and the counter, the players named as the walks
 * name them (reader.ts whoOf), the ending weighed as the walks weigh one that keeps the mind
 * (worth.ts worthKeepingMind), with no walk. Choices, cards moved into or out of the mind,
 * effects on the next bids and conditions other than a player's leaning are left out; the bank is
 * taken to pay in full. Answers whether the worth is the same for any bid winner. `memo.known`
 * keeps, per decision, the worth of each outcome that reads no bid winner: a bid's two tables
 * differ only in the mind, which no first-order effect reads, so it is worth the same on both.
 */
export function modelledOutcomeWorth(seat: BotSeat, table: OnTable, script: Script, winner: PlayerID | null, memo: ModelMemo): { value: number; anyOwner: boolean } {
  const model = modelOf(script);
  const anyOwner = !model.readsOwner;
  if (anyOwner) {
    const value = memo.known.get(script);
    if (value !== undefined) return { value, anyOwner };
  }
  const { start } = table;
  const { ending } = memo;
  // Indexed loops: for-of over these frozen lists made an iterator result a step, a third of this function's garbage.
  const players = seat.view.players;
  for (let i = 0; i < players.length; i++) {
    const p = players[i];
    ending.chips[p] = start.chips[p];
    ending.hands[p] = start.hands[p];
  }
  ending.autonomy = start.autonomy;
  const spaces = seat.content.rules.autonomy.spaces;
  const reading: Reading = { seat, owner: winner ?? seat.view.firstPlayer, winner, env: {} };
  const effects = model.effects;
  for (let i = 0; i < effects.length; i++) {
    const e = effects[i];
    if (e.autonomy !== 0) ending.autonomy = Math.max(1, Math.min(spaces, ending.autonomy + e.autonomy));
    if (e.chips === 0 && e.cards === 0) continue;
    const reached = whoReads(reading, e.who);
    for (let j = 0; j < reached.length; j++) {
      const p = reached[j];
      ending.chips[p] += e.chips >= 0 ? e.chips : -Math.min(-e.chips, ending.chips[p]);
      ending.hands[p] += e.cards;
    }
  }
  const value = worthKeepingMind(table.base, start, ending);
  if (anyOwner) memo.known.set(script, value);
  return { value, anyOwner };
}
