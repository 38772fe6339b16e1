import { argsObject, defineStep, refs } from '../../../kit/script/index.ts';
import { deckOf } from '../../cards.ts';
import { logEvent } from '../../rules/log.ts';
import { returnToContributors, takeFromSpread } from '../../rules/zones.ts';
import type { RobotsState } from '../../state.ts';
import { hostOf } from '../host.ts';
import { copyWith } from '../../../kit/with-fields.ts';

interface TakeArgs {
  card: string | null;
  to: unknown;
  at?: 'top' | 'bottom';
  'broken-to'?: unknown;
  'broken-at'?: 'top' | 'bottom';
  as?: string;
  'owner-as'?: string;
}

/**
 * A broken spread's cards back in the hands of those who played them. A Powered Down player
 * who gets cards back is no longer Powered Down, from that moment: a power can go on after the
 * attack (a laser discarded inside Extra Parts), and the table never shows a Powered Down
 * player holding cards.
 */
function backInHands(G: RobotsState, broken: Parameters<typeof returnToContributors>[1]): RobotsState {
  const back = returnToContributors(G, broken);
  return back.poweredDown.some((p) => back.hands[p].length > 0) ? copyWith(back, { poweredDown: back.poweredDown.filter((p) => back.hands[p].length === 0) }) : back;
}

/**
 * An attack on a spread: one card leaves it. If what is left is no longer a run or a set,
 * the spread is broken and every card goes back to whoever played it (an extended spread
 * hands cards to several players), or all to one zone (a Singularity's, under the heap).
 */
export const takeFromSpreadStep = defineStep<TakeArgs, RobotsState>({
  name: 'take-from-spread',
  description:
    "Takes a card out of the spread holding it and puts it in `to`. If the rest is no longer a valid run or set, the spread is broken: each of its other cards goes back to the hand of the player who played it, or, with `broken-to`, to that zone. `as` keeps those cards (empty when the spread held), `owner-as` the spread's owner.",
  args: argsObject(
    {
      card: { ...refs.value, description: 'The card to take, e.g. `$target` chosen from a spread.' },
      to: { ...refs.zone, description: 'Where the card goes, e.g. `scrap-heap`.' },
      at: { ...refs.position, description: 'Which end of `to`; `top` when left out.' },
      'broken-to': { ...refs.zone, description: "Where a broken spread's other cards go instead of their players' hands, e.g. `scrap-heap`." },
      'broken-at': { ...refs.position, description: 'Which end of `broken-to`; `top` when left out.' },
      as: { ...refs.variable, description: 'Keep the cards a broken spread gave back under this name.' },
      'owner-as': { ...refs.variable, description: "Keep the spread's owner (the player whose spread was hit) under this name." },
    },
    ['card', 'to'],
  ),
  example: { card: '$target', to: 'scrap-heap', at: 'bottom', as: 'returned', 'owner-as': 'victim' },
  run(context) {
    const { G, args, scope } = context;
    const card = args.card;
    const spread = card ? G.spreads.find((s) => s.cards.some((p) => p.card === card)) : undefined;
    if (!card || !spread) return;
    const { content } = hostOf(context.host);
    const taken = takeFromSpread(deckOf(content), G, spread.id, card, content.rules.minSpread);
    const broken = taken.broken ?? [];
    const toZone = args['broken-to'] === undefined ? undefined : context.zones.one(args['broken-to']);
    Object.assign(G, toZone === undefined ? backInHands(taken.G, broken) : taken.G);
    if (toZone !== undefined) context.zones.insert(toZone, broken.map((p) => p.card), args['broken-at'] ?? 'top');
    const brokenTo = broken.length === 0 ? null : (toZone?.zone ?? 'hands');
    Object.assign(G, logEvent(G, { kind: 'spread-hit', player: scope.owner, card, spread: spread.id, owner: spread.owner, broken: broken.map((p) => p.card), brokenTo }));
    context.zones.insert(context.zones.one(args.to), [card], args.at ?? 'top');
    if (args.as) context.set(args.as, broken.map((p) => p.card));
    if (args['owner-as']) context.set(args['owner-as'], spread.owner);
  },
});
