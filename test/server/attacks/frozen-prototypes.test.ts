import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import seedrandom from 'seedrandom';
import type { State } from 'boardgame.io';
import { afterAll, describe, expect, it } from 'vitest';
import { loadGames } from '../../../games/kit/content/load-content.ts';
import { registerGame } from '../../../server/app/game-registry.ts';
import { stepOf } from '../../../server/app/lean-master.ts';
import { KEPT_STATE_EVERY } from '../../../server/store/log-tail.ts';
import { SqliteStore } from '../../../server/store/sqlite-store.ts';
import { copyContentRoot } from '../../support/content-copy.ts';
import { FIXTURE_ROOTS } from '../../support/fixture-games.ts';
import { playWithBots } from '../helpers/bot-driven-match.ts';
import { AYAR, createAndJoinGame } from '../helpers/lobby.ts';
import { useServeProcesses } from '../helpers/serve-process.ts';

const root = resolve(import.meta.dirname, '../../..');

/** What freezing does in a fresh process: each probe's outcome, as the freeze left the language. */
const PROBES = `
import { freezeBuiltinPrototypes, builtinPrototypesFrozen } from './server/harden/freeze-prototypes.ts';
freezeBuiltinPrototypes();
const out = { frozen: builtinPrototypesFrozen() };
const attempt = (name, write) => { try { write(); out[name] = 'written'; } catch (e) { out[name] = e.constructor.name; } };
attempt('objectProto', () => { ({})['__proto__'].shown = 'heads'; });
attempt('arrayProto', () => { [][ '__proto__'].shown = 'heads'; });
attempt('stringProto', () => { 'x'['__proto__'].shown = 'heads'; });
attempt('numberProto', () => { (1)['__proto__'].shown = 'heads'; });
attempt('booleanProto', () => { true['__proto__'].shown = 'heads'; });
attempt('functionProto', () => { ({}).constructor['__proto__'].shown = 'heads'; });
attempt('constructorPrototype', () => { ({})['constructor']['prototype'].shown = 'heads'; });
attempt('replaceToString', () => { Object.prototype.toString = () => 'owned'; });
function Pointer() {}
attempt('libraryToString', () => { Pointer.prototype.toString = () => 'pointer'; });
out.libraryToStringWorks = String(new Pointer()) === 'pointer';
const plain = {};
attempt('ownConstructor', () => { plain.constructor = 'mine'; });
out.ownConstructorIsOwn = Object.hasOwn(plain, 'constructor') && ({}).constructor === Object;
out.polluted = 'shown' in {} || Object.keys(Object.prototype).length > 0;
console.log(JSON.stringify(out));
`;

describe('serve freezes the built-in prototypes a client could reach', () => {
  it('a write to any of them throws, libraries still give their own objects toString and constructor', () => {
    const run = spawnSync(process.execPath, ['--import', './bin/typescript.mjs', '--input-type=module', '-e', PROBES], { cwd: root, encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout)).toEqual({
      frozen: true,
      objectProto: 'TypeError',
      arrayProto: 'TypeError',
      stringProto: 'TypeError',
      numberProto: 'TypeError',
      booleanProto: 'TypeError',
      functionProto: 'TypeError',
      constructorPrototype: 'TypeError',
      replaceToString: 'TypeError',
      libraryToString: 'written',
      libraryToStringWorks: true,
      ownConstructor: 'written',
      ownConstructorIsOwn: true,
      polluted: false,
    });
  });

  const dir = mkdtempSync(join(tmpdir(), 'tw-frozen-'));
  const dbFile = join(dir, 'store.sqlite');
  const serve = useServeProcesses();
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** Each game at a small table, from the fixtures (no timed windows to wait out). */
  const TABLES: [string, number, unknown][] = [
    [AYAR, 5, { mode: 'extended' }],
    ['robots', 2, undefined],
    ['three-laws', 4, undefined],
    ['bias-effect', 2, undefined],
    ['evil-robots', 3, undefined],
    ['crazy-eights', 3, { mode: 'specials' }],
  ];

  it('every dependency still works in a frozen server: every game over the lobby, sockets, SQLite and a content watch', async () => {
    // At the depth copyContentRoot writes its $schema lines for.
    const fixtures = mkdtempSync(join(tmpdir(), 'tw-frozen-content-'));
    for (const [id] of TABLES) {
      const copy = copyContentRoot(FIXTURE_ROOTS[id], [id]);
      cpSync(join(copy, id), join(fixtures, id), { recursive: true });
      rmSync(copy, { recursive: true, force: true });
    }
    // ROBOTS!' fixture holds a 5 s claim window after a discard, in which the next seat's draw is
    // refused: a random bot that took from the heap then waited out the test's deadline.
    const robotsRules = join(fixtures, 'robots', 'rules.yaml');
    const noWindow = readFileSync(robotsRules, 'utf8').replace(/^claimWindowSeconds: \d+$/m, 'claimWindowSeconds: 0');
    expect(noWindow).toMatch(/^claimWindowSeconds: 0$/m);
    writeFileSync(robotsRules, noWindow);
    const server = await serve(['--db', dbFile, '--content', fixtures, '--watch']);
    expect(server.output()).toContain('built-in prototypes frozen');
    const { games, errors } = loadGames(fixtures);
    expect(errors).toEqual([]);
    // The truth read from the file as another process would, playing the moves its log keeps past the kept state.
    const registered = games.map(registerGame);
    const stepFor = (name: string) => {
      const game = registered.find((g) => g.module.id === name)?.game;
      return game && stepOf(game as Parameters<typeof stepOf>[0]);
    };
    const store = new SqliteStore(dbFile, { tail: { every: KEPT_STATE_EVERY, stepFor } });
    try {
      for (const [id, players, setupData] of TABLES) {
        const match = await createAndJoinGame(server.url, id, players, setupData);
        const truth = async (): Promise<State> => (await store.fetch(match.matchID, { state: true })).state!;
        const end = await playWithBots(server.url, games.find((g) => g.module.id === id)!, match, truth, { moves: 12, rng: seedrandom(`frozen-${id}`), budgeted: true });
        expect(end._stateID, id).toBeGreaterThan(0);
      }
    } finally {
      await store.close();
      rmSync(fixtures, { recursive: true, force: true });
    }
    expect(server.output()).not.toMatch(/TypeError|Cannot assign|Cannot add property/);
  }, 120_000);
});
