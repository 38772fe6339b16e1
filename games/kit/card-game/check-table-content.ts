import type { ContentIssue } from '../game-module.ts';
import { buildDeck } from './build-deck.ts';
import type { CardTableContent } from './table-content.ts';
import { isSuited } from './table-content.ts';

/**
 * Checks of a table.yaml beyond its schema (the loader already refuses a repeated id in a
 * list): card ids two entries both make, zones the refill or the deal name that are not
 * declared or not of the right kind, player counts the deal does not cover, and a deal that
 * needs more cards than the deck holds at the largest player count. `file` is the content key
 * the game reads its table.yaml under.
 */
export function checkTableContent(table: CardTableContent, file = 'table'): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const issue = (path: (string | number)[], message: string) => issues.push({ file, path, message });
  const zones = new Map(table.zones.map((zone) => [zone.id, zone]));
  const known = [...zones.keys()].join(', ');
  if (table.players.min > table.players.max) issue(['players', 'min'], `${table.players.min} players at least is more than the ${table.players.max} at most.`);
  const { deck } = table;
  if (isSuited(deck)) {
    const built = new Set(deck.suits.flatMap((suit) => deck.ranks.map((rank) => `${rank.id}-${suit.id}`)));
    deck.extra?.forEach((extra, i) => {
      if (built.has(extra.id)) issue(['deck', 'extra', i, 'id'], `the extra card "${extra.id}" has the id of a suited card: rename it.`);
    });
  }
  table.zones.forEach((zone, i) => {
    if (zone.refill && !zones.has(zone.refill.from)) issue(['zones', i, 'refill', 'from'], `refills from "${zone.refill.from}", which is not a zone; the zones are ${known}.`);
  });
  const shared = (zone: string, path: (string | number)[]) => {
    const found = zones.get(zone);
    if (!found) issue(path, `"${zone}" is not a zone; the zones are ${known}.`);
    else if (found.perSeat) issue(path, `"${zone}" is one zone per seat: name a zone on the table.`);
  };
  shared(table.deal.deck, ['deal', 'deck']);
  table.deal.hands.forEach((hand, i) => {
    if (zones.get(hand.zone)?.perSeat !== true) issue(['deal', 'hands', i, 'zone'], `"${hand.zone}" is not a per-seat zone; the zones are ${known}.`);
    for (let players = table.players.min; players <= table.players.max; players++) {
      if (hand.byPlayers.some((row) => row.min <= players && players <= row.max)) continue;
      issue(['deal', 'hands', i, 'byPlayers'], `says nothing for ${players} players: cover every count from ${table.players.min} to ${table.players.max}.`);
    }
  });
  table.deal.turn?.forEach((turn, i) => {
    shared(turn.from, ['deal', 'turn', i, 'from']);
    shared(turn.to, ['deal', 'turn', i, 'to']);
  });
  const deckSize = buildDeck(table.deck).ids.length;
  const needed = dealtCount(table, table.players.max);
  if (needed > deckSize) issue(['deal'], `needs ${needed} cards with ${table.players.max} players and the deck has ${deckSize}.`);
  return issues;
}

/** How many cards each seat gets into each hand zone with this many players (0 where no row says). */
export function handCounts(table: CardTableContent, players: number): { zone: string; count: number }[] {
  return table.deal.hands.map((hand) => ({ zone: hand.zone, count: hand.byPlayers.find((row) => row.min <= players && players <= row.max)?.count ?? 0 }));
}

/** Cards the deal takes out of the deck with this many players: every hand, and the cards turned. */
export function dealtCount(table: CardTableContent, players: number): number {
  const hands = handCounts(table, players).reduce((sum, hand) => sum + hand.count * players, 0);
  return hands + (table.deal.turn ?? []).reduce((sum, turn) => sum + turn.count, 0);
}
