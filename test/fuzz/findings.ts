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
  values: Set<string>;
}

/**
 * The findings of a run, one line per hole: the same kind of failure with the same effect
 * (numbers aside) is one line however many moves, values, seats, states and engines show it,
 * with its first example in full and the engines, moves and hostile values it was seen with.
 */
export class Findings {
  private readonly groups = new Map<string, Group>();
  /** What boardgame.io's own code does wrong off the server's path: reported, not failed. */
  readonly notes = new Set<string>();

  add(finding: Finding): void {
    const key = [finding.kind, finding.what.replace(/\d+/g, '#')].join('|');
    const group = this.groups.get(key) ?? { first: finding, count: 0, engines: new Set(), moves: new Set(), values: new Set() };
    group.count++;
    group.engines.add(finding.engine);
    group.moves.add(finding.move);
    group.values.add(finding.value);
    this.groups.set(key, group);
  }

  get size(): number {
    return this.groups.size;
  }

  /** Each kind found, with the moves it was found in. */
  kinds(): Map<FindingKind, Set<string>> {
    const out = new Map<FindingKind, Set<string>>();
    for (const { first, moves } of this.groups.values()) out.set(first.kind, new Set([...(out.get(first.kind) ?? []), ...moves]));
    return out;
  }

  /** One line per hole: the first move seen to make it, then where else it was seen. */
  lines(): string[] {
    return [...this.groups.values()].map(({ first: f, count, engines, moves, values }) => {
      const some = (items: Set<string>) => [...items].slice(0, 8).join(', ') + (items.size > 8 ? `, and ${items.size - 8} more` : '');
      const seen = count > 1 ? `; ${count} times, moves ${some(moves)}; values ${some(values)}` : '';
      return `${f.kind} [${[...engines].join(' + ')}]: ${f.what}, when ${f.seat} sent ${f.move}(${showArgs(f.args)}) [${f.made}] at ${f.where}${seen}`;
    });
  }
}
