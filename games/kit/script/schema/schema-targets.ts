import { fileURLToPath, pathToFileURL } from 'node:url';
import { join } from 'node:path';
import type { RuleQuestions } from '../rule-questions.ts';
import type { Vocabulary } from '../vocabulary.ts';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/**
 * Games whose script schema is generated: the module exporting the vocabulary (a path, so
 * the kit never imports a game) and where the schema goes. A game adds its line here.
 */
export interface ScriptSchemaTarget {
  game: string;
  /** Relative to the repository root. */
  module: string;
  exportName: string;
  output: string;
}

export const SCRIPT_SCHEMA_TARGETS: ScriptSchemaTarget[] = [
  // The kit's own test game: it proves generation, the loader's errors and the docs' examples.
  {
    game: 'script-toy',
    module: 'test/fixtures/script/toy-vocabulary.ts',
    exportName: 'toyVocabulary',
    output: 'test/fixtures/script/schemas/script-toy/script.schema.json',
  },
  // A subfolder: every *.schema.json directly in schemas/robots/ is a content file of its own.
  { game: 'robots', module: 'games/robots/script/vocabulary.ts', exportName: 'robotsVocabulary', output: 'schemas/robots/script/script.schema.json' },
  { game: 'bias-effect', module: 'games/bias-effect/script/vocabulary.ts', exportName: 'biasVocabulary', output: 'schemas/bias-effect/script/script.schema.json' },
  { game: 'evil-robots', module: 'games/evil-robots/script/vocabulary.ts', exportName: 'evilVocabulary', output: 'schemas/evil-robots/script/script.schema.json' },
  { game: 'crazy-eights', module: 'games/crazy-eights/vocabulary.ts', exportName: 'eightsVocabulary', output: 'schemas/crazy-eights/script/script.schema.json' },
];

/** Games whose cards change the rules: the module exporting their rule questions, and where the modifiers schema goes. */
export const MODIFIER_SCHEMA_TARGETS: ScriptSchemaTarget[] = [
  { game: 'evil-robots', module: 'games/evil-robots/rules/questions.ts', exportName: 'evilQuestions', output: 'schemas/evil-robots/script/modifiers.schema.json' },
];

export function repoPath(relative: string): string {
  return join(ROOT, relative);
}

export async function loadVocabulary(target: ScriptSchemaTarget): Promise<Vocabulary> {
  const module = (await import(pathToFileURL(repoPath(target.module)).href)) as Record<string, Vocabulary>;
  const vocabulary = module[target.exportName];
  if (!vocabulary) throw new Error(`${target.module} does not export ${target.exportName}.`);
  return vocabulary;
}

export async function loadQuestions(target: ScriptSchemaTarget): Promise<RuleQuestions> {
  const module = (await import(pathToFileURL(repoPath(target.module)).href)) as Record<string, RuleQuestions>;
  const questions = module[target.exportName];
  if (!questions) throw new Error(`${target.module} does not export ${target.exportName}.`);
  return questions;
}
