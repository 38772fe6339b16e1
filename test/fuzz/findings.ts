import { showArgs } from '../support/hostile-args.ts';

export type FindingKind =
  /** An exception left the engine: the server answers server-error, the simulator stops. */
  | 'threw'
  /** A built-in changed: every match in the process is poisoned. */
  | 'polluted'
  /** The engine refused the move but the state it was given, or the state it returned, differs from before. */
  | 'refused-but-changed'
  /** The engine accepted the move and wrote into the state it was given (the past). */
  | 'accepted-but-changed-its-input'
  /** An accepted move broke one of the game's invariants. */
  | 'invariant'
  /** boardgame.io's reducer and the lean engine answered differently. */
  | 'engines-disagree';

/** One hostile move that went wrong, with everything needed to send it again. */
export interface Finding {
  kind: FindingKind;
  /** The game, the table and where in the walk: `evil-robots, 3 players, (default setup), walk "seed" after 12 moves (state 12)`. */
  where: string;
  engine: string;
  /** Who sent it: `seat 1 (may act)`, `a spectator (playerID null)`. */
  seat: string;
  move: string;
  args: unknown[];
  /** How the arguments were made. */
  made: string;
  /** The hostile value in them (its label). */
  value: string;
  what: string;
}

interface Group {
  first: Finding;
  count: number;
  engines: Set<string>;
  moves: Set<string>;
}

/**
 * The findings of a run, one line per hole: the same kind of failure, with the same hostile
 * value and the same effect (numbers aside), is one line however many moves, seats, states
 * and engines show it, with its first example in full and the engines and moves it hit.
 */
export class Findings {
  private readonly groups = new Map<string, Group>();
  /** What boardgame.io's own code does wrong off the server's path: reported, not failed. */
  readonly notes = new Set<string>();

  add(finding: Finding): void {
    const key = [finding.kind, finding.value, finding.what.replace(/\d+/g, '#')].join('|');
    const group = this.groups.get(key) ?? { first: finding, count: 0, engines: new Set(), moves: new Set() };
    group.count++;
    group.engines.add(finding.engine);
    group.moves.add(finding.move);
    this.groups.set(key, group);
  }

  get size(): number {
    return this.groups.size;
  }

  /** One line per hole: the first move seen to make it, then where else it was seen. */
  lines(): string[] {
    return [...this.groups.values()].map(({ first: f, count, engines, moves }) => {
      const seen = count > 1 ? `; ${count} times, moves ${[...moves].join(', ')}` : '';
      return `${f.kind} [${[...engines].join(' + ')}]: ${f.what}, when ${f.seat} sent ${f.move}(${showArgs(f.args)}) [${f.made}] at ${f.where}${seen}`;
    });
  }
}
