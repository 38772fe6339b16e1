import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestServer } from './helpers/test-server.ts';

// An export folder as `tablewright export <game> --format tts` leaves it, and a secret beside it.
const root = mkdtempSync(join(tmpdir(), 'tw-exports-'));
const tts = join(root, 'robots', 'tts');
mkdirSync(tts, { recursive: true });
const SHEET = 'deck-1-0123456789ab.png';
writeFileSync(join(tts, SHEET), 'png bytes of a sheet');
writeFileSync(join(tts, 'robots.json'), '{"ObjectStates":[]}');
writeFileSync(join(tts, 'notes.txt'), 'not exported');
writeFileSync(join(root, 'secret.png'), 'outside the tts folders');
// Folders named like no game, or like an inherited key of a plain object: never served.
for (const folder of ['nogame', 'constructor', '__proto__']) {
  mkdirSync(join(root, folder, 'tts'), { recursive: true });
  writeFileSync(join(root, folder, 'tts', SHEET), 'a folder of no registered game');
}

const t = useTestServer({ exportRoot: root });
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The raw path goes on the wire as written: fetch would tidy `..` away before the server saw it. */
function get(path: string, method = 'GET'): Promise<{ status: number; type: string; cache: string; body: string }> {
  return new Promise((done, fail) => {
    const { hostname, port } = new URL(t.url);
    const req = request({ hostname, port, path, method }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => done({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), cache: String(res.headers['cache-control']), body }));
    });
    req.on('error', fail);
    req.end();
  });
}

describe('GET /tts/<game>/<file>', () => {
  it("serves an exported sheet for good and the game's saved object afresh", async () => {
    const sheet = await get(`/tts/robots/${SHEET}`);
    expect(sheet).toMatchObject({ status: 200, type: 'image/png', cache: 'public, max-age=31536000, immutable', body: 'png bytes of a sheet' });
    const saved = await get('/tts/robots/robots.json');
    expect(saved).toMatchObject({ status: 200, cache: 'no-cache', body: '{"ObjectStates":[]}' });
    expect(saved.type).toMatch(/^application\/json/);
    expect((await get(`/tts/robots/${SHEET}`, 'HEAD')).status).toBe(200);
  });

  it.each([
    ['a sheet not exported', '/tts/robots/deck-2-0123456789ab.png'],
    ['a file the exporter does not write', '/tts/robots/notes.txt'],
    ["another game's saved object name", '/tts/robots/bias-effect.json'],
    ['a name without its hash', '/tts/robots/deck-1.png'],
    ['an upper-case name', '/tts/robots/DECK-1-0123456789ab.png'],
    ['a folder of no registered game', `/tts/nogame/${SHEET}`],
    ['a prototype key for the game', `/tts/constructor/${SHEET}`],
    ['__proto__ for the game', `/tts/__proto__/${SHEET}`],
    ['a climb out of the folder', '/tts/robots/..%2F..%2Fsecret.png'],
    ['a climb in the game', '/tts/..%2Fsecret.png/x'],
    ['an encoded slash in the game', `/tts/robots%2Ftts/${SHEET}`],
    ['a dotted climb', '/tts/robots/../../secret.png'],
    ['a path one level short', '/tts/robots'],
    ['a path one level long', `/tts/robots/tts/${SHEET}`],
  ])('answers 404 for %s', async (_, path) => {
    const answer = await get(path);
    expect(answer.status).toBe(404);
    expect(answer.body).not.toMatch(/outside the tts folders|not exported$|a folder of no registered game|png bytes/);
  });

  it('refuses a bad percent-encoding and any method but GET', async () => {
    expect((await get('/tts/robots/%E0%A4%A.png')).status).toBe(400);
    expect((await get(`/tts/robots/${SHEET}`, 'POST')).status).toBe(405);
    expect((await get(`/tts/robots/${SHEET}`, 'DELETE')).status).toBe(405);
  });
});
