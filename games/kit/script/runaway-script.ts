import type { Frame, ScriptRun, Step } from './types.ts';
import { stepParts } from './step-parts.ts';

/** One step on the way down to where a script was when it ran away: its position (from 1) and its name. */
export interface StepOnTheWay {
  position: number;
  kind: string;
  /** The argument of the step above that holds this one (`steps`, `then`, `else`); none at the script's top. */
  within?: string;
}

/** Where one card's script stood: plain data, so it crosses thread boundaries with a failed game. */
export interface ScriptPlace {
  /** The card whose script this is (`$self`), or null for a script of no card. */
  card: string | null;
  /** The script as written in content (steps are copied into G), to find it there again. */
  script: Step[];
  /** The path of the step inside the script, e.g. [1, 'repeat', 'steps', 0] (the first step of the second step's `steps`). */
  path: (string | number)[];
  steps: StepOnTheWay[];
}

/** A place with where its script is written in the content files (kit locateScript), when it was found there. */
export interface LocatedPlace extends ScriptPlace {
  /** `file:line:col` of the step. */
  at?: string;
  /** The id of the content entry holding the script (a power, a card). */
  entry?: string;
}

/** One line per card script a runaway passed through, from the one the game started: "in card x's script, step 2 (repeat), written at f:3:5 (extra-parts)", then "which fired ...". */
export function runawayPlaceLines(places: readonly LocatedPlace[]): string[] {
  return places.map((place, i) => {
    const written = place.at ? `, written at ${place.at}${place.entry ? ` (${place.entry})` : ''}` : '';
    return `${i === 0 ? 'in' : 'which fired'} ${describePlace(place)}${written}`;
  });
}

/**
 * A script that ran past the interpreter's step budget. `places` runs from the script the game
 * started to the one that was running (a card's script may fire another card's), each with the
 * step it was at; the simulator finds each script in the content files to give its line.
 */
export class RunawayScript extends Error {
  override readonly name = 'RunawayScript';
  constructor(
    readonly budget: number,
    readonly places: ScriptPlace[],
  ) {
    super(`A script ran more than ${budget} steps: ${places.map(describePlace).reverse().join(', called from ')}. A step repeats too often, or cards' scripts keep firing each other.`);
  }
}

/** "card x's script, step 2 (repeat) > steps: step 1 (draw)". */
export function describePlace(place: ScriptPlace): string {
  const whose = place.card === null ? 'a script' : `card ${place.card}'s script`;
  const way = place.steps.map((s) => `${s.within ? `${s.within}: ` : ''}step ${s.position} (${s.kind})`).join(' > ');
  return way ? `${whose}, ${way}` : whose;
}

function nameOf(step: Step | undefined): string {
  return stepParts(step ?? {}).name ?? '?';
}

/** The step a frame is at: the one that pushed or called the frame above, else the one about to run (its last between rounds of a loop). */
function stepIndex(frame: Frame, hasChild: boolean): number {
  const index = hasChild ? frame.pc - 1 : frame.pc;
  return Math.max(0, Math.min(index, frame.steps.length - 1));
}

/**
 * Where each script of the run stands. A frame with its parent's scope was pushed by the parent's
 * step (`if`, `repeat`, `for-each`): the argument holding it is the one equal to its steps. A
 * frame with a scope of its own starts a called script.
 */
export function placesOf(run: ScriptRun): ScriptPlace[] {
  const places: ScriptPlace[] = [];
  let within: { kind: string; arg: string } | undefined;
  run.frames.forEach((frame, i) => {
    const child = run.frames[i + 1];
    if (i === 0 || run.frames[i - 1].scope !== frame.scope) {
      // Copied: under boardgame.io's reducer the frames are immer drafts, revoked once the move has thrown.
      places.push({ card: run.scopes[frame.scope].self, script: JSON.parse(JSON.stringify(frame.steps)), path: [], steps: [] });
      within = undefined;
    }
    const place = places[places.length - 1];
    const index = stepIndex(frame, child !== undefined);
    const step = frame.steps[index];
    const kind = nameOf(step);
    place.steps.push({ position: index + 1, kind, ...(within ? { within: within.arg } : {}) });
    place.path.push(...(within ? [within.kind, within.arg] : []), index);
    within = child?.scope === frame.scope ? { kind, arg: heldIn(step, kind, child.steps) } : undefined;
  });
  return places;
}

function heldIn(step: Step | undefined, kind: string, steps: Step[]): string {
  const args = (step?.[kind] ?? {}) as Record<string, unknown>;
  const written = JSON.stringify(steps);
  return ['steps', 'then', 'else'].find((key) => JSON.stringify(args[key]) === written) ?? 'steps';
}
