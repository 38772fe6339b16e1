import type { Context, Next } from 'koa';
import type { ErrorLog } from './socket-handler-guard.ts';

/** Largest request body accepted, in bytes; lobby requests are a few hundred. */
export const MAX_BODY_BYTES = 64 * 1024;

interface HttpError {
  status?: number;
  statusCode?: number;
  message?: string;
  type?: string;
  body?: unknown;
  /** Koa's convention: the message is meant for the client (a store that is locked says so). */
  expose?: boolean;
}

function describe(error: HttpError, status: number): string {
  if (status === 413) return `request body too large (at most ${MAX_BODY_BYTES} bytes)`;
  // co-body marks a body that did not parse with status 400 and the raw text in `body`.
  if (status === 400 && (error instanceof SyntaxError || typeof error.body === 'string')) {
    return 'malformed JSON in the request body';
  }
  return (status < 500 || error.expose) && error.message ? error.message : 'internal server error';
}

/**
 * Every HTTP error answers as JSON `{ error }` with its status, a body over the limit is
 * refused with 413 before it is read (koa-body's own 1 MB cap still stops chunked uploads),
 * and an unexpected failure is logged and answered 500: one bad request never stops the server.
 */
export function httpErrors(log: ErrorLog) {
  return async (ctx: Context, next: Next): Promise<void> => {
    try {
      const length = Number(ctx.get('content-length') || 0);
      if (length > MAX_BODY_BYTES) ctx.throw(413);
      await next();
    } catch (raw) {
      const error = (raw ?? {}) as HttpError;
      const status = error.status ?? error.statusCode ?? 500;
      const valid = Number.isInteger(status) && status >= 400 && status < 600 ? status : 500;
      if (valid >= 500) log(`${ctx.method} ${ctx.path.slice(0, 200)} failed`, error.expose ? error.message : raw);
      ctx.status = valid;
      ctx.body = { error: describe(error, valid) };
      if (valid === 413) ctx.set('Connection', 'close');
    }
  };
}
