import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { setYamlField, type FieldChange } from '../../games/kit/content/set-yaml-field.ts';
import { formatContentError } from '../../games/kit/content/content-error.ts';
import { loadGameContent } from '../../games/kit/content/load-game-content.ts';
import type { GameModule } from '../../games/kit/game-module.ts';
import { setupsProblem, type CountSetups } from '../../games/kit/simulate/player-counts.ts';
import { sweepField, valueText, type SweepSpec } from '../../games/kit/simulate/sweep-spec.ts';
import { UsageError } from './usage-error.ts';

/** The content with the swept field at one value: loaded and checked, or the errors that say why not. */
export type SweptContent = { content: unknown; noted?: string[] } | { errors: string[] };

export interface SweepContents {
  /** Where the field is written in the run's content, `file:line:col`, and its value there. */
  written: string;
  current: unknown;
  /** One per value, in the order given. */
  values: SweptContent[];
}

/**
 * The module as a sweep checks it: the how-to-play summary states numbers of the content (ROBOTS!
 * "250 points"), which a swept value changes on purpose, so those issues are noted, not errors.
 */
function sweepChecks(module: GameModule<any, any>, noted: string[]): GameModule<any, any> {
  return {
    ...module,
    checkContent: (content) => {
      const issues = module.checkContent(content);
      noted.push(...issues.filter((i) => i.file === 'howToPlay').map((i) => i.message));
      return issues.filter((i) => i.file !== 'howToPlay');
    },
  };
}

/**
 * The game's content once per value of `--sweep`, the field set in the file's text
 * (setYamlField: only that value's text changes) and checked as `validate` checks it, through the
 * loader's unsaved texts: nothing is written, and an error is at its `file:line:col` in the run's
 * own folder, after a line naming the value. A value whose content breaks, or cannot seat the
 * run's player counts and setups, is that value's errors; the other values still load. A path
 * that names no field is a usage error before any value is tried.
 */
export function sweepContents(module: GameModule<any, any>, contentRoot: string, spec: SweepSpec, counts: CountSetups[]): SweepContents {
  const gameDir = resolve(contentRoot, module.id);
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
  // Said as the loader says a file, from the working folder, so the field and its errors read alike.
  const written = `${relative(process.cwd(), file)}:${first.line}:${first.col}`;
  const values = spec.values.map((value) => {
    const label = `${sweepField(spec)}=${valueText(value)} (at ${written})`;
    const unsaved = new Map([[file, setYamlField(source, spec.file, spec.steps, value).text]]);
    const noted: string[] = [];
    const loaded = loadGameContent(contentRoot, [sweepChecks(module, noted)], { unsaved });
    const entry = loaded.games.find((g) => g.module.id === module.id);
    if (!entry) return { errors: [`${label} breaks the content:`, ...loaded.errors.map(formatContentError)] };
    const problem = playable(module, entry.content, counts);
    if (problem) return { errors: [`${label} cannot play the run's games: ${problem}`] };
    return { content: entry.content, ...(noted.length > 0 && { noted }) };
  });
  return { written, current: first.was, values };
}

function playable(module: GameModule<any, any>, content: unknown, counts: CountSetups[]): string | undefined {
  try {
    return setupsProblem(module.createGame(content), module.setupOptions(content), counts);
  } catch (error) {
    return `the game cannot be set up (${(error as Error).message})`;
  }
}
