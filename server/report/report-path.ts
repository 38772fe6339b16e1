import { existsSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import { UsageError } from '../cli/usage-error.ts';

/** Refuses a report path whose folder is missing before the run, not after minutes of games. */
export function checkReportPath(file: string): void {
  const folder = dirname(file);
  if (!existsSync(folder) || !statSync(folder).isDirectory()) {
    throw new UsageError(`--report ${file}: the folder ${folder} does not exist; create it or give a path in a folder that does`);
  }
}

/** One page per player count: robots.html becomes robots-2p.html, robots-3p.html, ... */
export function perCountFile(file: string, players: number): string {
  const dot = file.toLowerCase().endsWith('.html') ? file.length - 5 : file.length;
  return `${file.slice(0, dot)}-${players}p${file.slice(dot)}`;
}
