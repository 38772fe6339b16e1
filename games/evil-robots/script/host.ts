import type { EvilContent } from '../content-types.ts';
import { EXTRA, type EvilState, type PlayerID } from '../state.ts';

/** What Evil Robots' steps and conditions read beyond G: the content. */
export interface EvilHost {
  content: EvilContent;
}

export const hostOf = (host: unknown): EvilHost => host as EvilHost;

/** A player argument that may also be the extra player (`extra`, or a variable holding it). */
export const COIN_OWNER_SCHEMA = {
  description: "Whose coins: a player (`owner`, `next`, `previous`, `$target`) or `extra`, the extra player of 3 and 4 player games.",
  anyOf: [{ $ref: '#/definitions/player' }, { const: EXTRA }],
};

export function coinOwner(G: EvilState, value: unknown, player: (value: unknown) => PlayerID): string {
  if (value === EXTRA) {
    if (!G.coins[EXTRA]) throw new Error('The script names the extra player, who is not in this game.');
    return EXTRA;
  }
  return player(value);
}

/** `<who>` in an Influence step: everyone, everyone but the owner, or one player. */
export type Who = 'all' | 'others' | string;

export const WHO_SCHEMA = {
  description: "Who: `all`, `others` (everyone but the card's owner), or one player (`owner`, `next`, `previous`, `$target`).",
  anyOf: [{ enum: ['all', 'others'] }, { $ref: '#/definitions/player' }],
  examples: ['all', 'owner', 'others'],
};

/** The players `who` means, in seat order from the owner (the order a dry supply pays in). */
export function playersOf(G: EvilState, who: Who, owner: PlayerID, player: (value: unknown) => PlayerID): PlayerID[] {
  const start = G.players.indexOf(owner);
  const order = [...G.players.slice(start), ...G.players.slice(0, start)];
  if (who === 'all') return order;
  if (who === 'others') return order.filter((p) => p !== owner);
  return [player(who)];
}
