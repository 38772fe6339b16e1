import { readdirSync, readFileSync, statSync } from 'node:fs';

// Linux counts process CPU time in clock ticks of 1/100 s (USER_HZ).
const TICK_MS = 10;

/** CPU time (user + system) of one process so far, ms; 0 once it is gone. */
function cpuOf(pid: string): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

/**
 * CPU time of every process `which` picks (by its uid and command line), ms. PostgreSQL runs a
 * process per connection, started and ended as the pool likes: read them all at each look.
 */
export function cpuOfProcesses(which: (uid: number, cmdline: string) => boolean): number {
  let total = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const uid = statSync(`/proc/${pid}`).uid;
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (which(uid, cmdline)) total += cpuOf(pid);
    } catch {
      // Gone between the listing and the look.
    }
  }
  return total;
}

/** CPU time of `root` and every process it started (a browser's renderers, GPU and utility processes), ms; `which` picks among them by command line. */
export function cpuOfTree(root: number, which: (cmdline: string) => boolean = () => true): number {
  const children = new Map<number, string[]>();
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), pid]);
    } catch {
      // Gone between the listing and the look.
    }
  }
  let total = 0;
  const walk = (pid: string) => {
    try {
      if (which(readFileSync(`/proc/${pid}/cmdline`, 'utf8'))) total += cpuOf(pid);
    } catch {
      // Gone meanwhile: its children, if any, are still counted.
    }
    for (const child of children.get(Number(pid)) ?? []) walk(child);
  };
  walk(String(root));
  return total;
}
