import { format } from 'node:util';
import { pino, stdTimeFunctions, type DestinationStream, type Logger } from 'pino';
import { cut, LineBudget, LOG_LIMITS, type ConsoleMethod } from '../harden/bounded-log.ts';
import type { ErrorLog } from '../harden/socket-handler-guard.ts';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

/** Every `event` a log line may carry: a fixed list, so `jq 'select(.event == "move.refused")'` finds them all. */
export const LOG_EVENTS = [
  'server.started',
  'server.stopping',
  'server.error',
  'console',
  'match.created',
  'socket.connected',
  'socket.disconnected',
  'move.accepted',
  'move.refused',
  'budget.refused',
  'content.reloaded',
  'content.refused',
] as const;

/** The server's structured log: pino, with every line bounded (server-log.ts). */
export type ServerLog = Logger;

/** A line's text on one line: `jq -r` prints it raw, and a client's newline would forge a line of its own. */
const oneLine = (text: string, max: number) => cut(text.replace(/\r?\n/g, ' | '), max);

/** The fields of a line, each string cut: a match id or a seat's name came from a client. */
function boundedFields(fields: object): Record<string, unknown> {
  const bounded: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) bounded[key] = typeof value === 'string' ? oneLine(value, LOG_LIMITS.fieldChars) : value;
  return bounded;
}

/** An error as a line carries it: its stack, cut, with no control characters (JSON escapes the newlines). */
function boundedError(error: unknown): unknown {
  if (!(error instanceof Error)) return typeof error === 'string' ? cut(error, LOG_LIMITS.errorChars) : cut(format(error), LOG_LIMITS.lineChars);
  return { type: error.name, message: cut(error.message, LOG_LIMITS.lineChars), stack: cut(error.stack ?? '', LOG_LIMITS.errorChars) };
}

/**
 * One logger per server: JSON lines (`level`, pino's number: 20 debug, 30 info, 40 warn, 50
 * error, so `jq 'select(.level >= 40)'` finds the trouble; `time`, `msg`, `event`, and `matchID`, `game`,
 * `playerID` where there is one) on stdout, or on `destination` (tests). Every line, whoever
 * writes it, spends one lines-a-second budget (LOG_LIMITS.lines); the first line let through
 * after some were dropped says how many (`dropped`). Lines under the level are not built at all,
 * so a debug line per move costs nothing at info.
 */
export function createServerLog(level: LogLevel, destination?: DestinationStream): ServerLog {
  const budget = new LineBudget();
  return pino(
    {
      level,
      base: undefined,
      timestamp: stdTimeFunctions.isoTime,
      serializers: { err: boundedError },
      hooks: {
        logMethod(args, write) {
          const dropped = budget.admit();
          if (dropped === undefined) return;
          const [first, ...rest] = args as unknown[];
          const fields = typeof first === 'object' && first !== null ? boundedFields(first) : {};
          const message = typeof first === 'string' ? format(first, ...rest) : format(...(rest.length ? rest : ['']));
          if (dropped) fields.dropped = dropped;
          write.call(this, fields, oneLine(message, LOG_LIMITS.lineChars));
        },
      },
    },
    destination ?? pino.destination({ dest: 1, sync: true }),
  );
}

const CONSOLE_LEVELS: Record<ConsoleMethod, 'debug' | 'info' | 'warn' | 'error'> = { log: 'info', info: 'info', warn: 'warn', error: 'error', debug: 'debug' };

/** Where console lines (boardgame.io's, socket.io's) go: the log, at the level they were printed at. */
export function consoleInto(log: ServerLog) {
  return (method: ConsoleMethod, text: string) => log[CONSOLE_LEVELS[method]]({ event: 'console' }, text);
}

/** The server's error reporter (ErrorLog) as error lines, with the error's stack. */
export function errorLogOf(log: ServerLog): ErrorLog {
  return (message, error) => log.error({ event: 'server.error', err: error }, message);
}
