/** A log line as the server writes it (server/observe/server-log.ts). */
export interface LogLine {
  /** pino's: 20 debug, 30 info, 40 warn, 50 error. */
  level: number;
  time: string;
  msg: string;
  event?: string;
  dropped?: number;
  [field: string]: unknown;
}

export const LEVEL = { debug: 20, info: 30, warn: 40, error: 50 } as const;

/** A destination for a server's log (`logDestination`) that keeps each JSON line, raw and parsed. */
export function captureLog() {
  const raw: string[] = [];
  return {
    destination: {
      write(chunk: string) {
        raw.push(...chunk.split('\n').filter((line) => line !== ''));
      },
    },
    raw,
    lines: (): LogLine[] => raw.map((line) => JSON.parse(line) as LogLine),
    clear: () => void raw.splice(0),
  };
}
