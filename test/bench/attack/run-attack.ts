import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { TYPESCRIPT } from '../bench-child-support.ts';

/** An attack gets this long past its deadline to close its sockets and report. */
const WRAP_UP_MS = 20_000;

/**
 * Runs one attack phase in a child process until its deadline; its report lines, or a line
 * saying it overran and was killed.
 */
export function runAttack(name: string, url: string, deadline: number): Promise<string[]> {
  const script = fileURLToPath(new URL('./attacker-process.ts', import.meta.url));
  const child = fork(script, [name, url, String(deadline)], { execArgv: ['--import', TYPESCRIPT], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return new Promise((resolve) => {
    const timer = setTimeout(
      () => {
        child.kill('SIGKILL');
        resolve([`the attacker did not finish ${WRAP_UP_MS / 1000} s after its deadline and was killed`]);
      },
      deadline - Date.now() + WRAP_UP_MS,
    );
    child.once('message', (m) => (clearTimeout(timer), resolve((m as { lines: string[] }).lines)));
    child.once('exit', (code) => (clearTimeout(timer), resolve([`the attacker exited with code ${code} without a report`])));
  });
}
