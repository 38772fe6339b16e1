import type { State } from 'boardgame.io';
import seedrandom from 'seedrandom';
import { legalActionsFromView, viewFor, type BotAction } from '../../games/kit/bots/random-bot.ts';
import { moveNames } from '../../games/kit/rules/move-names.ts';
import type { PreparedGame } from '../../games/kit/simulate/play-game.ts';
import { PrototypeGuard } from '../support/prototype-guard.ts';
import { attemptGroups, type Rng } from './attempts.ts';
import { enginesFor } from './engines.ts';
import { Findings } from './findings.ts';
import { pinpoint, probeGroup, type ProbeContext } from './hostile-probe.ts';
import { Snapshot } from './state-snapshot.ts';
import { tablesOf, walkTable } from './walk.ts';

export interface FuzzRun {
  findings: Findings;
  tables: string[];
  states: number;
  /** Actions sent, counting each engine's once. */
  actions: number;
}

type Shared = Omit<ProbeContext, 'where'> & { prepared: PreparedGame; costlyTried: Set<string>; rng: Rng };

/**
 * Sends the given move names at one state (see attemptGroups); returns how many actions that
 * was, and adds to `fullyTried` each move some seat got every hostile list for.
 */
function fuzzState(shared: Shared, state: State, where: string, moves: string[], fullyTried: Set<string>): number {
  const { prepared } = shared;
  const seats = state.ctx.playOrder;
  const legal = new Map<string, BotAction[]>(seats.map((s) => [s, legalActionsFromView(prepared.game, viewFor(prepared.game, state.G, state.ctx, s), state.ctx, s)]));
  const snapshot = new Snapshot(state);
  const probe: ProbeContext = { ...shared, where: `${where} (state ${state._stateID})` };
  const groups = attemptGroups(state.ctx, seats, moves, legal, shared.costlyTried, shared.rng);
  let current = state;
  for (const group of groups) current = probeGroup(probe, snapshot, current, group);
  for (const group of groups) if (group.full) fullyTried.add(group.move);
  // Once for all the groups: G (Snapshot.changedIn), and every built-in the cheap check after each move does not watch.
  const written = snapshot.changedIn(current) !== undefined;
  const polluted = shared.guard.changes().length > 0;
  if (polluted) shared.guard.restore();
  if (written || polluted) pinpoint(probe, snapshot, groups, written ? 'copies' : current);
  return groups.reduce((n, g) => n + g.tries.length * shared.engines.length, 0);
}

/**
 * Fuzzes one game at each table (every mode at its smallest and largest player count): at
 * `statesPerTable` states spread over random legal games, every move name from every seat and
 * a spectator; then, for each move those games played that no seat got every hostile list for
 * there, at one state where it was played, that move. Through boardgame.io's reducer and the
 * lean engine.
 */
export function fuzzGame(prepared: PreparedGame, seed: string, statesPerTable: number): FuzzRun {
  const engines = enginesFor(prepared.game);
  const findings = new Findings();
  const allMoves = [...moveNames(prepared.game)];
  const tables = tablesOf(prepared);
  // The values that take milliseconds to refuse are sent once per move and game, not per table.
  const costlyTried = new Set<string>();
  const guard = new PrototypeGuard();
  let states = 0;
  let actions = 0;
  for (const table of tables) {
    const rng = seedrandom(`${seed}/${prepared.module.id}/${table.label}/attempts`);
    const shared: Shared = { prepared, module: prepared.module, content: prepared.content, engines, guard, findings, costlyTried, rng };
    const walk = walkTable(prepared, table, seed, statesPerTable);
    const at = (where: string) => `${prepared.module.id}, ${table.label}, ${where}`;
    const fullyTried = new Set<string>();
    for (const { state, where } of walk.even) actions += fuzzState(shared, state, at(where), allMoves, fullyTried);
    // A move the spread states did not give every hostile list gets them where it was played.
    const focus = walk.focus.filter((f) => !fullyTried.has(f.move));
    for (const { state, where, move } of focus) actions += fuzzState(shared, state, at(`${where}, where ${move} was played`), [move], fullyTried);
    states += walk.even.length + focus.length;
  }
  return { findings, tables: tables.map((t) => t.label), states, actions };
}
