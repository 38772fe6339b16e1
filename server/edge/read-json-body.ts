import type { Context } from 'koa';
import { MAX_BODY_BYTES } from '../harden/http-errors.ts';

/**
 * Reads a request body as JSON, counting bytes as they arrive: a chunked upload with no
 * Content-Length stops at the same cap as any other. Only `application/json` is read: a
 * form or a text/plain body is what a page on another site can send without asking first.
 */
export async function readJsonBody(ctx: Context): Promise<unknown> {
  const encoding = ctx.get('content-encoding');
  if (encoding && encoding !== 'identity') ctx.throw(415, 'send the body uncompressed');
  const length = Number(ctx.get('content-length') || 0);
  if (!ctx.is('application/json') && (length > 0 || ctx.get('transfer-encoding'))) {
    ctx.throw(415, 'send the body as JSON, with Content-Type: application/json');
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) {
      ctx.set('Connection', 'close');
      ctx.throw(413);
    }
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8').trim();
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    ctx.throw(400, 'malformed JSON in the request body');
  }
}
