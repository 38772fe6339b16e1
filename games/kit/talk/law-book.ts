import type { TextCondition, WordClasses } from './text-conditions.ts';

/** One law over table talk, as a game's content states it, for the sense checks and `tablewright laws try`. */
export interface TalkLaw {
  id: string;
  name: string;
  /** The law as players read it on its card. */
  text: string;
  /** Where the law is written: its content file's key and the path inside it. */
  path: (string | number)[];
  /** Every act it speaks of, messages or not (e.g. question, answer, give). */
  acts: readonly string[];
  /** The engine judges it (true) or the players vote on it (false). */
  engine: boolean;
  /** Conditions on the words of its message acts. */
  conditions?: readonly TextCondition[];
  /** Whom the act may not be aimed at: judged from the table, not from the words. */
  relations?: readonly string[];
  /** Doing one of its acts at all breaks it. */
  forbidden?: boolean;
}

/** What a game with laws over talk tells the kit (GameModule.talkLaws). */
export interface TalkLawBook {
  /** The content file's key the laws are written in (their `path` is inside it). */
  file: string;
  laws: readonly TalkLaw[];
  /** Every act a law may speak of, e.g. question, answer, give. */
  acts: readonly string[];
  /** Those of them that carry a message, e.g. question and answer. */
  messageActs: readonly string[];
  /** The longest message the table takes, in characters (UTF-16 units, as `String.length`). */
  maxMessageLength: number;
  /** The most laws the deal can put in force at once; sets of more are never checked together. */
  mostInForce: number;
  classes: WordClasses;
  /** The engine's own ruling: why `text`, said as `act`, breaks the law (the words players see); empty when it keeps it. */
  breaks(lawId: string, act: string, text: string, names: readonly string[]): string[];
}

