import type { Condition, Value } from './face-template.ts';

/** A card's fields as its template sees them: its content entry and what the game derives from it. */
export type CardFields = Readonly<Record<string, unknown>>;

const WHOLE = /^\{([A-Za-z0-9_.-]+)\}$/;
const PART = /\{([A-Za-z0-9_.-]+)\}/g;

/** The value at a dotted path, through own keys only (a template is content, not code). */
export function fieldAt(fields: CardFields, path: string): unknown {
  let at: unknown = fields;
  for (const key of path.split('.')) {
    if (at === null || typeof at !== 'object' || !Object.hasOwn(at, key)) return undefined;
    at = (at as Record<string, unknown>)[key];
  }
  return at;
}

/** What a template's value comes to for one card; a lone `{path}` keeps the field's own type. */
export function resolveValue(value: Value | undefined, fields: CardFields): unknown {
  if (value === undefined) return undefined;
  if (typeof value === 'object') {
    const got = fieldAt(fields, value.field);
    const key = String(got);
    if (Object.hasOwn(value.map, key)) return value.map[key];
    return value.else ?? got;
  }
  if (typeof value !== 'string') return value;
  const whole = WHOLE.exec(value);
  if (whole) return fieldAt(fields, whole[1]);
  return value.replace(PART, (_, path: string) => shown(fieldAt(fields, path)));
}

/** The value as words: an absent field is empty, a list is joined with commas. */
export function resolveText(value: Value | undefined, fields: CardFields): string {
  return shown(resolveValue(value, fields));
}

function shown(value: unknown): string {
  if (value === undefined || value === null || value === false) return '';
  if (Array.isArray(value)) return value.map(shown).join(', ');
  return typeof value === 'object' ? '' : String(value);
}

/** Whether a layer's `when` holds: the field is set (not empty, zero or false), or is one of the values. */
export function holds(condition: Condition | undefined, fields: CardFields): boolean {
  if (condition === undefined) return true;
  if (typeof condition === 'string') return truthy(fieldAt(fields, condition));
  const got = fieldAt(fields, condition.field);
  const wanted = Array.isArray(condition.is) ? condition.is : [condition.is];
  return wanted.some((w) => w === got || String(w) === String(got));
}

function truthy(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  return value !== undefined && value !== null && value !== false && value !== '' && value !== 0;
}

/** Every field path a value reads. */
export function valueFields(value: Value | undefined): string[] {
  if (value === undefined) return [];
  if (typeof value === 'object') return [value.field];
  if (typeof value !== 'string') return [];
  return [...value.matchAll(PART)].map((m) => m[1]);
}

/** The field a condition reads. */
export function conditionField(condition: Condition): string {
  return typeof condition === 'string' ? condition : condition.field;
}
