import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile, type JSONSchema } from 'json-schema-to-typescript';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** A game whose content types are generated: one property of `rootName` per schema in schemas/<game>/. */
export interface ContentTypesTarget {
  game: string;
  rootName: string;
  /** Output file, relative to the repository root. */
  output: string;
}

export const CONTENT_TYPES_TARGETS: ContentTypesTarget[] = [
  { game: 'are-you-a-robot', rootName: 'AyarContent', output: 'games/are-you-a-robot/content-types.ts' },
  { game: 'robots', rootName: 'RobotsContent', output: 'games/robots/content-types.ts' },
  { game: 'three-laws', rootName: 'ThreeLawsContent', output: 'games/three-laws/content-types.ts' },
  { game: 'bias-effect', rootName: 'BiasContent', output: 'games/bias-effect/content-types.ts' },
  { game: 'evil-robots', rootName: 'EvilContent', output: 'games/evil-robots/content-types.ts' },
];

export function outputPath(target: ContentTypesTarget): string {
  return join(ROOT, target.output);
}

/** The TypeScript source for one game's content, from its schemas: the single source of truth. */
export async function generateContentTypes(target: ContentTypesTarget): Promise<string> {
  const schemaDir = join(ROOT, 'schemas', target.game);
  const files = readdirSync(schemaDir).filter((name) => name.endsWith('.schema.json')).sort();
  const keys = files.map((name) => name.replace(/\.schema\.json$/, ''));
  const root: JSONSchema = {
    title: target.rootName,
    description: `All content of ${target.game}, one property per file in content/${target.game}/.`,
    type: 'object',
    additionalProperties: false,
    required: keys,
    properties: Object.fromEntries(keys.map((key, i) => [key, { $ref: `./${files[i]}` }])),
  };
  const banner = [
    `// Generated from schemas/${target.game}/*.schema.json by \`npm run gen:content-types\`.`,
    '// Do not edit: change the schemas and run the script again (a test fails when this file is stale).',
  ].join('\n');
  return compile(root, target.rootName, {
    cwd: schemaDir,
    bannerComment: banner,
    additionalProperties: false,
    ignoreMinAndMaxItems: true,
    style: { singleQuote: true, printWidth: 120 },
  });
}
