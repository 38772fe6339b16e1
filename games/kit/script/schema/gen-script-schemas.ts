import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { modifiersSchemaText } from '../rule-questions.ts';
import { scriptSchemaText } from './build-script-schema.ts';
import { loadQuestions, loadVocabulary, MODIFIER_SCHEMA_TARGETS, repoPath, SCRIPT_SCHEMA_TARGETS, type ScriptSchemaTarget } from './schema-targets.ts';

function write(target: ScriptSchemaTarget, text: string): void {
  const output = repoPath(target.output);
  mkdirSync(dirname(output), { recursive: true });
  writeFileSync(output, text);
  process.stdout.write(`wrote ${target.output}\n`);
}

// `npm run gen:schemas`: rewrite every game's script schema from its vocabulary, and its modifiers schema from its rule questions.
for (const target of SCRIPT_SCHEMA_TARGETS) write(target, scriptSchemaText(await loadVocabulary(target)));
for (const target of MODIFIER_SCHEMA_TARGETS) write(target, modifiersSchemaText(await loadQuestions(target), target.game));
