/** One mistake in content, located for a designer: `file` is relative to the working directory. */
export interface ContentError {
  file: string;
  line: number;
  col: number;
  message: string;
  /** What sort of mistake, for the summary of a long list (e.g. "schema", "unset variable"). */
  kind?: string;
}

/** The compiler-style line editors and terminals turn into links: `path:line:col: error: message`. */
export function formatContentError(e: ContentError): string {
  return `${e.file}:${e.line}:${e.col}: error: ${e.message}`;
}

/** The same for something worth knowing that leaves the content usable. */
export function formatContentWarning(e: ContentError): string {
  return `${e.file}:${e.line}:${e.col}: warning: ${e.message}`;
}
