import type { State } from 'boardgame.io';
import { legalActionsFromView, viewFor, type BotAction } from '../../../games/kit/bots/random-bot.ts';
import { moveNames } from '../../../games/kit/rules/move-names.ts';
import type { PreparedGame } from '../../../games/kit/simulate/play-game.ts';
import type { PrototypeGuard } from '../../support/prototype-guard.ts';
import { createAndJoinGame } from '../../server/helpers/lobby.ts';
import type { TestServer } from '../../server/helpers/test-server.ts';
import type { Rng } from '../attempts.ts';
import type { FindingKind, Findings } from '../findings.ts';
import { copyExact, decisive, differingPart } from '../state-snapshot.ts';
import type { Table } from '../walk.ts';
import { RawSeatLine } from './raw-seats.ts';
import type { Signal } from './signal.ts';
import { legalWith, WIRE_VALUES, type WireValue } from './wire-values.ts';

/** What a match fuzzed over the wire shares with the others: the server, how many moves it has handled, the guard, the findings. */
export interface Wire {
  server: TestServer;
  /** How many updates the server's LeanMaster has finished with (accepted, refused or thrown), once its handler's own catch has run. */
  handled: () => number;
  /** Notified on every frame a test socket receives and every update the server finishes. */
  signal: Signal;
  guard: PrototypeGuard;
  findings: Findings;
  rng: Rng;
}

interface Match {
  id: string;
  matchID: string;
  table: Table;
  /** The name each seat joined with. */
  names: Record<string, string>;
  lines: Map<string, RawSeatLine>;
  spectator: RawSeatLine;
  state: State;
}

const fetchState = async (wire: Wire, matchID: string): Promise<State> => (await wire.server.server.store.fetch(matchID, { state: true })).state!;

/**
 * Sends one update and waits until the server is done with it: a drop notice to the sender
 * (the packet checks refused it), or LeanMaster finished with it (a rule refused or accepted it,
 * or it threw: then the notice that follows too). Then judges it: no built-in changed, nothing
 * new in the server's log, and the stored match unchanged unless the move was accepted, which
 * must keep the game's invariants.
 */
async function sendHostile(wire: Wire, prepared: PreparedGame, match: Match, line: RawSeatLine, move: string, argsText: string, made: string, asSeat: string | null = line.playerID): Promise<void> {
  const before = copyExact(decisive(match.state));
  const handled = wire.handled();
  const errors = wire.server.errors.length;
  await line.sendUpdate(move, argsText, match.state._stateID, asSeat);
  await wire.signal.until(() => line.newNotices().length > 0 || line.closed() || wire.handled() > handled, `the server's answer to ${move}(${argsText.slice(0, 80)})`);
  if (wire.server.errors.length > errors) await wire.signal.until(() => line.newNotices().length > 0, `the notice of a failed ${move}`);
  const say = (kind: FindingKind, what: string) =>
    wire.findings.add({ kind, where: `${match.id}, ${match.table.label}, over the wire (match state ${before._stateID})`, engine: 'the server', seat: line.playerID === null ? `a spectator socket (naming seat ${asSeat})` : `seat ${line.playerID}'s socket`, move, args: parsedArgs(argsText), made, value: made, what });
  const polluted = wire.guard.changes();
  if (polluted.length > 0) {
    wire.guard.restore();
    say('polluted', `the server process: ${polluted.join('; ')}`);
  }
  for (const logged of wire.server.errors.slice(errors)) say('threw', `the server logged: ${logged.slice(0, 200)}`);
  const after = await fetchState(wire, match.matchID);
  if (after._stateID === before._stateID) {
    const part = differingPart(decisive(after), before);
    if (part) say('refused-but-changed', `refused (${line.newNotices().map((n) => n.code).join(', ') || 'by the rules'}), and the stored match's ${part} changed`);
    return;
  }
  match.state = after;
  const broken = prepared.module.invariants(after.G, after.ctx, prepared.content);
  if (broken.length > 0) say('invariant', `accepted, and broke: ${broken.join('; ')}`);
}

/** The arguments as the server parsed them (1e999 is Infinity, -0 stays -0), for the message. */
function parsedArgs(argsText: string): unknown[] {
  try {
    return JSON.parse(`[${argsText}]`);
  } catch {
    return [argsText];
  }
}

/** Each seat's legal actions now, from its own view, as the game's bots find them. */
function legalNow(prepared: PreparedGame, state: State): Map<string, BotAction[]> {
  return new Map(state.ctx.playOrder.map((s) => [s, legalActionsFromView(prepared.game, viewFor(prepared.game, state.G, state.ctx, s), state.ctx, s)]));
}

/**
 * A legal move no timed window holds (server/harden/window-clock.ts), from a seat picked at
 * random, to move the match on; a seat tells the game its name only as it joined (match-guard.ts).
 */
function nextLegal(prepared: PreparedGame, match: Match, rng: Rng): { seat: string; action: BotAction } | undefined {
  const { state } = match;
  const held = prepared.module.timedWindow?.(state.G, state.ctx, prepared.content)?.moves ?? [];
  const choices = [...legalNow(prepared, state)].flatMap(([seat, actions]) =>
    actions
      .filter((a) => a.kind === 'move' && !held.includes(a.move))
      .map((action) => ({ seat, action: action.move === prepared.module.seatNameMove ? { ...action, args: [match.names[seat]] } : action })),
  );
  return choices[Math.floor(rng() * choices.length)];
}

/** Plays a legal move and waits until the store has the state it made. */
async function playLegal(wire: Wire, match: Match, seat: string, action: BotAction): Promise<void> {
  const line = match.lines.get(seat)!;
  const handled = wire.handled();
  await line.sendUpdate(action.move, action.args.map((a) => JSON.stringify(a) ?? 'null').join(','), match.state._stateID);
  const what = `the legal ${action.move}(${JSON.stringify(action.args)}) by seat ${seat} in ${match.id}`;
  await wire.signal.until(() => line.newNotices().length > 0 || wire.handled() > handled, what);
  const after = await fetchState(wire, match.matchID);
  if (after._stateID === match.state._stateID) throw new Error(`${what} was not applied: ${JSON.stringify(line.newNotices())}`);
  match.state = after;
}

/** How many states each move is fuzzed at over the wire while legal there. */
const LIVE_TIMES = 2;

/** Every hostile value in each place of a legal list, and one too many. */
function listsFrom(legal: unknown[]): { text: string; made: string }[] {
  const out = legal.flatMap((_, i) => WIRE_VALUES.map((v) => ({ text: legalWith(legal, i, v), made: `a legal list with argument ${i + 1} = ${v.label}` })));
  for (const v of WIRE_VALUES.slice(0, 2)) out.push({ text: legalWith(legal, legal.length, v), made: `a legal list plus an extra ${v.label}` });
  return out;
}

/** `count` wire values, in turn from `start`, alone. */
const someAlone = (start: number, count: number): { text: string; made: string }[] =>
  Array.from({ length: count }, (_, i): WireValue => WIRE_VALUES[(start + i) % WIRE_VALUES.length]).map((v) => ({ text: v.text, made: v.label }));

/**
 * One match of one game over the wire: every seat taken, then at its start every move name
 * from a seat with a few hostile values and from a spectator socket (as no seat, and naming a
 * seat it does not hold); then, moving the match on with legal moves, each move the first time
 * it is legal for some seat, with every hostile value in each place of its legal list.
 */
export async function fuzzMatchOverWire(wire: Wire, prepared: PreparedGame, table: Table, maxSteps: number): Promise<number> {
  const id = prepared.module.id;
  const url = wire.server.url;
  const joined = await createAndJoinGame(url, id, table.numPlayers, table.setupData);
  const lines = new Map(joined.seats.map((s) => [s.playerID, new RawSeatLine(wire.signal, url, id, joined.matchID, s.playerID, s.credentials)]));
  const names = Object.fromEntries(joined.seats.map((s) => [s.playerID, `P${s.playerID}`]));
  const match: Match = { id, matchID: joined.matchID, table, names, lines, spectator: new RawSeatLine(wire.signal, url, id, joined.matchID, null), state: await fetchState(wire, joined.matchID) };
  const moves = [...moveNames(prepared.game)];
  let sent = 0;
  const send = async (line: RawSeatLine, move: string, lists: { text: string; made: string }[], asSeat?: string | null) => {
    for (const list of lists) await sendHostile(wire, prepared, match, line, move, list.text, list.made, asSeat === undefined ? line.playerID : asSeat);
    sent += lists.length;
  };
  for (const [i, move] of moves.entries()) {
    await send(lines.get(match.state.ctx.currentPlayer)!, move, someAlone(i * 3, 3));
    await send(match.spectator, move, someAlone(i, 1));
    await send(match.spectator, move, someAlone(i + 1, 1), match.state.ctx.currentPlayer);
  }
  // Twice for each move, at two states: one legal list may cost what the hostile one cannot pay (a flip of one's own coin is cheaper).
  const fuzzed = new Map<string, number>();
  const done = () => moves.every((m) => (fuzzed.get(m) ?? 0) >= LIVE_TIMES);
  for (let step = 0; step < maxSteps && match.state.ctx.gameover === undefined && !done(); step++) {
    const legal = legalNow(prepared, match.state);
    const seen = new Set<string>();
    for (const [seat, actions] of legal) {
      for (const action of actions) {
        if (action.kind !== 'move' || seen.has(action.move) || (fuzzed.get(action.move) ?? 0) >= LIVE_TIMES) continue;
        seen.add(action.move);
        fuzzed.set(action.move, (fuzzed.get(action.move) ?? 0) + 1);
        await send(lines.get(seat)!, action.move, listsFrom(action.args));
      }
    }
    const next = nextLegal(prepared, match, wire.rng);
    if (!next) break;
    await playLegal(wire, match, next.seat, next.action);
  }
  for (const line of [...lines.values(), match.spectator]) line.close();
  return sent;
}
