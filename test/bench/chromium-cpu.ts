import { readdirSync, readFileSync } from 'node:fs';

/** A process's children, read from /proc (Linux): Chromium's renderers, GPU and utility processes. */
function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const parent = Number(readFileSync(`/proc/${name}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(name)]);
    } catch {
      // Gone meanwhile.
    }
  }
  const all: number[] = [];
  const walk = (pid: number) => {
    all.push(pid);
    for (const child of children.get(pid) ?? []) walk(child);
  };
  walk(root);
  return all;
}

/** CPU seconds (user and system) spent so far by the browser whose process is `root` and every process it started, and by its renderers alone. */
export function chromiumCpu(root: number): { all: number; renderers: number } {
  let all = 0;
  let renderers = 0;
  for (const pid of processTree(root)) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      const seconds = (Number(fields[11]) + Number(fields[12])) / 100;
      all += seconds;
      if (readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('--type=renderer')) renderers += seconds;
    } catch {
      // Gone meanwhile: its time is lost to both figures alike.
    }
  }
  return { all, renderers };
}
