// Run by hidden-classes.test.ts under `node --allow-natives-syntax`: plays each shipped game on its
// fixture content at its smallest and largest table and prints, as one JSON line, how many of V8's
// hidden classes its states' G objects took. %HaveSameMap is V8's own test of two objects' class.
import { freezeDeep } from '../../../games/kit/engine/freeze-deep.ts';
import { actionOf, initialState, playGame } from '../../../games/kit/simulate/play-game.ts';
import { resolveSetups } from '../../../games/kit/simulate/setup-choices.ts';
import { FIXTURE_ROOTS, preparedFixture } from '../../support/fixture-games.ts';

const sameClass = new Function('a', 'b', 'return %HaveSameMap(a, b)') as (a: object, b: object) => boolean;

/** The distinct hidden classes among `objects`, counted up to `cap`. */
function classesOf(objects: Iterable<object>, cap = 100): number {
  const seen: object[] = [];
  for (const o of objects) {
    if (!seen.some((s) => sameClass(s, o))) seen.push(o);
    if (seen.length >= cap) break;
  }
  return seen.length;
}

/** Whole games are played, taking the tables in turn, until this many states (a 10-seat game may last a dozen moves). */
const STATES = 300;
const rows: { game: string; states: number; classes: number }[] = [];
for (const id of Object.keys(FIXTURE_ROOTS)) {
  const ready = preparedFixture(id);
  const tables = [...new Set([ready.game.minPlayers!, ready.game.maxPlayers!])].map((players) => {
    const resolved = resolveSetups(ready.module.setupOptions(ready.content), {}, players);
    if ('error' in resolved) throw new Error(resolved.error);
    return { players, setups: resolved.setups };
  });
  const states: object[] = [];
  for (let i = 0; states.length < STATES; i++) {
    const { players, setups } = tables[i % tables.length];
    const options = { numPlayers: players, setupData: setups[i % setups.length], seed: `classes-${id}-${i}`, maxMoves: 5000 };
    let state = initialState(ready, options);
    for (const move of playGame(ready, options).moves) {
      const result = ready.step(state, actionOf(move));
      if (!('state' in result)) throw new Error(`${id}: the replay was refused (${result.rejected})`);
      state = result.state;
      states.push(state.G);
    }
  }
  rows.push({ game: id, states: states.length, classes: classesOf(states) });
}

// The control: states made as a rule must not make them, a spread of a fresh copy then frozen as the engine freezes.
const control: object[] = [];
let G: Record<string, unknown> = { a: 1, b: [], c: {} };
freezeDeep(G);
for (let i = 0; i < 50; i++) {
  const made = Object.assign({}, G, { b: [i] });
  const next = { ...made, c: { i } };
  freezeDeep(next, G);
  control.push(next);
  G = next;
}
process.stdout.write(`${JSON.stringify({ rows, control: { states: control.length, classes: classesOf(control) } })}\n`);
