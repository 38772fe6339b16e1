import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { areYouARobot } from '../../games/are-you-a-robot/index.ts';
import { createTablewrightServer } from '../../server/app/create-server.ts';
import { ContentLoadError } from '../../server/app/game-registry.ts';
import { useTestServer } from './helpers/test-server.ts';

// The restyle fixture's art folder as an artist keeps it, with what must never leave it beside it.
const RESTYLE = fileURLToPath(new URL('../fixtures/card-faces/restyle/', import.meta.url));
const PUBLIC = fileURLToPath(new URL('../fixtures/card-faces/public/', import.meta.url));
const top = mkdtempSync(join(tmpdir(), 'tw-art-'));
const root = join(top, 'art-folder');
mkdirSync(join(root, 'art', 'restyle'), { recursive: true });
mkdirSync(join(root, 'fonts'));
mkdirSync(join(root, '.git'));
for (const file of ['art/restyle/human.svg', 'art/restyle/robot.svg', 'fonts/poster.woff2']) copyFileSync(join(PUBLIC, file), join(root, file));
writeFileSync(join(top, 'secret.png'), 'outside the art folder');
writeFileSync(join(root, 'art', 'notes.txt'), 'not a picture');
writeFileSync(join(root, 'art', '.hidden.png'), 'a hidden file');
writeFileSync(join(root, '.git', 'config.png'), 'in a hidden folder');
symlinkSync(join(top, 'secret.png'), join(root, 'art', 'link.png'));

const t = useTestServer({ contentRoot: RESTYLE, modules: [areYouARobot], artRoot: root });
afterAll(() => rmSync(top, { recursive: true, force: true }));

/** The raw path goes on the wire as written: fetch would tidy `..` away before the server saw it. */
function get(path: string, method = 'GET'): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((done, fail) => {
    const { hostname, port } = new URL(t.url);
    const req = request({ hostname, port, path, method }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', fail);
    req.end();
  });
}

describe('serve --art DIR', () => {
  it('starts on a restyle whose art is in DIR, which it refuses without it', () => {
    expect(() => createTablewrightServer({ contentRoot: RESTYLE, modules: [areYouARobot], port: 0, dbFile: join(top, 'never.sqlite') })).toThrow(ContentLoadError);
  });

  it("serves the artist's pictures and fonts where content's art paths lead, and runs no script from an SVG", async () => {
    const picture = await get('/art/restyle/human.svg');
    expect(picture).toMatchObject({ status: 200, headers: { 'content-type': 'image/svg+xml', 'x-content-type-options': 'nosniff', 'cache-control': 'no-cache' } });
    expect(picture.headers['content-security-policy']).toMatch(/default-src 'none'.*sandbox/);
    expect(picture.body).toMatch(/^<svg/);
    expect((await get('/fonts/poster.woff2')).headers['content-type']).toBe('font/woff2');
    const head = await get('/art/restyle/robot.svg', 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
  });

  it.each([
    ['a file that is not a picture or font', '/art/notes.txt'],
    ['a hidden file', '/art/.hidden.png'],
    ['a file in a hidden folder', '/.git/config.png'],
    ['a link out of the folder', '/art/link.png'],
    ['a dotted climb', '/art/../../secret.png'],
    ['an encoded climb', '/art/%2e%2e/%2e%2e/secret.png'],
    ['an encoded slash climb', '/art/..%2F..%2Fsecret.png'],
    ['a back slash climb', '/art/..%5C..%5Csecret.png'],
    ['a NUL', '/art/restyle/human.svg%00.png'],
    ['a doubled slash', '/art//restyle/human.svg'],
    ['a picture the folder lacks', '/art/restyle/nobody.svg'],
  ])('never serves %s', async (_, path) => {
    const answer = await get(path);
    expect(answer.status).not.toBe(200);
    expect(answer.body).not.toMatch(/outside the art folder|not a picture|a hidden file|in a hidden folder/);
  });

  it('answers only GET and HEAD', async () => {
    for (const method of ['POST', 'PUT', 'DELETE']) expect((await get('/art/restyle/human.svg', method)).body).not.toMatch(/^<svg/);
  });
});
