import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { setYamlField, type FieldChange } from '../../games/kit/content/set-yaml-field.ts';
import { formatContentError, loadGames, type ContentError } from '../../games/kit/content/load-content.ts';
import type { GameModule } from '../../games/kit/game-module.ts';
import { setupsProblem, type CountSetups } from '../../games/kit/simulate/player-counts.ts';
import { sweepField, valueText, type SweepSpec, type SweepValue } from '../../games/kit/simulate/sweep-spec.ts';
import { UsageError } from './usage-error.ts';

/** The content with the swept field at one value: loaded and checked, or the errors that say why not. */
export type SweptContent = { content: unknown } | { errors: string[] };

export interface SweepContents {
  /** Where the field is written in the run's content, `file:line:col`, and its value there. */
  written: string;
  current: unknown;
  /** One per value, in the order given. */
  values: SweptContent[];
}

/** An error found in the copy, told at the same place in the run's own content folder. */
function inOriginal(error: ContentError, copy: string, original: string): ContentError {
  const inside = relative(copy, resolve(error.file));
  return inside.startsWith('..') ? error : { ...error, file: join(original, inside) };
}

/**
 * The game's content folder copied once per value of `--sweep`, into a temporary folder deleted
 * before this returns, with the field set there (setYamlField: only that value's text changes),
 * then loaded and checked as `validate` does, and checked to seat the run's player counts and
 * setups. A value that breaks the content is that value's errors, each at its `file:line:col`
 * in the run's folder, naming the value; the other values still load. A path that names no field
 * is a usage error before anything is copied.
 */
export function sweepContents(module: GameModule<any, any>, contentRoot: string, spec: SweepSpec, counts: CountSetups[]): SweepContents {
  const gameDir = join(contentRoot, module.id);
  const file = join(gameDir, spec.file);
  if (!existsSync(file)) {
    const files = readdirSync(gameDir).filter((f) => /\.ya?ml$/.test(f));
    throw new UsageError(`--sweep: ${module.id} has no ${spec.file}; its content files: ${files.join(', ')}`);
  }
  const source = readFileSync(file, 'utf8');
  let first: FieldChange;
  try {
    first = setYamlField(source, spec.file, spec.steps, spec.values[0]);
  } catch (error) {
    throw new UsageError(`--sweep: ${(error as Error).message}`);
  }
  const written = `${file}:${first.line}:${first.col}`;
  const root = mkdtempSync(join(tmpdir(), 'tablewright-sweep-'));
  try {
    const values = spec.values.map((value, i) => {
      const copy = join(root, String(i));
      cpSync(gameDir, join(copy, module.id), { recursive: true });
      writeFileSync(join(copy, module.id, spec.file), setYamlField(source, spec.file, spec.steps, value).text);
      return loadValue(module, { copy, contentRoot, counts, value, label: `${sweepField(spec)}=${valueText(value)}`, written });
    });
    return { written, current: first.was, values };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

interface ValueCopy {
  copy: string;
  contentRoot: string;
  counts: CountSetups[];
  value: SweepValue;
  label: string;
  written: string;
}

function loadValue(module: GameModule<any, any>, at: ValueCopy): SweptContent {
  const loaded = loadGames(at.copy, [module]);
  const entry = loaded.games.find((g) => g.module.id === module.id);
  if (!entry) {
    const errors = loaded.errors.map((e) => formatContentError(inOriginal(e, at.copy, at.contentRoot)));
    return { errors: [`${at.label} (at ${at.written}) breaks the content:`, ...errors] };
  }
  let problem: string | undefined;
  try {
    problem = setupsProblem(module.createGame(entry.content), module.setupOptions(entry.content), at.counts);
  } catch (error) {
    problem = `the game cannot be set up (${(error as Error).message})`;
  }
  if (problem) return { errors: [`${at.label} (at ${at.written}) cannot play the run's games: ${problem}`] };
  return { content: entry.content };
}
