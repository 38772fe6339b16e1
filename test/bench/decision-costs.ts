/**
 * What each kind of decision costs the bots, against what the rules spend playing it: a move-costs
 * row's pick and step told apart by the move the bots chose (a bid, a trade, a discard). A row's
 * pick / step says whether its bots are over their budget; these say which decision is.
 */
export class DecisionCosts {
  private readonly byMove = new Map<string, { count: number; pick: bigint; step: bigint }>();

  /** One move played: `pick` the time the bots took to choose it, `step` the engine's time to play it. */
  add(move: string, pick: bigint, step: bigint): void {
    const costs = this.byMove.get(move) ?? { count: 0, pick: 0n, step: 0n };
    costs.count++;
    costs.pick += pick;
    costs.step += step;
    this.byMove.set(move, costs);
  }

  /** A row per move, the most time picking it first: the move, how many a game, µs to pick one, µs to play one, and pick / step (over 1 marked). */
  rows(games: number): string[][] {
    const micros = (ns: bigint, count: number) => (Number(ns) / 1000 / count).toFixed(1);
    return [...this.byMove]
      .sort(([, a], [, b]) => Number(b.pick - a.pick))
      .map(([move, { count, pick, step }]) => {
        const ratio = Number(pick) / Number(step);
        return [move, (count / games).toFixed(1), micros(pick, count), micros(step, count), `${ratio.toFixed(2)}${ratio > 1 ? ' over' : ''}`];
      });
  }
}

/** Rows as columns lined up, the first column to the left and the others to the right. */
export function tableLines(rows: readonly (readonly string[])[]): string[] {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  return rows.map((row) => row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  '));
}
