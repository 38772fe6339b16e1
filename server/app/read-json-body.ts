import type { Context } from 'koa';
import { MAX_BODY_BYTES } from '../harden/http-errors.ts';

/** Reads a small JSON body for Tablewright's own routes (the lobby routes use koa-body). */
export async function readJsonBody(ctx: Context): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) ctx.throw(413);
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
