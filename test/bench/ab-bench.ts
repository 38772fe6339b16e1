// `npm run bench:ab -- --base REV --game ID`: this tree's simulator against the same simulator at
// another git revision, in one process, on the same seeds, the two alternating round after round.
// On the shared 2-core machine a benchmark's figure moves by a fifth from one minute to the next;
// two trees timed side by side in one process share that drift, so a cut of 5-10% shows as a ratio
// steady across rounds where two runs minutes apart could not tell it (docs/simulator.md). Each
// tree plays in a worker thread of its own (ab-side.ts), one at a time: in one isolate the tree
// imported first ran about 15% faster, whichever it was.
import { Worker } from 'node:worker_threads';
import { HERE, withBaseWorktree } from './base-worktree.ts';
import { positiveNumber, readBenchArgs } from './bench-args.ts';
import type { SideData, SideReply } from './ab-side.ts';
import { ratioRange } from './ratio-range.ts';

const USAGE = `npm run bench:ab -- --base REV --game ID [options]: whole simulated games (bots, engine, invariants) of this tree against git revision REV, in one process, alternating
  --base REV     the revision to compare with (a commit, a branch, HEAD~1); checked out in a temporary worktree, removed after
  --game ID      a shipped game
  --players N    the player count (default: the game's smallest)
  --games N      games a round (default 200)
  --rounds N     timed rounds a side, alternating (default 8, after one untimed round each)
  --seed S       the games' seed (default ab)`;

interface Options {
  base: string;
  game: string;
  players?: number;
  games: number;
  rounds: number;
  seed: string;
}

function read(args: string[]): Options {
  const values: Record<string, string> = {};
  for (let i = 0; i < args.length; i++) {
    const name = args[i].startsWith('--') ? args[i].slice(2) : undefined;
    if (!name || !['base', 'game', 'players', 'games', 'rounds', 'seed'].includes(name)) throw new Error(`unknown option '${args[i]}'`);
    const value = args[++i];
    if (value === undefined || value.startsWith('--')) throw new Error(`--${name} takes a value`);
    values[name] = value;
  }
  if (values.base === undefined) throw new Error('--base names the revision to compare with');
  if (values.game === undefined) throw new Error('--game names a shipped game');
  return {
    base: values.base,
    game: values.game,
    players: values.players === undefined ? undefined : positiveNumber('players', values.players, 0),
    games: positiveNumber('games', values.games, 200),
    rounds: positiveNumber('rounds', values.rounds, 8),
    seed: values.seed ?? 'ab',
  };
}

/** One tree's simulator in a worker thread of its own (ab-side.ts), playing a round when asked. */
class Side {
  private readonly worker: Worker;
  private readonly replies: SideReply[] = [];
  private waiting?: (reply: SideReply) => void;

  constructor(data: SideData) {
    this.worker = new Worker(new URL('./ab-side.ts', import.meta.url), { workerData: data });
    this.worker.on('message', (reply: SideReply) => this.take(reply));
    this.worker.on('error', (error) => this.take({ kind: 'error', message: error.message }));
  }

  private take(reply: SideReply): void {
    const waiting = this.waiting;
    this.waiting = undefined;
    if (waiting) waiting(reply);
    else this.replies.push(reply);
  }

  private async next<K extends SideReply['kind']>(kind: K): Promise<Extract<SideReply, { kind: K }>> {
    const reply = this.replies.shift() ?? (await new Promise<SideReply>((resolve) => (this.waiting = resolve)));
    if (reply.kind === 'error') throw new Error(reply.message);
    if (reply.kind !== kind) throw new Error(`a side answered ${reply.kind} where ${kind} was due`);
    return reply as Extract<SideReply, { kind: K }>;
  }

  ready(): Promise<Extract<SideReply, { kind: 'ready' }>> {
    return this.next('ready');
  }

  /** Plays the seeds once: µs a move of wall time (the other side idle meanwhile), and the games' digest. */
  round(): Promise<Extract<SideReply, { kind: 'round' }>> {
    this.worker.postMessage('round');
    return this.next('round');
  }

  stop(): Promise<number> {
    return this.worker.terminate();
  }
}

async function main(options: Options): Promise<void> {
  await withBaseWorktree(options.base, USAGE, async (base, commit) => {
    const sides: Side[] = [];
    try {
      const seeds = Array.from({ length: options.games }, (_, i) => `${options.seed}-${i}`);
      const ours = new Side({ root: HERE, game: options.game, players: options.players, seeds });
      const theirs = new Side({ root: base, game: options.game, players: options.players, seeds });
      sides.push(ours, theirs);
      const ready = await Promise.all([ours.ready(), theirs.ready()]).catch((error: Error) => {
        process.stderr.write(`${error.message}\n${USAGE}\n`);
        process.exitCode = 2;
      });
      if (!ready) return;
      const { numPlayers } = ready[0];
      const first = [await theirs.round(), await ours.round()];
      const rows: { base: number; here: number }[] = [];
      for (let r = 0; r < options.rounds; r++) rows.push({ base: (await theirs.round()).us, here: (await ours.round()).us });
      console.log(`${options.game} at ${numPlayers} players, ${options.games} games a round; base ${options.base} (${commit.slice(0, 8)}, checked out in ${base}) against this tree`);
      console.log(`games: ${first[0].digest === first[1].digest ? `identical (digest ${first[1].digest})` : `DIFFERENT (base ${first[0].digest}, here ${first[1].digest}): the trees play other games, so the times compare other work`}`);
      console.log('round  base µs/move  here µs/move  here / base');
      rows.forEach((row, i) => console.log(`${String(i + 1).padStart(5)}  ${row.base.toFixed(2).padStart(12)}  ${row.here.toFixed(2).padStart(12)}  ${(row.here / row.base).toFixed(3).padStart(11)}`));
      console.log(`here / base: ${ratioRange(rows.map((row) => row.here / row.base)).text}, median of ${options.rounds} interleaved rounds (below 1: this tree is faster)`);
    } finally {
      await Promise.all(sides.map((side) => side.stop()));
    }
  });
}

await main(readBenchArgs(USAGE, read));
