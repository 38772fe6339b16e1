/** A mistake in the command line: reported in one line, without a stack trace. */
export class UsageError extends Error {}
