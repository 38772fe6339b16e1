import type { ErrorObject } from 'ajv';
import { closestWord } from './closest-word.ts';
import { describeType, describeValue, listWords } from './describe-value.ts';
import type { ContentPath } from './yaml-source.ts';

/** A schema error in a designer's words, and the node it is about. */
export interface SchemaFinding {
  path: ContentPath;
  /** 'key' for an unknown field: the field name is what is wrong. */
  at: 'value' | 'key';
  message: string;
}

/** Ajv's instancePath (a JSON pointer) as path segments. */
export function pointerToPath(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** How a path reads in a message: `modes[2].players.max`, or "the top of the file". */
export function describePath(path: ContentPath): string {
  if (path.length === 0) return 'the top of the file';
  return path.map((s, i) => (/^\d+$/.test(String(s)) ? `[${s}]` : i === 0 ? String(s) : `.${s}`)).join('');
}

/** Needs Ajv's `verbose: true`: the messages quote the found value and the schema's own lists. */
export function describeSchemaError(error: ErrorObject): SchemaFinding {
  const path = pointerToPath(error.instancePath);
  const where = describePath(path);
  const inWhere = path.length === 0 ? 'at the top of the file' : `in ${where}`;
  const params = error.params as Record<string, any>;
  const parent = (error.parentSchema ?? {}) as Record<string, any>;
  const found = describeValue(error.data);
  // A choice between forms (a named size or a width and height) says all the forms at once.
  if ((error.keyword === 'anyOf' || error.keyword === 'enum') && typeof parent.errorMessage === 'string') return { path, at: 'value', message: `${where}: ${parent.errorMessage}; found ${found}.` };
  if (error.keyword === 'anyOf' && Array.isArray(params.alternatives)) {
    const forms = (params.alternatives as ErrorObject[]).map(describeForm);
    const allowed = (params.alternatives as ErrorObject[]).flatMap((e) => (e.keyword === 'enum' ? (e.params as { allowedValues: unknown[] }).allowedValues : e.keyword === 'const' ? [(e.params as { allowedValue: unknown }).allowedValue] : []));
    return { path, at: 'value', message: `${where}: ${found} is not allowed here: write ${forms.join('; or ')}.${didYouMean(error.data, allowed)}` };
  }
  switch (error.keyword) {
    case 'additionalProperties': {
      const field = String(params.additionalProperty);
      const allowed = Object.keys(parent.properties ?? {});
      const guess = closestWord(field, allowed);
      const suggestion = guess ? ` Did you mean "${guess}"?` : '';
      return {
        path: [...path, field],
        at: 'key',
        message: `unknown field "${field}" ${inWhere}.${suggestion} Allowed fields here: ${listWords(allowed)}.`,
      };
    }
    case 'required':
      return {
        path,
        at: 'value',
        message: `required field "${params.missingProperty}" is missing ${path.length === 0 ? inWhere : `from ${where}`}: add \`${params.missingProperty}: ...\` here.`,
      };
    case 'type':
      return { path, at: 'value', message: `${where}: expected ${describeType(params.type)}, found ${found}.` };
    case 'enum':
      return { path, at: 'value', message: `${where}: must be one of ${listWords(params.allowedValues)}; found ${found}.${didYouMean(error.data, params.allowedValues)}` };
    case 'const':
      return { path, at: 'value', message: `${where}: must be ${describeValue(params.allowedValue)}; found ${found}.` };
    case 'pattern': {
      const rule = parent.patternErrorMessage ?? `it must match the pattern ${params.pattern}`;
      return { path, at: 'value', message: `${where}: ${found} is not allowed here: ${rule}.` };
    }
    case 'minimum':
    case 'exclusiveMinimum':
    case 'maximum':
    case 'exclusiveMaximum': {
      const bound = { minimum: 'at least', exclusiveMinimum: 'more than', maximum: 'at most', exclusiveMaximum: 'less than' }[error.keyword];
      return { path, at: 'value', message: `${where}: must be ${bound} ${params.limit}; found ${found}.` };
    }
    case 'minItems':
      return { path, at: 'value', message: `${where}: needs at least ${params.limit} ${entries(params.limit)}; found ${found}.` };
    case 'maxItems':
      return { path, at: 'value', message: `${where}: allows at most ${params.limit} ${entries(params.limit)}; found ${found}.` };
    case 'minLength':
      return {
        path,
        at: 'value',
        message: params.limit === 1 ? `${where}: must not be empty.` : `${where}: needs at least ${params.limit} characters; found ${found}.`,
      };
    case 'maxLength':
      return { path, at: 'value', message: `${where}: allows at most ${params.limit} characters; found ${found}.` };
    case 'not':
      // A withheld step (build-script-schema.ts): the schema itself says what to write instead.
      if (typeof parent.errorMessage === 'string') return { path, at: 'key', message: `${where}: ${parent.errorMessage}` };
      return { path, at: 'value', message: `${where}: ${error.message ?? 'is not allowed here'}; found ${found}.` };
    default:
      return { path, at: 'value', message: `${where}: ${error.message ?? 'is not allowed here'}; found ${found}.` };
  }
}

/** One form a value may take, as the alternatives of a failed `anyOf` list it. */
function describeForm(error: ErrorObject): string {
  const params = error.params as Record<string, any>;
  if (error.keyword === 'enum') return `one of ${listWords(params.allowedValues)}`;
  if (error.keyword === 'const') return describeValue(params.allowedValue);
  return (error.parentSchema as { patternErrorMessage?: string } | undefined)?.patternErrorMessage ?? `a value matching ${params.pattern}`;
}

/** " Did you mean "human"?" for a word close to one allowed, or nothing. */
export function didYouMean(found: unknown, allowed: readonly unknown[]): string {
  const guess = typeof found === 'string' ? closestWord(found, allowed.filter((a): a is string => typeof a === 'string')) : undefined;
  return guess ? ` Did you mean "${guess}"?` : '';
}

function entries(n: number): string {
  return n === 1 ? 'entry' : 'entries';
}
