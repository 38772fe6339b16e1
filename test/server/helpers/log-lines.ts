/** A log line as the server writes it (server/observe/server-log.ts). */
export interface LogLine {
  level: string;
  time: string;
  msg: string;
  event?: string;
  dropped?: number;
  [field: string]: unknown;
}

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
