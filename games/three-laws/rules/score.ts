import type { ThreeLawsContent } from '../content-types.ts';
import type { Award, FactionCard, FactionResult, PlayerID } from '../state.ts';

export interface RoundTable {
  /** Seats in seat order. */
  players: PlayerID[];
  /** Every seat's revealed card. */
  cards: Record<PlayerID, FactionCard>;
  keys: Record<PlayerID, number>;
  tokens: Record<PlayerID, number>;
}

/**
 * How each faction at the table fared: it scores when its highest revealed rank holds one or
 * more keys and no other member holds any. Factions in order of first seat.
 */
export function factionResults(table: RoundTable): FactionResult[] {
  const factions = [...new Set(table.players.map((p) => table.cards[p].faction))];
  return factions.map((faction) => {
    const members = table.players.filter((p) => table.cards[p].faction === faction);
    const leader = members.reduce((best, p) => (table.cards[p].rank > table.cards[best].rank ? p : best));
    const keys = members.reduce((sum, p) => sum + table.keys[p], 0);
    const why = keys === 0 ? 'no-keys' : table.keys[leader] === keys ? 'leader-alone' : 'keys-off-leader';
    return { faction, members, leader, keys, scored: why === 'leader-alone', why };
  });
}

/**
 * The round's Victory Point cards, one line per card-earning reason, in seat order within each
 * reason: faction members, a lone member with 2+ keys, (5+ players) the scoring faction with
 * the most keys unless tied, any Enforcement Token, the most tokens.
 */
export function roundAwards(table: RoundTable, content: Pick<ThreeLawsContent, 'rules'>, results = factionResults(table)): Award[] {
  const awards: Award[] = [];
  const scored = results.filter((r) => r.scored);
  for (const r of scored) for (const p of r.members) awards.push({ player: p, cards: 1, reason: 'faction', faction: r.faction });
  for (const r of scored) if (r.members.length === 1 && r.keys >= 2) awards.push({ player: r.leader, cards: 1, reason: 'lone-member', faction: r.faction });
  if (table.players.length >= content.rules.mostKeysBonusFrom && scored.length > 0) {
    const most = Math.max(...scored.map((r) => r.keys));
    const top = scored.filter((r) => r.keys === most);
    if (top.length === 1) for (const p of top[0].members) awards.push({ player: p, cards: 1, reason: 'most-keys', faction: top[0].faction });
  }
  const maxTokens = Math.max(...table.players.map((p) => table.tokens[p]));
  for (const p of table.players) if (table.tokens[p] > 0) awards.push({ player: p, cards: 1, reason: 'enforcer' });
  if (maxTokens > 0) for (const p of table.players) if (table.tokens[p] === maxTokens) awards.push({ player: p, cards: 1, reason: 'most-tokens' });
  return awards;
}
