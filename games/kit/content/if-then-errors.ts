import type { ErrorObject } from 'ajv';

/**
 * Ajv reports a value that fails an `if`/`then` (a rule modifier's shape, chosen by its
 * `question`) twice: the error inside `then` that says what is wrong ("set: must be one of
 * share, good, evil, neutral"), and the `if` itself ("must match \"then\" schema"), which says
 * nothing more. The `if` error goes whenever its `then` has an error of its own to report.
 */
export function withoutIfEchoes(errors: ErrorObject[]): ErrorObject[] {
  return errors.filter((error) => {
    if (error.keyword !== 'if') return true;
    const then = `${error.schemaPath.slice(0, -'/if'.length)}/then/`;
    return !errors.some((other) => other.schemaPath.startsWith(then));
  });
}
