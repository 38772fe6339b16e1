import type { BotPacing } from './bots/bot-pacing.ts';
import type { ContentFileSpec, ContentIssue } from './game-module.ts';

/**
 * Content files every game has, whatever the game: defineGameModule adds them to each
 * module's own contentFiles, so a new game cannot ship without them. Schema paths are
 * relative to schemas/<game>/ like a game's own, hence the `../kit/`.
 */
export const KIT_CONTENT_FILES = {
  howToPlay: { file: 'how-to-play.yaml', schema: '../kit/how-to-play.schema.json' },
  bots: { file: 'bots.yaml', schema: '../kit/bots.schema.json' },
} as const satisfies Record<string, ContentFileSpec>;

/** The content every game receives besides its own (the keys of KIT_CONTENT_FILES). */
export interface KitContent {
  howToPlay: HowToPlay;
  bots: BotPacing;
}

// Written by hand: gen:content-types generates one game's schemas/<game>/ only. Keep in step
// with schemas/kit/how-to-play.schema.json (test/kit/content/how-to-play.test.ts compares the keys).

/** The player-facing rules summary (content/<game>/how-to-play.yaml). Text may hold **bold**. */
export interface HowToPlay {
  title: string;
  /** One line for the lobby. */
  tagline: string;
  /** e.g. "2–10 players". */
  players?: string;
  /** A number of minutes, or a range such as "10–20". */
  minutes?: number | string;
  goal: string;
  sections: HowToPlaySection[];
  glossary?: GlossaryTerm[];
}

/** A heading and at least one of paragraphs, steps (numbered) or points (bullets). */
export interface HowToPlaySection {
  heading: string;
  paragraphs?: string[];
  steps?: string[];
  points?: string[];
}

export interface GlossaryTerm {
  term: string;
  meaning: string;
}

/**
 * Checks of kit content beyond its schema. "At least one of paragraphs, steps or points" is
 * checked here rather than in the schema: ajv would word it as "must NOT have fewer than 2
 * properties", where this names the section and what to add. Content without a howToPlay
 * (a game module's own tests hand it only their own content) is left alone.
 */
export function checkKitContent(content: unknown): ContentIssue[] {
  const howToPlay = (content as Partial<KitContent> | null)?.howToPlay;
  if (!howToPlay || !Array.isArray(howToPlay.sections)) return [];
  return howToPlay.sections.flatMap((section, i) =>
    section.paragraphs || section.steps || section.points
      ? []
      : [{ file: 'howToPlay', path: ['sections', i], message: `section "${section.heading}" has nothing under its heading: add paragraphs, steps (numbered) or points (bullets).` }],
  );
}
