/** An action as a player's client sent it (credentials stripped), the way the log keeps it. */
export interface ReplayAction {
  type: 'MAKE_MOVE' | 'GAME_EVENT' | 'UNDO' | 'REDO';
  /** `type` names the move or event; undo and redo leave it null. */
  payload: { type: string | null; args?: unknown; playerID?: string | null };
}

/** One log entry as boardgame.io writes it into a deltalog (LogEntry), read back from JSON. */
export interface StoredLogEntry {
  action: ReplayAction;
  _stateID: number;
  turn: number;
  phase: string | null;
  automatic?: boolean;
  redact?: unknown;
  metadata?: unknown;
}

/** An action the server accepted, with every log entry it wrote. */
export interface LoggedAction {
  /** The state the action was played on: every entry it wrote carries this _stateID. */
  stateID: number;
  action: ReplayAction;
  entries: StoredLogEntry[];
  /** Position of the action's first entry in the whole log (0-based). */
  firstEntry: number;
}

/** The log cannot be read as a sequence of actions; `entry` is the 0-based position of the culprit. */
export class LogShapeError extends Error {
  constructor(
    readonly entry: number,
    message: string,
  ) {
    super(`log entry ${entry + 1}: ${message}`);
    this.name = 'LogShapeError';
  }
}

const ACTION_TYPES = new Set(['MAKE_MOVE', 'GAME_EVENT', 'UNDO', 'REDO']);

function checkEntry(entry: unknown, index: number): StoredLogEntry {
  const e = entry as Partial<StoredLogEntry> | null;
  if (!e || typeof e !== 'object') throw new LogShapeError(index, 'is not an object');
  if (!Number.isInteger(e._stateID)) throw new LogShapeError(index, 'has no whole-number _stateID');
  const action = e.action as Partial<ReplayAction> | undefined;
  const named = action?.type === 'UNDO' || action?.type === 'REDO' || typeof action?.payload?.type === 'string';
  if (!action || !ACTION_TYPES.has(action.type as string) || !action.payload || !named) {
    throw new LogShapeError(index, `has no action a player can make (type ${JSON.stringify(action?.type)})`);
  }
  return e as StoredLogEntry;
}

/**
 * The action a group of entries records. A move, undo or redo writes its own entry first.
 * A player's event writes entries from inside the flow: the first one not marked automatic is
 * the event, with the player left out (boardgame.io does not log it), and a setPhase is logged
 * as an endPhase that carries `next`.
 */
function dispatched(group: StoredLogEntry[], first: number): ReplayAction {
  const [head] = group;
  if (head.action.type !== 'GAME_EVENT') return head.action;
  const own = group.find((e) => !e.automatic);
  if (!own) throw new LogShapeError(first, `the entries of state ${head._stateID} are all automatic: no action a player made`);
  const { type, args } = own.action.payload;
  const next = (args as { next?: unknown } | undefined)?.next;
  if (type === 'endPhase' && typeof next === 'string') return { type: 'GAME_EVENT', payload: { type: 'setPhase', args: [next] } };
  return own.action;
}

/**
 * The actions to dispatch, in order, from a match's log. Every accepted action raises
 * _stateID by one and writes its entries with the _stateID it was played on, so entries
 * sharing a _stateID are one action; what a move set off (automatic turn ends, events the
 * move called) is left to the reducer, which does it again.
 */
export function loggedActions(log: readonly unknown[]): LoggedAction[] {
  const actions: LoggedAction[] = [];
  log.forEach((raw, index) => {
    const entry = checkEntry(raw, index);
    const last = actions.at(-1);
    if (last && entry._stateID === last.stateID) {
      last.entries.push(entry);
      return;
    }
    if (last && entry._stateID < last.stateID) {
      throw new LogShapeError(index, `goes back to state ${entry._stateID} after state ${last.stateID}`);
    }
    actions.push({ stateID: entry._stateID, action: entry.action, entries: [entry], firstEntry: index });
  });
  for (const a of actions) a.action = dispatched(a.entries, a.firstEntry);
  return actions;
}

/** One line for a person: `move zap("2") by player 0`. */
export function describeAction(action: ReplayAction): string {
  const { type, args, playerID } = action.payload;
  const list = Array.isArray(args) ? args : args === undefined || args === null ? [] : [args];
  const by = playerID === undefined || playerID === null ? '' : ` by player ${playerID}`;
  if (action.type === 'UNDO' || action.type === 'REDO') return `${action.type.toLowerCase()}${by}`;
  const kind = action.type === 'MAKE_MOVE' ? 'move' : 'event';
  return `${kind} ${type}(${list.map((a) => JSON.stringify(a)).join(', ')})${by}`;
}
