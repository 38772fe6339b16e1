import { writeFileSync } from 'node:fs';
import { CONTENT_TYPES_TARGETS, generateContentTypes, outputPath } from './generate-content-types.ts';

// `npm run gen:content-types`: rewrite every game's content-types.ts from its schemas.
for (const target of CONTENT_TYPES_TARGETS) {
  writeFileSync(outputPath(target), await generateContentTypes(target));
  process.stdout.write(`wrote ${target.output}\n`);
}
