import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseReplayFixture } from '../../games/kit/replay/replay-fixture-format.ts';
import { findGameModule, gameModules } from '../../games/registry.ts';
import { fixtureSource, serveFixtureReplay } from '../replay/fixture-replay.ts';
import { UsageError } from './usage-error.ts';

const BUILT_UI = fileURLToPath(new URL('../../dist/ui/', import.meta.url));

/**
 * `tablewright replay --view FILE [--port N]`: serves the replay viewer for an exported match
 * on 127.0.0.1 (a free port unless --port), prints its address, and runs until SIGINT or SIGTERM.
 */
export async function runReplayView(file: string, port: number): Promise<number> {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new UsageError(`cannot read ${file}: give a fixture written by tablewright replay <matchID> --export FILE`);
  }
  const fixture = parseReplayFixture(text, file);
  const module = findGameModule(fixture.game);
  if (!module) throw new UsageError(`${file} is a match of '${fixture.game}', which this Tablewright does not know (games: ${gameModules.map((m) => m.id).join(', ')})`);
  const viewer = await serveFixtureReplay(fixtureSource(fixture, module), { port, uiDir: BUILT_UI });
  process.stdout.write(`The replay of ${module.title} match ${fixture.matchID} is at ${viewer.url}\n(Ctrl-C stops it; npm run build:ui first if the page says the UI is not built)\n`);
  await new Promise<void>((resolve) => {
    process.once('SIGINT', () => resolve());
    process.once('SIGTERM', () => resolve());
  });
  await viewer.stop();
  return 0;
}
