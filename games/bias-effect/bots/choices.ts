import { normalizeRequest } from '../../kit/script/decisions.ts';
import { bounds } from '../../kit/script/steps/choose.ts';
import type { DecisionRequest } from '../../kit/script/index.ts';
import { cardsOfValue, playerOf, zonesOf, type Reading } from './reader.ts';
import type { Sim } from './sim.ts';
import { cardsIn, passes } from './sim-zones.ts';

type Args = Record<string, unknown>;

/** The steps that ask a player to choose, as the kit names them. */
export const isChoice = (name: string): boolean => name.startsWith('choose-');

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
    const options = r.seat.view.players.filter((p) => !shielded(p) && (among === 'any' || (among === 'self' ? p === r.owner : among === 'opponent' ? p !== r.owner : p === playerOf(r, among))));
    return normalizeRequest({ player, prompt, kind: 'player', options, min: args.optional ? 0 : 1, max: 1 }).decision;
  }
  if (name === 'choose-option') {
    const options = Array.isArray(args.options) ? args.options.map((o) => String((o as Args).id)) : [];
    return normalizeRequest({ player, prompt, kind: 'option', options, min: 1, max: 1 }).decision;
  }
  if (name === 'choose-card') {
    const zones = zonesOf(r, args.from).filter((z) => z.of === undefined || !shielded(z.of));
    const seen = zones.map((z) => cardsIn(sim, z, r.seat.me));
    if (seen.some((cards) => cards === undefined)) return undefined;
    const except = cardsOfValue(r, args.except) ?? [];
    const options = seen.flat().filter((c) => c !== undefined && !except.includes(c) && passes(r.seat.content, c, args.where)) as string[];
    return normalizeRequest({ player, prompt, kind: 'card', options, ...bounds(args.count) }).decision;
  }
  return undefined;
}

/** The value a choose step keeps for an answer: one pick as itself (or null), several as a list. */
export const bindingOf = (request: DecisionRequest, answer: string[]): string | string[] | null => (request.max <= 1 && request.kind !== 'order' ? (answer[0] ?? null) : answer);
