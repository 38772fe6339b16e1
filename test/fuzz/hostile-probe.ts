import { isDeepStrictEqual } from 'node:util';
import type { State } from 'boardgame.io';
import type { EngineAction } from '../../games/kit/engine/lean-reducer.ts';
import type { GameModule } from '../../games/kit/game-module.ts';
import type { PrototypeGuard } from '../support/prototype-guard.ts';
import type { HostileArgs } from '../support/hostile-args.ts';
import type { AttemptGroup } from './attempts.ts';
import type { Engine, Outcome } from './engines.ts';
import type { Finding, Findings } from './findings.ts';
import { decisive, differingPart, sameObjects, type Snapshot } from './state-snapshot.ts';

/** What the probe needs of the match: its game module and content (for the invariants), the engines, and where it is, in words. */
export interface ProbeContext {
  module: GameModule<any, any>;
  content: unknown;
  engines: Engine[];
  guard: PrototypeGuard;
  findings: Findings;
  where: string;
}

type Record = (engine: string, tries: HostileArgs, kind: Finding['kind'], what: string) => void;

const actionOf = (group: AttemptGroup, tries: HostileArgs): EngineAction => ({
  type: 'MAKE_MOVE',
  payload: { type: group.move, args: tries.args, playerID: group.sender.playerID as string },
});

function recorder(probe: ProbeContext, group: AttemptGroup): Record {
  return (engine, tries, kind, what) =>
    probe.findings.add({ kind, where: probe.where, engine, seat: group.sender.label, move: group.move, args: tries.args, made: tries.label, value: tries.value, what });
}

function brokenInvariants(probe: ProbeContext, state: State): string[] {
  try {
    return probe.module.invariants(state.G, state.ctx, probe.content);
  } catch (error) {
    return [`the invariant check itself threw: ${error instanceof Error ? error.message : String(error)}`];
  }
}

function describe(outcome: Outcome): string {
  if (outcome.kind === 'threw') return `threw (${outcome.message})`;
  if (outcome.kind === 'refused') return `refused it (${outcome.type})`;
  return 'accepted it';
}

/** Records what changed in the built-ins, and puts them back. */
function recordPollution(probe: ProbeContext, record: (what: string) => void): boolean {
  const changes = probe.guard.changes();
  if (changes.length === 0) return false;
  probe.guard.restore();
  record(changes.join('; '));
  return true;
}

/** Everything one engine's answer to one move can show at once. */
function judge(probe: ProbeContext, snapshot: Snapshot, current: State, engine: Engine, outcome: Outcome, say: (kind: Finding['kind'], what: string) => void): void {
  if (outcome.kind === 'threw') say('threw', outcome.message);
  if (outcome.kind === 'refused') {
    if (outcome.upstream) probe.findings.notes.add(`${engine.name}: ${outcome.upstream}`);
    const given = outcome.given ?? current;
    if (outcome.given && !isDeepStrictEqual(outcome.given.ctx, current.ctx)) say('refused-but-changed', `it refused (${outcome.type}) and wrote into the ctx it was given`);
    if (outcome.returned && !sameObjects(decisive(outcome.returned), decisive(given))) {
      const part = differingPart(decisive(outcome.returned), snapshot.before);
      if (part) say('refused-but-changed', `it refused (${outcome.type}) and returned a state whose ${part} differs from before`);
    }
  }
  if (outcome.kind === 'accepted') {
    const broken = brokenInvariants(probe, outcome.state);
    if (broken.length > 0) say('invariant', `accepted, and broke: ${broken.join('; ')}`);
  }
}

/**
 * boardgame.io's reducer finds a spectator's move as the current player's, but its
 * processMove looks the move up again by the action's own playerID (none), finds nothing in a
 * stage, and returns G as it was: an accepted move that changes nothing but the state id and
 * the log, where the lean engine runs the move it found, with no player, and refuses it. The
 * server sends no move without a seat (packet-shape-guard.ts), so this is noted, not failed.
 */
function spectatorNoOp(group: AttemptGroup, current: State, [reference, lean]: Outcome[]): boolean {
  return group.sender.playerID == null && reference.kind === 'accepted' && reference.state.G === current.G && lean.kind === 'refused';
}

function compareEngines(probe: ProbeContext, outcomes: Outcome[], record: (what: string) => void): void {
  const [a, b] = outcomes;
  const [nameA, nameB] = probe.engines.map((e) => e.name);
  if (a.kind === 'accepted' && b.kind === 'accepted') {
    const part = differingPart(decisive(a.state), decisive(b.state)) ?? (isDeepStrictEqual(a.state.deltalog, b.state.deltalog) ? undefined : 'deltalog');
    if (part) record(`both accepted it, with different ${part}`);
    return;
  }
  // A throw is reported for itself; which refusal each engine names is its own wording.
  if (a.kind === b.kind || a.kind === 'threw' || b.kind === 'threw') return;
  record(`${nameA} ${describe(a)}, ${nameB} ${describe(b)}`);
}

/**
 * Sends one group's argument lists to every engine, one by one, on the same state, and records
 * what went wrong: an exception out of the engine, a refusal that changed the state it returned
 * or was given, an accepted move breaking an invariant, engines that disagree. After each move
 * a cheap check looks for a key assigned to a prototype or a constructor (PrototypeGuard
 * quickAlarm); once the group is done the state given (but G: see Snapshot.changedIn) is
 * compared by value with the copy taken before. A change is put back and pinned on its move by
 * sending each list again alone. Returns the state to go on with: a fresh copy when something
 * wrote into it. Every other built-in is compared once all the state's groups are done
 * (fuzz-game.ts).
 */
export function probeGroup(probe: ProbeContext, snapshot: Snapshot, state: State, group: AttemptGroup): State {
  const record = recorder(probe, group);
  let alarmed = false;
  for (const tries of group.tries) {
    const action = actionOf(group, tries);
    const outcomes = probe.engines.map((engine) => {
      const outcome = engine.run(state, action);
      // Put back at once, so the rest of the group runs in a clean process; pinpoint names the move.
      if (probe.guard.quickAlarm()) {
        alarmed = true;
        probe.guard.restore();
      }
      judge(probe, snapshot, state, engine, outcome, (kind, what) => record(engine.name, tries, kind, what));
      return outcome;
    });
    if (spectatorNoOp(group, state, outcomes)) {
      probe.findings.notes.add(`boardgame.io's reducer accepts a spectator's ${group.move} as a move that changes nothing but the state id and the log (its processMove looks the move up by the action's playerID, none); the lean engine runs the move`);
    } else {
      compareEngines(probe, outcomes, (what) => record(probe.engines.map((e) => e.name).join(' vs '), tries, 'engines-disagree', what));
    }
  }
  const written = snapshot.changedIn(state, false) !== undefined;
  if (!alarmed && !written) return state;
  probe.guard.restore();
  pinpoint(probe, snapshot, [group], written ? 'copies' : state);
  return snapshot.fresh();
}

/**
 * Each list of the groups again, alone, through each engine: which changed a built-in the
 * cheap check does not watch, and which wrote into the state it was given (G included). With
 * `on` 'copies' each list gets its own fresh copy; given the state the lists were first sent
 * on (nothing wrote into it), they share it, and only the built-ins are watched.
 */
export function pinpoint(probe: ProbeContext, snapshot: Snapshot, groups: AttemptGroup[], on: State | 'copies'): void {
  const copies = on === 'copies';
  let named = false;
  for (const group of groups) {
    const record = recorder(probe, group);
    for (const tries of group.tries) {
      for (const engine of probe.engines) {
        const given = copies ? snapshot.fresh() : (on as State);
        const outcome = engine.run(given, actionOf(group, tries));
        if (recordPollution(probe, (what) => record(engine.name, tries, 'polluted', what))) named = true;
        const written = copies ? snapshot.changedIn(given) : undefined;
        if (!written) continue;
        named = true;
        const kind = outcome.kind === 'accepted' ? 'accepted-but-changed-its-input' : 'refused-but-changed';
        record(engine.name, tries, kind, `${describe(outcome)} but wrote into the ${written} of the state it was given`);
      }
    }
  }
  if (named) return;
  const what = `the built-ins or the state given changed during ${groups.length === 1 ? `${groups[0].sender.label}'s ${groups[0].move} moves` : 'the moves at this state'}, but no move alone changes them`;
  probe.findings.add({ kind: 'refused-but-changed', where: probe.where, engine: probe.engines.map((e) => e.name).join(' and '), seat: '', move: '(several)', args: [], made: 'a sequence', value: 'a sequence', what });
}
