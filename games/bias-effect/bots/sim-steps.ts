import { countOf } from '../../kit/script/steps/move.ts';
import { cardsOfValue, inTurnFrom, playerOf, valueOf, whoOf, zonesOf, type Env, type Reading } from './reader.ts';
import { addEffect, gain, lose, take, type Sim } from './sim.ts';
import { cardsIn, putInto, removeCards, takeFrom, type SimZone } from './sim-zones.ts';

type Args = Record<string, unknown>;

const numberOf = (r: Reading, value: unknown, fallback: number): number => {
  const v = valueOf(r, value ?? fallback);
  return typeof v === 'number' ? v : fallback;
};

/** A move's count on a zone the bot sees; on a deck only a plain number means anything to it. */
function moveCount(r: Reading, sim: Sim, zone: SimZone, count: unknown): number {
  const n = valueOf(r, count ?? 1);
  const seen = cardsIn(sim, zone, r.seat.me);
  if (seen) return countOf(n as never, seen.length);
  return typeof n === 'number' ? n : 0;
}

function only(zones: SimZone[]): SimZone | undefined {
  return zones.length === 1 ? zones[0] : undefined;
}

/**
 * One step that decides nothing, played on the bot's picture of the table (the engine's
 * own steps in kit/script/steps and script/steps): chips, cards, the counter, effects. What the
 * bot cannot follow (an unseen player, an unknown zone) changes nothing. Returns the
 * variables as the step leaves them.
 */
export function applyStep(r: Reading, sim: Sim, name: string, args: Args): Env {
  const me = r.seat.me;
  switch (name) {
    case 'gain-chips': {
      const players = whoOf(r, args.players);
      const amount = numberOf(r, args.amount, 0);
      // A bank that pays everyone in full pays them in any order alike: the owner is read only when it runs short.
      gain(sim, sim.bank >= amount * players.length ? players : inTurnFrom(r, players), amount);
      break;
    }
    case 'lose-chips':
      // Each pays from their own pouch: the order they pay in changes nothing.
      lose(sim, whoOf(r, args.players), numberOf(r, args.amount, 0));
      break;
    case 'take-chips': {
      const from = playerOf(r, args.from);
      const to = args.to === undefined || args.to === 'owner' ? r.winner : playerOf(r, args.to);
      if (from !== undefined && to !== undefined && to !== null) take(sim, from, to, numberOf(r, args.amount, 0));
      break;
    }
    case 'move-autonomy':
      sim.autonomy = Math.max(1, Math.min(r.seat.content.rules.autonomy.spaces, sim.autonomy + numberOf(r, args.by, 0)));
      break;
    case 'draw': {
      const who = playerOf(r, args.player);
      const from = only(zonesOf(r, args.from ?? 'algorithm-deck'));
      if (who === undefined || !from) break;
      const drawn = takeFrom(sim, from, me, numberOf(r, args.count, 1), 'top');
      putInto(sim, { zone: 'hand', of: who }, me, drawn);
      return args.as ? { ...r.env, [String(args.as)]: drawn } : r.env;
    }
    case 'discard':
    case 'put': {
      const to = only(zonesOf(r, args.to ?? 'algorithm-discard'));
      const cards = cardsOfValue(r, args.cards) ?? [];
      const moved = removeCards(sim, cards, me);
      if (to) putInto(sim, to, me, moved);
      break;
    }
    case 'move': {
      const from = only(zonesOf(r, args.from));
      const to = only(zonesOf(r, args.to));
      if (!from || !to) break;
      const moved = takeFrom(sim, from, me, moveCount(r, sim, from, args.count), args.take === 'bottom' ? 'bottom' : 'top');
      putInto(sim, to, me, moved);
      return args.as ? { ...r.env, [String(args.as)]: moved } : r.env;
    }
    case 'add-effect': {
      const owner = playerOf(r, args.owner);
      const data = (args.data ?? {}) as Args;
      if (owner !== undefined) addEffect(sim, String(args.effect), owner, args.until, valueOf(r, data.amount));
      break;
    }
    case 'end-effect': {
      const owner = playerOf(r, args.owner);
      sim.effects = sim.effects.filter((e) => !(e.effect === args.effect && e.owner === owner));
      break;
    }
    default:
      break;
  }
  return r.env;
}
