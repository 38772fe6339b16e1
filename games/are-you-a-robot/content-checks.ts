import type { ContentIssue } from '../kit/game-module.ts';
import type { AyarContent, CardsFile, ModeDef, Team } from './content-types.ts';

const TEAMS: Team[] = ['human', 'robot'];

/**
 * Checks beyond the schemas: each team has a card, every card is in the pack, references
 * to card ids, decks the box can deal. Any number of cards may share a team.
 */
export function checkAyarContent(content: AyarContent): ContentIssue[] {
  return [...checkCards(content.cards), ...content.modes.modes.flatMap((mode, index) => checkMode(content.cards, mode, index))];
}

function checkCards(cards: CardsFile): ContentIssue[] {
  const issues: ContentIssue[] = [];
  for (const team of TEAMS) {
    if (!cards.cards.some((card) => card.team === team)) {
      issues.push(cardsIssue(['cards'], `no card has team: ${team}. The game needs at least one ${team} card: add a card with \`team: ${team}\`.`));
    }
  }
  const ids = cardIds(cards);
  cards.pack.contains.forEach((entry, index) => {
    if (!ids.includes(entry.card)) {
      issues.push(cardsIssue(['pack', 'contains', index, 'card'], unknownCard(entry.card, ids)));
    }
  });
  cards.cards.forEach((card, index) => {
    if (!cards.pack.contains.some((entry) => entry.card === card.id)) {
      issues.push(cardsIssue(['cards', index, 'id'], `card ${card.id} is in no pack, so no deal can use it: add \`- card: ${card.id}\` with a count to pack.contains, or remove the card.`));
    }
  });
  return issues;
}

function checkMode(cards: CardsFile, mode: ModeDef, m: number): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const at = (...path: (string | number)[]) => ['modes', m, ...path];
  const ids = cardIds(cards);
  const { min, max } = mode.players;
  if (min > max) {
    issues.push(modesIssue(at('players', 'max'), `mode ${mode.id}: players.max is ${max}, less than players.min (${min}).`));
  }
  mode.deck.forEach((entry, d) => {
    if (!ids.includes(entry.card)) issues.push(modesIssue(at('deck', d, 'card'), unknownCard(entry.card, ids)));
  });
  if (mode.conversion && !ids.includes(mode.conversion.addCard)) {
    issues.push(modesIssue(at('conversion', 'addCard'), unknownCard(mode.conversion.addCard, ids)));
  } else if (mode.conversion && teamOf(cards, mode.conversion.addCard) !== 'robot') {
    issues.push(modesIssue(at('conversion', 'addCard'), `mode ${mode.id}: a conversion adds a Robot card, but ${mode.conversion.addCard} is a ${teamOf(cards, mode.conversion.addCard)} card; name a card of team robot (${idsOfTeam(cards, 'robot')}).`));
  }
  if (mode.afterHumanShot === 'convert' && !mode.conversion) {
    issues.push(modesIssue(at('afterHumanShot'), `mode ${mode.id}: afterHumanShot is convert, so the mode needs a conversion: add \`conversion: { addCard: <card id> }\`.`));
  }
  if (mode.afterHumanShot !== 'convert' && mode.conversion) {
    issues.push(modesIssue(at('conversion'), `mode ${mode.id}: conversion is only used with afterHumanShot: convert; remove it or change afterHumanShot.`));
  }
  if (issues.length > 0) return issues;

  // Each problem is reported once, naming every player count it affects and the figures of the largest.
  const failing = new Map<string, { path: (string | number)[]; counts: number[]; say: (counts: string) => string }>();
  const fail = (key: string, path: (string | number)[], players: number, say: (counts: string) => string) => {
    const found = failing.get(key) ?? { path, counts: [], say };
    found.counts.push(players);
    failing.set(key, { ...found, say });
  };
  for (let players = min; players <= max; players++) {
    const needed = new Map<string, number>();
    mode.deck.forEach((entry, d) => {
      const copies = entry.perPlayer * players + entry.extra;
      if (copies < 0) {
        fail(`negative-${d}`, at('deck', d, 'extra'), players, (counts) => `mode ${mode.id}: with ${counts} players this entry gives a negative number of ${entry.card} cards (perPlayer × players + extra = ${copies} with ${players} players); raise extra or perPlayer.`);
      }
      needed.set(entry.card, (needed.get(entry.card) ?? 0) + Math.max(0, copies));
    });
    const size = [...needed.values()].reduce((a, b) => a + b, 0);
    if (size < players) {
      fail('small', at('deck'), players, (counts) => `mode ${mode.id}: with ${counts} players the deck has fewer cards than players, so someone gets no card; add cards (perPlayer or extra) or change players.`);
    }
    for (const team of TEAMS) {
      if (![...needed].some(([card, copies]) => copies > 0 && teamOf(cards, card) === team)) {
        fail(`no-${team}`, at('deck'), players, (counts) => `mode ${mode.id}: with ${counts} players the deck holds no card of team ${team}, so the game is decided before anyone speaks; add an entry for a ${team} card (${idsOfTeam(cards, team)}).`);
      }
    }
    const robots = [...needed].filter(([card]) => teamOf(cards, card) === 'robot').reduce((sum, [, copies]) => sum + copies, 0);
    if (robots >= players && robots < size) {
      fail('all-robots', at('deck'), players, (counts) => `mode ${mode.id}: with ${counts} players the deck holds ${robots} Robot cards for ${players} players, so the deal can give every player a Robot, and a table with no Human is decided before anyone speaks; keep the Robot cards fewer than the players (at most ${players - 1}).`);
    }
    for (const [card, copies] of needed) {
      const inBox = boxCount(cards, card);
      if (copies > inBox) {
        const d = mode.deck.findIndex((entry) => entry.card === card);
        fail(`box-${card}`, at('deck', d, 'card'), players, (counts) => `mode ${mode.id}: with ${counts} players the deck needs ${copiesOf(copies, card)}, but the box holds ${inBox} (pack.contains × packsInBox); add packs or lower players.max.`);
      }
    }
  }
  if (mode.conversion) {
    const card = mode.conversion.addCard;
    const dealt = mode.deck.filter((entry) => entry.card === card).reduce((sum, entry) => sum + Math.max(0, entry.perPlayer * max + entry.extra), 0);
    if (boxCount(cards, card) <= dealt) {
      fail('conversion', at('conversion', 'addCard'), max, () => `mode ${mode.id}: with ${max} players every ${card} card in the box is already in the deal, so a conversion has none to add; add packs or lower players.max.`);
    }
  }
  for (const { path, counts, say } of failing.values()) issues.push(modesIssue(path, say(describeCounts(counts))));
  return issues;
}

function copiesOf(n: number, card: string): string {
  return `${n} ${n === 1 ? 'copy' : 'copies'} of ${card}`;
}

function cardIds(cards: CardsFile): string[] {
  return cards.cards.map((card) => card.id);
}

function teamOf(cards: CardsFile, id: string): Team | undefined {
  return cards.cards.find((card) => card.id === id)?.team;
}

function idsOfTeam(cards: CardsFile, team: Team): string {
  return cards.cards.filter((card) => card.team === team).map((card) => card.id).join(', ') || `no card of team ${team} yet`;
}

function boxCount(cards: CardsFile, card: string): number {
  const perPack = cards.pack.contains.filter((entry) => entry.card === card).reduce((sum, entry) => sum + entry.count, 0);
  return perPack * cards.pack.packsInBox;
}

function unknownCard(id: string, ids: string[]): string {
  return `no card has the id "${id}": the cards are ${ids.join(', ')} (see cards.yaml).`;
}

function describeCounts(counts: number[]): string {
  const [first, last] = [counts[0], counts[counts.length - 1]];
  if (counts.length === 1) return String(first);
  return last - first === counts.length - 1 ? `${first} to ${last}` : counts.join(', ');
}

const cardsIssue = (path: (string | number)[], message: string): ContentIssue => ({ file: 'cards', path, message });
const modesIssue = (path: (string | number)[], message: string): ContentIssue => ({ file: 'modes', path, message });
