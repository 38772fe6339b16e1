import type { ErrorObject } from 'ajv';

/**
 * Ajv reports a value that matches no branch of an `anyOf` with every branch's errors plus the
 * `anyOf` itself: `size: huge` would read "expected a mapping", "must be one of poker, ...", and
 * "must match a schema in anyOf" at once. A branch of another type than the value is not what
 * the designer meant, so its errors go; the `anyOf` error stays only when every branch is of
 * another type (then it is all there is to say, in the schema's `errorMessage` when it has one).
 * A word that fits none of several forms of its type ("other" for `players`, which takes `all`,
 * `others` or a player) becomes one `anyOf` error whose `alternatives` are the forms it missed.
 */
export function withoutStrayBranches(errors: ErrorObject[]): ErrorObject[] {
  const dropped = new Set<ErrorObject>();
  const merged: ErrorObject[] = [];
  for (const anyOf of errors.filter((e) => e.keyword === 'anyOf')) {
    const branches = new Map<string, ErrorObject[]>();
    const end = errors.indexOf(anyOf);
    let begun = false;
    let lastBranch = '';
    for (const error of errors.slice(0, end)) {
      if (!error.instancePath.startsWith(anyOf.instancePath)) continue;
      const under = error.schemaPath.startsWith(`${anyOf.schemaPath}/`);
      // A branch that is a $ref reports its errors at the referenced schema's path; Ajv lists
      // them in the branch's turn, between its neighbours' errors.
      if (!under && !begun) continue;
      const branch = under ? error.schemaPath.slice(anyOf.schemaPath.length + 1).split('/')[0] : `${lastBranch}+ref`;
      begun = true;
      if (under) lastBranch = branch;
      branches.set(branch, [...(branches.get(branch) ?? []), error]);
    }
    const otherType = (found: ErrorObject[]) => found.some((e) => e.keyword === 'type' && e.instancePath === anyOf.instancePath);
    const stray = [...branches.values()].filter(otherType);
    for (const error of stray.flat()) dropped.add(error);
    if (stray.length < branches.size) dropped.add(anyOf);
    const words = [...branches.values()].filter((found) => !otherType(found));
    if (words.length > 1 && words.every((found) => found.length === 1 && found[0].instancePath === anyOf.instancePath && WORD_RULES.has(found[0].keyword))) {
      for (const [error] of words) dropped.add(error);
      merged.push({ ...anyOf, params: { alternatives: words.map(([error]) => error) } });
    }
  }
  return [...errors.filter((e) => !dropped.has(e)), ...merged];
}

// Rules a single word can break; a value that breaks one in each of several forms gets one
// message listing the forms, not one message per form that contradicts the others.
const WORD_RULES = new Set(['enum', 'pattern', 'const']);
