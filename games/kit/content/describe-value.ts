/** A found value as a designer would recognise it in their file. */
export function describeValue(value: unknown): string {
  if (value === null || value === undefined) return 'nothing (an empty value)';
  if (typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) return value.length === 0 ? 'an empty list' : `a list of ${value.length}`;
  if (typeof value === 'object') return 'a mapping of fields';
  return String(value);
}

const TYPE_WORDS: Record<string, string> = {
  integer: 'a whole number',
  number: 'a number',
  string: 'text',
  boolean: 'true or false',
  array: 'a list (lines starting with "- ")',
  object: 'a mapping of fields (name: value)',
  null: 'an empty value',
};

export function describeType(type: string | string[]): string {
  const types = Array.isArray(type) ? type : [type];
  return types.map((t) => TYPE_WORDS[t] ?? t).join(' or ');
}

export function listWords(words: readonly unknown[]): string {
  return words.map((w) => String(w)).join(', ');
}
