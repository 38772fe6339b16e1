import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import { appendRefErrorsInPlace } from './ajv-linear-errors.ts';
import { IDS_KEYWORD } from './id-schema-targets.ts';

/** A schema and the address its relative `$ref`s resolve from (its file URL). */
export interface SchemaDocument {
  url: string;
  schema: object;
}

/** Every content schema compiled once; validates a value against the schema at a URL. */
export class SchemaSet {
  private readonly ajv: Ajv;
  private readonly compiled = new Map<string, ValidateFunction>();
  private readonly documents = new Map<string, object>();

  constructor(documents: readonly SchemaDocument[]) {
    // verbose: the messages quote the found value and the schema's allowed fields.
    this.ajv = new Ajv({ allErrors: true, verbose: true, strict: true, allowUnionTypes: true, code: { process: appendRefErrorsInPlace } });
    // Editor-only annotations that yaml-language-server reads; ajv must accept them in strict mode.
    this.ajv.addKeyword({ keyword: 'patternErrorMessage', schemaType: 'string' });
    this.ajv.addKeyword({ keyword: 'markdownDescription', schemaType: 'string' });
    this.ajv.addKeyword({ keyword: 'errorMessage', schemaType: 'string' });
    this.ajv.addKeyword({ keyword: 'doNotSuggest', schemaType: 'boolean' });
    // A type override for gen:content-types, where a recursive schema (a card script) would not compile.
    this.ajv.addKeyword({ keyword: 'tsType', schemaType: 'string' });
    // A generated id list (id-schemas.ts) is for the editor: here the game's own check reports an
    // unknown id, naming the closest one, so the enum would only repeat it in worse words.
    this.ajv.addKeyword({ keyword: IDS_KEYWORD, schemaType: 'string' });
    for (const { url, schema } of documents) {
      this.ajv.addSchema(IDS_KEYWORD in schema ? withoutEnum(schema) : schema, url);
      this.documents.set(url, schema);
    }
  }

  /** The schema file at a URL as written, for walks over it (finding where scripts are). */
  document(url: string): object | undefined {
    return this.documents.get(url);
  }

  has(url: string): boolean {
    return this.ajv.getSchema(url) !== undefined;
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
