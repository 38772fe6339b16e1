import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';

/** A schema and the address its relative `$ref`s resolve from (its file URL). */
export interface SchemaDocument {
  url: string;
  schema: object;
}

/** Every content schema compiled once; validates a value against the schema at a URL. */
export class SchemaSet {
  private readonly ajv: Ajv;
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(documents: readonly SchemaDocument[]) {
    // verbose: the messages quote the found value and the schema's allowed fields.
    this.ajv = new Ajv({ allErrors: true, verbose: true, strict: true, allowUnionTypes: true });
    // Editor-only annotations that yaml-language-server reads; ajv must accept them in strict mode.
    this.ajv.addKeyword({ keyword: 'patternErrorMessage', schemaType: 'string' });
    this.ajv.addKeyword({ keyword: 'markdownDescription', schemaType: 'string' });
    // A type override for gen:content-types, where a recursive schema (a card script) would not compile.
    this.ajv.addKeyword({ keyword: 'tsType', schemaType: 'string' });
    for (const { url, schema } of documents) this.ajv.addSchema(schema, url);
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
