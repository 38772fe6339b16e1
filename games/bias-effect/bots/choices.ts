import { normalizeRequest } from '../../kit/script/decisions.ts';
import { bounds } from '../../kit/script/steps/choose.ts';
import type { DecisionRequest } from '../../kit/script/index.ts';
import { cardsOfValue, playerOf, zonesOf, type Reading } from './reader.ts';
import type { Sim } from './sim.ts';
import type { BiasContent } from '../content-types.ts';
import type { CardId } from '../state.ts';
import { cardsIn, passes } from './sim-zones.ts';

type Args = Record<string, unknown>;

/** The steps that ask a player to choose, as the kit names them. */
export const isChoice = (name: string): boolean => name.startsWith('choose-');

// A walk meets the same choice of a player or an option again and again (every bid weighs the
// Life cards that ask one, on each table, for each winner): its request, which the kit's
// normalizeRequest builds (about 1.5% of a run), is kept per step, match (its frozen list of
// players), chooser and players offered. Requests are read, never changed.
const requests = new WeakMap<Args, WeakMap<readonly string[], Map<number, DecisionRequest>>>();

function keptRequest(args: Args, players: readonly string[], player: string, offered: number, make: () => DecisionRequest): DecisionRequest {
  const seat = players.indexOf(player);
  // Only frozen steps and players are never changed in place (content's, a state's).
  if (seat < 0 || players.length > 24 || !Object.isFrozen(args) || !Object.isFrozen(players)) return make();
  let byMatch = requests.get(args);
  if (!byMatch) requests.set(args, (byMatch = new WeakMap()));
  let known = byMatch.get(players);
  if (!known) byMatch.set(players, (known = new Map()));
  // The chooser's seat and the players offered, as one small integer.
  const key = offered * 32 + seat;
  let request = known.get(key);
  if (!request) known.set(key, (request = make()));
  return request;
}

/** The last request a choice of a card from one zone, nothing excepted, made: the list it chose from, the content its filter read, the chooser. */
interface KeptCards {
  cards: readonly CardId[];
  content: BiasContent;
  player: string;
  request: DecisionRequest;
}

// The walks of a bid ask one choice of a card again and again of one list (Product Recall, of the
// mind each table holds, for every bid winner): its request, the list filtered and normalised
// (a third of such a walk), is kept per step for the last list, content and chooser asked. One
// slot per step, not a WeakMap keyed by the walks' short-lived lists (kit keptForLast says why);
// a walk's lists are replaced, never changed in place (sim.ts Sim).
const cardRequests = new WeakMap<Args, KeptCards>();

function keptCardRequest(args: Args, cards: readonly CardId[], content: BiasContent, player: string, make: () => DecisionRequest): DecisionRequest {
  if (!Object.isFrozen(args)) return make();
  const known = cardRequests.get(args);
  if (known !== undefined && known.cards === cards && known.content === content && known.player === player) return known.request;
  const request = make();
  cardRequests.set(args, { cards, content, player, request });
  return request;
}

/**
 * What a choose step would offer, as the kit's steps build it (kit/script/steps/choose-*.ts),
 * on the bot's picture of the table; undefined when the bot cannot see the options (a deck,
 * another's hand).
 */
export function requestOf(r: Reading, sim: Sim, name: string, args: Args): DecisionRequest | undefined {
  const player = playerOf(r, args.chooser) ?? r.owner;
  const shielded = (p: string) => typeof args['unless-protected-by'] === 'string' && sim.effects.some((e) => e.effect === args['unless-protected-by'] && e.owner === p);
  const prompt = String(args.prompt ?? '');
  if (name === 'choose-player') {
    const among = args.among ?? 'opponent';
    const players = r.seat.view.players;
    // The owner is read as the filter over the players read it: owner-chooses.ts counts the reads.
    let offered = 0;
    for (let i = 0; i < players.length; i++) {
      const p = players[i];
      if (!shielded(p) && (among === 'any' || (among === 'self' ? p === r.owner : among === 'opponent' ? p !== r.owner : p === playerOf(r, among)))) offered |= 1 << i;
    }
    return keptRequest(args, players, player, offered, () => {
      const options = players.filter((_, i) => (offered & (1 << i)) !== 0);
      return normalizeRequest({ player, prompt, kind: 'player', options, min: args.optional ? 0 : 1, max: 1 }).decision;
    });
  }
  if (name === 'choose-option') {
    return keptRequest(args, r.seat.view.players, player, 0, () => {
      const options = Array.isArray(args.options) ? args.options.map((o) => String((o as Args).id)) : [];
      return normalizeRequest({ player, prompt, kind: 'option', options, min: 1, max: 1 }).decision;
    });
  }
  if (name === 'choose-card') {
    const zones = zonesOf(r, args.from).filter((z) => z.of === undefined || !shielded(z.of));
    const seen = zones.map((z) => cardsIn(sim, z, r.seat.me));
    if (seen.some((cards) => cards === undefined)) return undefined;
    const except = cardsOfValue(r, args.except) ?? [];
    const make = () => {
      const options = seen.flat().filter((c) => c !== undefined && !except.includes(c) && passes(r.seat.content, c, args.where)) as string[];
      return normalizeRequest({ player, prompt, kind: 'card', options, ...bounds(args.count) }).decision;
    };
    return seen.length === 1 && except.length === 0 ? keptCardRequest(args, seen[0]!, r.seat.content, player, make) : make();
  }
  return undefined;
}

/** The value a choose step keeps for an answer: one pick as itself (or null), several as a list. */
export const bindingOf = (request: DecisionRequest, answer: string[]): string | string[] | null => (request.max <= 1 && request.kind !== 'order' ? (answer[0] ?? null) : answer);
