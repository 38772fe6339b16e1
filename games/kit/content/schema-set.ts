import { createRequire } from 'node:module';
import type Ajv from 'ajv';
import type { ErrorObject, ValidateFunction } from 'ajv';
import { appendRefErrorsInPlace } from './ajv-linear-errors.ts';
import { IDS_KEYWORD } from './id-schema-targets.ts';
import { keepValidators, keptValidators, validatorsKey } from './kept-validators.ts';

/** A schema and the address its relative `$ref`s resolve from (its file URL). */
export interface SchemaDocument {
  url: string;
  schema: object;
}

// verbose: the messages quote the found value and the schema's allowed fields.
const OPTIONS = { allErrors: true, verbose: true, strict: true, allowUnionTypes: true } as const;

const KEYWORDS: readonly (readonly [string, 'string' | 'boolean' | 'array'])[] = [
  // Editor-only annotations that yaml-language-server reads; ajv must accept them in strict mode.
  ['patternErrorMessage', 'string'],
  ['markdownDescription', 'string'],
  ['errorMessage', 'string'],
  ['doNotSuggest', 'boolean'],
  // Whole entries the editor offers to insert (a new power, a section), with tab stops.
  ['defaultSnippets', 'array'],
  // A type override for gen:content-types, where a recursive schema (a card script) would not compile.
  ['tsType', 'string'],
  // A generated id list (id-schemas.ts) is for the editor: here the game's own check reports an
  // unknown id, naming the closest one, so the enum would only repeat it in worse words.
  [IDS_KEYWORD, 'string'],
];

const requireAjv = (): typeof Ajv => (createRequire(import.meta.url)('ajv') as { default: typeof Ajv }).default;

/** Every content schema compiled once; validates a value against the schema at a URL. */
export class SchemaSet {
  private made: Ajv | undefined;
  private readonly compiled: Map<string, ValidateFunction>;
  private readonly documents = new Map<string, object>();
  /** Whether the validators were read from disk, compiled by an earlier process on the same schemas. */
  readonly kept: boolean;
  /** What the set was compiled from (kept-validators.ts validatorsKey): two sets of one key judge alike. */
  readonly key: string;

  constructor(documents: readonly SchemaDocument[]) {
    const key = validatorsKey([OPTIONS, KEYWORDS, String(appendRefErrorsInPlace), String(withoutEnum)], documents);
    this.key = key;
    for (const { url, schema } of documents) this.documents.set(url, schema);
    const kept = keptValidators(key);
    this.kept = kept !== undefined;
    this.compiled = kept ?? this.compileAll(key);
  }

  /**
   * ajv with every schema added, made when a schema is first compiled here: a process that finds
   * every validator kept never loads ajv (27 ms of a start). Kept validators were compiled from
   * these very schemas, checked against ajv's meta-schema then.
   */
  private get ajv(): Ajv {
    if (!this.made) {
      const Ajv = requireAjv();
      const ajv = new Ajv({ ...OPTIONS, validateSchema: !this.kept, code: { process: appendRefErrorsInPlace, source: true } });
      for (const [keyword, schemaType] of KEYWORDS) ajv.addKeyword({ keyword, schemaType });
      for (const [url, schema] of this.documents) ajv.addSchema(IDS_KEYWORD in schema ? withoutEnum(schema) : schema, url);
      this.made = ajv;
    }
    return this.made;
  }

  /** Compiles every schema now, to keep them all for the next process; one that does not compile leaves the rest to compile as used. */
  private compileAll(key: string): Map<string, ValidateFunction> {
    // Every schema added and checked against ajv's meta-schema: a broken one throws here, from the constructor.
    const ajv = this.ajv;
    const urls = [...this.documents.keys()];
    try {
      for (const url of urls) ajv.getSchema(url);
    } catch {
      return new Map();
    }
    keepValidators(key, ajv, urls, appendRefErrorsInPlace);
    return new Map();
  }

  /** The schema file at a URL as written, for walks over it (finding where scripts are). */
  document(url: string): object | undefined {
    return this.documents.get(url);
  }

  has(url: string): boolean {
    return this.compiled.has(url) || this.ajv.getSchema(url) !== undefined;
  }

  validate(url: string, data: unknown): ErrorObject[] {
    let validate = this.compiled.get(url);
    if (!validate) {
      validate = this.ajv.getSchema(url);
      if (!validate) throw new Error(`No content schema at ${url}`);
      this.compiled.set(url, validate);
    }
    return validate(data) ? [] : [...(validate.errors ?? [])];
  }
}

function withoutEnum(schema: object): object {
  const { enum: _ids, ...rest } = schema as Record<string, unknown>;
  return rest;
}
