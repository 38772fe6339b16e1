import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { scriptSchemaText } from './build-script-schema.ts';
import { loadVocabulary, repoPath, SCRIPT_SCHEMA_TARGETS } from './schema-targets.ts';

// `npm run gen:schemas`: rewrite every game's script schema from its vocabulary.
for (const target of SCRIPT_SCHEMA_TARGETS) {
  const output = repoPath(target.output);
  mkdirSync(dirname(output), { recursive: true });
  writeFileSync(output, scriptSchemaText(await loadVocabulary(target)));
  process.stdout.write(`wrote ${target.output}\n`);
}
