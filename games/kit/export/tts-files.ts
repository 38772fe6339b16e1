import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The names of the images a TTS export writes: a file-safe stem, then 12 hex digits of a hash
 * of the picture (`identity-1-3f2a9c0b1d4e.png`, `identity-back-...png`). The server serves
 * only names of this shape, and the exporter removes only files of this shape.
 */
export const TTS_IMAGE_FILE = /^[a-z0-9]+(?:-[a-z0-9]+)*-[0-9a-f]{12}\.png$/;

/** Where `tablewright serve` serves a game's exported TTS files: /tts/<game>/<file>. */
export const TTS_ROUTE = /^\/tts\/([^/]+)\/([^/]+)$/;

/**
 * An image's URL in the saved object: under the running server's public address when there is
 * one (`https://play.example.org/tts/<game>/<file>`), else the file on this machine.
 */
export function ttsImageUrl(file: string, game: string, dir: string, publicUrl: string | undefined): string {
  return publicUrl ? `${publicUrl}/tts/${encodeURIComponent(game)}/${file}` : pathToFileURL(join(dir, file)).href;
}

/** A --public-url value as the saved object uses it (no trailing slash), or why it cannot be one. */
export function publicUrlOf(value: string): { url: string } | { problem: string } {
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    return { problem: `--public-url must be the address players reach the server at, e.g. https://play.example.org, not "${value}"` };
  }
  if (!['http:', 'https:'].includes(parsed.protocol) || parsed.search || parsed.hash || parsed.username || parsed.password) {
    return { problem: `--public-url must be a plain http(s) address without a query, fragment or password, e.g. https://play.example.org, not "${value}"` };
  }
  return { url: parsed.href.replace(/\/+$/, '') };
}
