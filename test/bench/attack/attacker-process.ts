// One attack phase in its own process, so the attacker's work never delays the bench's own
// event loop, where the victim's latencies and /health are timed. Started by run-attack.ts
// with the phase name, the server's url and the deadline; sends `{ lines }` and exits.
import { ATTACKS } from './phases/index.ts';

const [name, url, deadline] = process.argv.slice(2);
const attack = ATTACKS[name];
if (!attack || !url || !deadline || !process.send) throw new Error('usage: started by run-attack.ts with a phase name, the server url and a deadline');

let lines: string[];
try {
  lines = await attack({ url, port: Number(new URL(url).port), deadline: Number(deadline) });
} catch (error) {
  lines = [`the attack failed: ${(error as Error).stack ?? error}`];
}
process.send({ lines }, () => process.exit(0));
