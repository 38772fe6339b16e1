import type { ErrorObject } from 'ajv';

/**
 * Ajv reports a value that matches no branch of an `anyOf` with every branch's errors plus the
 * `anyOf` itself: `size: huge` would read "expected a mapping", "must be one of poker, ...", and
 * "must match a schema in anyOf" at once. A branch of another type than the value is not what
 * the designer meant, so its errors go; the `anyOf` error stays only when every branch is of
 * another type (then it is all there is to say, in the schema's `errorMessage` when it has one).
 */
export function withoutStrayBranches(errors: ErrorObject[]): ErrorObject[] {
  const dropped = new Set<ErrorObject>();
  for (const anyOf of errors.filter((e) => e.keyword === 'anyOf')) {
    const branches = new Map<string, ErrorObject[]>();
    for (const error of errors) {
      const rest = error.schemaPath.startsWith(`${anyOf.schemaPath}/`) ? error.schemaPath.slice(anyOf.schemaPath.length + 1) : undefined;
      if (rest === undefined || !error.instancePath.startsWith(anyOf.instancePath)) continue;
      const branch = rest.split('/')[0];
      branches.set(branch, [...(branches.get(branch) ?? []), error]);
    }
    const otherType = (found: ErrorObject[]) => found.some((e) => e.keyword === 'type' && e.instancePath === anyOf.instancePath);
    const stray = [...branches.values()].filter(otherType);
    for (const error of stray.flat()) dropped.add(error);
    if (stray.length < branches.size) dropped.add(anyOf);
  }
  return errors.filter((e) => !dropped.has(e));
}
