import type { Script } from '../../kit/script/index.ts';
import type { BiasContent } from '../content-types.ts';
import { identityOf } from '../rules/catalog.ts';
import { clockwiseFrom } from '../rules/chips.ts';
import type { BiasState, PlayerID } from '../state.ts';

/** What Bias Effect's steps and conditions read beyond G: the content. */
export interface BiasHost {
  content: BiasContent;
}

export const hostOf = (host: unknown): BiasHost => host as BiasHost;

/** A card outcome's script as written in YAML; the content schema has checked every step. */
export const scriptOf = (written: unknown): Script => (written ?? []) as Script;

/** `<who>` in a step: a group word, one player, or every player whose identity leans a way (or is one identity). */
export type Who = 'all' | 'others' | string | { leaning: 'left' | 'right' | 'center' } | { identity: string };

export const WHO_SCHEMA = {
  description:
    "Who: `all`, `others` (everyone but the card's owner), one player (`owner`, `next`, `previous`, `$target`), `{ leaning: left }` (every player whose identity leans left: `left`, `right` or `center`) or `{ identity: far-right }`.",
  anyOf: [
    { enum: ['all', 'others'] },
    { $ref: '#/definitions/player' },
    { type: 'object', additionalProperties: false, required: ['leaning'], properties: { leaning: { enum: ['left', 'right', 'center'] } } },
    { type: 'object', additionalProperties: false, required: ['identity'], properties: { identity: { type: 'string' } } },
  ],
  examples: ['all', 'owner', { leaning: 'right' }],
};

/**
 * A Life card's `owner` is the bid winner. After a tie (or a round with no Belief to bid on)
 * there is none: the round's first player still runs the card (its order, its questions), but
 * what the card gives to or takes from "the bid winner" goes to nobody.
 */
export function bidWinnerOf(G: Pick<BiasState, 'step' | 'round'>, owner: PlayerID): PlayerID | null {
  return G.step.kind === 'life' && !G.round.bids?.winner ? null : owner;
}

/** The players `who` means, clockwise from the owner (the order a dry bank pays in). */
export function playersOf(G: BiasState, content: BiasContent, who: Who, owner: PlayerID, player: (value: unknown) => PlayerID): PlayerID[] {
  const order = clockwiseFrom(G.players, owner);
  if (who === 'all') return order;
  if (who === 'others') return order.filter((p) => p !== owner);
  if (typeof who === 'object' && who !== null) {
    if ('leaning' in who) return order.filter((p) => identityOf(content, G.identities[p]).leaning === who.leaning);
    return order.filter((p) => G.identities[p] === who.identity);
  }
  if (who === 'owner') return [bidWinnerOf(G, owner)].filter((p) => p !== null);
  return [player(who)];
}
