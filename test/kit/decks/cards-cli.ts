import { vi } from 'vitest';
import { runCards } from '../../../server/cli/cards-command.ts';

/** Runs `tablewright cards` in this process: its exit code and what it printed to stdout and stderr. */
export async function cards(args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    out += String(chunk);
    return true;
  });
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
    err += String(chunk);
    return true;
  });
  try {
    return { code: await runCards(args), out, err };
  } finally {
    vi.restoreAllMocks();
  }
}
