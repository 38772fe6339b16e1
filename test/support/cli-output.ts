import { vi } from 'vitest';

/** Runs a command of the CLI in this process: its exit code and what it printed to stdout and stderr. */
export async function captured(run: () => Promise<number>): Promise<{ code: number; out: string; err: string }> {
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
    return { code: await run(), out, err };
  } finally {
    vi.restoreAllMocks();
  }
}
