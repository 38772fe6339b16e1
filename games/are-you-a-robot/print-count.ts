import type { PlayerCount } from '../kit/export/print-set.ts';
import type { AyarContent, ModeDef } from './content-types.ts';

const seats = (mode: ModeDef, players: number) => players >= mode.players.min && players <= mode.players.max;

/** Copies of each card one pack holds, by card id. */
function perPack(content: AyarContent): Map<string, number> {
  const counts = new Map<string, number>();
  for (const entry of content.cards.pack.contains) counts.set(entry.card, (counts.get(entry.card) ?? 0) + entry.count);
  return counts;
}

/**
 * The packs a table of `players` needs: the fewest whose cards deal every mode that seats that
 * many, with a spare of the card a conversion adds (the same spare the content checks ask the
 * box for). The rulebook's own counts follow: one pack for 2, two for 3 or 4 (Schrödinger with
 * 3 or 4 needs a second set), three for 5 or 6 (Extended "requires 3 or more"), five for 10.
 */
export function packsFor(content: AyarContent, players: number): number {
  const needed = new Map<string, number>();
  for (const mode of content.modes.modes.filter((m) => seats(m, players))) {
    const deal = new Map<string, number>();
    for (const entry of mode.deck) deal.set(entry.card, (deal.get(entry.card) ?? 0) + Math.max(0, entry.perPlayer * players + entry.extra));
    if (mode.conversion) deal.set(mode.conversion.addCard, (deal.get(mode.conversion.addCard) ?? 0) + 1);
    for (const [card, copies] of deal) needed.set(card, Math.max(needed.get(card) ?? 0, copies));
  }
  const pack = perPack(content);
  return Math.max(1, ...[...needed].map(([card, copies]) => Math.ceil(copies / (pack.get(card) ?? copies))));
}

/** Are You A Robot? prints packs: as many as the table needs, each card as often as the packs hold it. */
export const ayarPlayerCount: PlayerCount<AyarContent> = {
  players: (content) => ({ min: Math.min(...content.modes.modes.map((m) => m.players.min)), max: Math.max(...content.modes.modes.map((m) => m.players.max)) }),
  copies: (content, players, card) => (perPack(content).get(card.id) ?? 0) * packsFor(content, players),
  describe: (content, players) => {
    const packs = packsFor(content, players);
    return `${packs} pack${packs === 1 ? '' : 's'}`;
  },
};
