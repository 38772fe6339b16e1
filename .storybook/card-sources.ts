import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { contentRoot } from '../ui/build/content-roots.ts';
import { deckOf } from '../games/robots/cards.ts';
import type { DeckFile } from '../games/robots/content-types.ts';
import { suitedDeckRecords } from '../games/kit/card-game/printed-deck.ts';
import { isSuited, type CardTableContent } from '../games/kit/card-game/table-content.ts';

/** One card story: the card's id in content and the name the sidebar shows. */
export interface CardEntry {
  id: string;
  name: string;
}

/**
 * A content file whose cards each get a story: where its cards are listed, the sidebar
 * title, and the component (with its export) that draws one card from its id.
 */
export interface CardSource {
  /** Matches the file's path inside the content folder, e.g. `robots/deck.yaml`. */
  test: RegExp;
  /** The files Storybook globs, inside the content folder (content-roots.ts: content/, or TABLEWRIGHT_CONTENT). */
  files: string;
  title(game: string): string;
  cards(data: unknown): CardEntry[];
  component: { file: string; name: string };
  /** The component's prop that takes a card's id: `cardId` unless given. */
  idArg?: string;
}

const story = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** A cards.yaml: a `cards` list whose entries carry their own id and name. */
const cardsFile: CardSource = {
  test: /^[^/]+\/cards\.yaml$/,
  files: '*/cards.yaml',
  title: (game) => `Cards/${game}`,
  cards: (data) =>
    ((data as { cards?: { id?: unknown; name?: unknown }[] } | null)?.cards ?? [])
      .filter((card): card is { id: string; name?: unknown } => typeof card?.id === 'string')
      .map((card) => ({ id: card.id, name: typeof card.name === 'string' ? card.name : card.id })),
  component: { file: story('../stories/cards/content-card.tsx'), name: 'ContentCard' },
};

const ROBOTS_CARD = { file: story('../stories/robots/robots-card-story.tsx'), name: 'RobotsCardStory' };

/** ROBOTS!' deck.yaml describes colours and numbers: every card it implies, by the game's own card ids. */
const robotsDeck: CardSource = {
  test: /^robots\/deck\.yaml$/,
  files: 'robots/deck.yaml',
  title: (game) => `Cards/${game}/Deck`,
  cards: (data) => {
    const deck = data as DeckFile;
    const colour = (id: string) => deck.colours.find((c) => c.id === id)?.name ?? id;
    return deckOf({ deck }).cards.map((card) => ({
      id: card.id,
      name: card.kind === 'wild' ? `${deck.wilds.name} ${card.id.split('-')[1]}` : card.kind === 'star' ? `${colour(card.colour)} ${deck.star.name}` : `${colour(card.colour)} ${card.number}`,
    }));
  },
  component: ROBOTS_CARD,
};

const robotsConstructs: CardSource = {
  test: /^robots\/constructs\.yaml$/,
  files: 'robots/constructs.yaml',
  title: (game) => `Cards/${game}/Constructed Robots`,
  cards: (data) =>
    ((data as { robots?: { id?: unknown; name?: unknown; number?: unknown }[] } | null)?.robots ?? [])
      .filter((robot): robot is { id: string; name: string; number: number } => typeof robot?.id === 'string')
      .map((robot) => ({ id: robot.id, name: `${robot.number}: ${robot.name}` })),
  component: ROBOTS_CARD,
};

const THREE_LAWS_CARD = { file: story('../stories/three-laws/three-laws-card-story.tsx'), name: 'ThreeLawsCardStory' };

/** 3 Laws' laws.yaml: one story per Law Card. */
const threeLawsLaws: CardSource = {
  test: /^three-laws\/laws\.yaml$/,
  files: 'three-laws/laws.yaml',
  title: (game) => `Cards/${game}/Law Cards`,
  cards: (data) =>
    ((data as { laws?: { id?: unknown; name?: unknown }[] } | null)?.laws ?? [])
      .filter((law): law is { id: string; name: string } => typeof law?.id === 'string')
      .map((law) => ({ id: law.id, name: typeof law.name === 'string' ? law.name : law.id })),
  component: THREE_LAWS_CARD,
};

/** 3 Laws' factions.yaml: every Faction card its decks imply, each faction in every rank a deck uses. */
const threeLawsFactions: CardSource = {
  test: /^three-laws\/factions\.yaml$/,
  files: 'three-laws/factions.yaml',
  title: (game) => `Cards/${game}/Faction cards`,
  cards: (data) => {
    const file = data as { factions?: { id: string; name: string }[]; decks?: { ranks: { low: number; high: number } }[] } | null;
    const decks = file?.decks ?? [];
    if (decks.length === 0) return [];
    const low = Math.min(...decks.map((d) => d.ranks.low));
    const high = Math.max(...decks.map((d) => d.ranks.high));
    return (file?.factions ?? []).flatMap((f) => Array.from({ length: high - low + 1 }, (_, i) => ({ id: `${f.id}-${low + i}`, name: `${f.name} ${low + i}` })));
  },
  component: THREE_LAWS_CARD,
};

/** 3 Laws' Victory Point cards, one design per value rules.yaml lists. */
const threeLawsVictoryPoints: CardSource = {
  test: /^three-laws\/rules\.yaml$/,
  files: 'three-laws/rules.yaml',
  title: (game) => `Cards/${game}/Victory Point cards`,
  cards: (data) =>
    (((data as { victoryPoints?: { value?: unknown }[] } | null)?.victoryPoints ?? []) as { value?: unknown }[])
      .filter((vp) => typeof vp?.value === 'number')
      .map((vp) => ({ id: `vp-${vp.value}`, name: `Worth ${vp.value}` })),
  component: THREE_LAWS_CARD,
};

const BIAS_CARD = { file: story('../stories/bias-effect/bias-card-story.tsx'), name: 'BiasCardStory' };

type Entry = { id: string } & Record<string, unknown>;
const named = (card: Entry) => (typeof card.name === 'string' ? card.name : card.id);

/** One of Bias Effect's card files: a list under `key` whose entries carry an id, each named by `nameOf`. */
function biasList(file: string, key: string, title: string, nameOf: (card: Entry) => string = named): CardSource {
  return {
    test: new RegExp(`^bias-effect/${file}\\.yaml$`),
    files: `bias-effect/${file}.yaml`,
    title: (game) => `Cards/${game}/${title}`,
    cards: (data) =>
      (((data as Record<string, unknown> | null)?.[key] ?? []) as Record<string, unknown>[])
        .filter((card): card is Entry => typeof card?.id === 'string')
        .map((card) => ({ id: card.id, name: nameOf(card) })),
    component: BIAS_CARD,
  };
}

const biasSources = [
  biasList('identities', 'identities', 'Identities'),
  // The side first: the sidebar lists Left and Right beliefs apart at a glance.
  biasList('beliefs', 'beliefs', 'Beliefs', (card) => `${card.side === 'right' ? 'Right' : 'Left'}: ${typeof card.title === 'string' ? card.title : card.id}`),
  biasList('algorithms', 'algorithms', 'Algorithms'),
  biasList('life', 'life', 'Life cards'),
];

const EVIL_CARD = { file: story('../stories/evil-robots/evil-card-story.tsx'), name: 'EvilCardStory' };

/** Evil Robots' robots.yaml: one story per Robot Card, the deck first so Left and Right sort apart. */
const evilRobots: CardSource = {
  test: /^evil-robots\/robots\.yaml$/,
  files: 'evil-robots/robots.yaml',
  title: (game) => `Cards/${game}/Robot Cards`,
  cards: (data) =>
    (((data as { robots?: unknown } | null)?.robots ?? []) as Record<string, unknown>[])
      .filter((card): card is Entry => typeof card?.id === 'string')
      .map((card) => ({ id: card.id, name: `${card.deck === 'right' ? 'Right' : 'Left'}: ${named(card)}` })),
  component: EVIL_CARD,
};

/** Evil Robots' power-cards.yaml: one story per Power Card. */
const evilPowers: CardSource = {
  test: /^evil-robots\/power-cards\.yaml$/,
  files: 'evil-robots/power-cards.yaml',
  title: (game) => `Cards/${game}/Power Cards`,
  cards: (data) =>
    (((data as { powerCards?: unknown } | null)?.powerCards ?? []) as Record<string, unknown>[]).filter((card): card is Entry => typeof card?.id === 'string').map((card) => ({ id: card.id, name: named(card) })),
  component: EVIL_CARD,
};

/** Crazy Eights' table.yaml: every card its suited deck implies, by the game's own card ids (`8-hearts`). */
const eightsDeck: CardSource = {
  test: /^crazy-eights\/table\.yaml$/,
  files: 'crazy-eights/table.yaml',
  title: (game) => `Cards/${game}/Deck`,
  cards: (data) => {
    const deck = (data as { deck?: { suits?: { id: string; name: string }[]; ranks?: { id: string; name: string }[] } } | null)?.deck;
    return (deck?.suits ?? []).flatMap((suit) => (deck?.ranks ?? []).map((rank) => ({ id: `${rank.id}-${suit.id}`, name: `${rank.name} of ${suit.name}` })));
  },
  component: { file: story('../stories/crazy-eights/eights-card-story.tsx'), name: 'EightsCardStory' },
};

/**
 * Every card game's table.yaml (the kit's card-game blocks): one story per card design its deck
 * implies, by the ids the kit gives them (`8-hearts`), so a new card game needs no source here. A game's own source listed before it takes its
 * file instead (Crazy Eights' draws each card as its table does).
 */
const cardTable: CardSource = {
  test: /^[^/]+\/table\.yaml$/,
  files: '*/table.yaml',
  title: (game) => `Cards/${game}/Deck`,
  cards: (data) => {
    const deck = (data as Partial<CardTableContent> | null)?.deck;
    if (!deck || typeof deck !== 'object') return [];
    if (isSuited(deck)) return Array.isArray(deck.suits) && Array.isArray(deck.ranks) ? suitedDeckRecords(deck).map((card) => ({ id: card.id, name: card.name })) : [];
    return (Array.isArray(deck.cards) ? deck.cards : []).filter((card) => typeof card?.id === 'string').map((card) => ({ id: card.id, name: typeof card.name === 'string' ? card.name : card.id }));
  },
  component: { file: story('../stories/cards/content-card.tsx'), name: 'ContentCard' },
};

/** Every game's card-formats.yaml: one story per kind of card, its back. */
const backs: CardSource = {
  test: /^[^/]+\/card-formats\.yaml$/,
  files: '*/card-formats.yaml',
  title: (game) => `Cards/${game}/Backs`,
  cards: (data) =>
    (((data as { cards?: unknown } | null)?.cards ?? []) as { type?: unknown }[])
      .filter((format): format is { type: string } => typeof format?.type === 'string')
      .map((format) => ({ id: format.type, name: format.type })),
  component: { file: story('../stories/cards/printed-card-story.tsx'), name: 'PrintedBackStory' },
  idArg: 'type',
};

export const CARD_SOURCES: CardSource[] = [
  cardsFile,
  robotsDeck,
  robotsConstructs,
  threeLawsLaws,
  threeLawsFactions,
  threeLawsVictoryPoints,
  ...biasSources,
  evilRobots,
  evilPowers,
  eightsDeck,
  cardTable,
  backs,
];

/** The source of a file inside the content folder; none for any other file. */
export function sourceFor(file: string): CardSource | undefined {
  const inside = relative(contentRoot(), resolve(file)).split(sep).join('/');
  return inside.startsWith('../') ? undefined : CARD_SOURCES.find((s) => s.test.test(inside));
}

/**
 * The stories entries of every source with files to show, as paths from .storybook/: a source
 * whose game the content folder lacks (an artist's restyle of one game) is left out, since
 * Storybook warns of every pattern that matches nothing. Given a game, that game's cards alone.
 */
export function cardStoryGlobs(game?: string): string[] {
  const root = contentRoot();
  const here = fileURLToPath(new URL('.', import.meta.url));
  // A file every game's pattern already finds is listed once: Storybook would index it twice.
  const everyGames = new Set(CARD_SOURCES.filter((s) => s.files.startsWith('*/')).map((s) => s.files.slice('*/'.length)));
  const ownFile = (s: CardSource) => !everyGames.has(s.files.split('/')[1]) && existsSync(join(root, s.files));
  const sources = CARD_SOURCES.filter((s) => s.files.startsWith('*/') || ownFile(s));
  const files = game === undefined ? sources.map((s) => s.files) : sources.map((s) => s.files.replace(/^\*\//, `${game}/`)).filter((file) => file.startsWith(`${game}/`) && existsSync(join(root, file)));
  return files.map((file) => relative(here, join(root, file)).split(sep).join('/'));
}

/** The game (its content folder) and the cards one content file holds. */
export function readCards(file: string, source: CardSource): { game: string; cards: CardEntry[] } {
  return { game: basename(dirname(file)), cards: source.cards(parse(readFileSync(file, 'utf8'))) };
}
