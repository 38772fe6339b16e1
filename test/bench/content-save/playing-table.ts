import { Client } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import seedrandom from 'seedrandom';
import { chooseFromView } from '../../../games/kit/bots/random-bot.ts';
import type { LoadedGame } from '../../../games/kit/content/load-content.ts';
import { postJson } from '../bench-child-support.ts';
import { MatchClients, type BgClient } from '../match-clients.ts';

/** One move: when it was sent (performance.now()), and how long until every client of the match held its result (undefined: never, within MOVE_TIMEOUT_MS). */
export interface MoveSample {
  at: number;
  ms: number | undefined;
}

const PLAYERS = 6;
const MOVES_PER_MATCH = 60;
/** Between a move every client has seen and the next: about thirty moves a second, for a p99 worth the name in a few seconds. */
const MOVE_GAP_MS = 25;
const MOVE_TIMEOUT_MS = 5000;
const SYNC_TIMEOUT_MS = 10_000;
const LOBBY_TIMEOUT_MS = 5000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms)));

/**
 * A table of six boardgame.io clients playing Are You A Robot? (Extended) on 127.0.0.1, random
 * legal moves one after another, a new match when one ends. Every move is kept with its time.
 */
export class PlayingTable {
  readonly moves: MoveSample[] = [];
  readonly failures: string[] = [];
  private running = true;
  private readonly rng = seedrandom('content-save-bench');
  private readonly game;
  private readonly loop: Promise<void>;

  constructor(
    private readonly url: string,
    loaded: LoadedGame,
  ) {
    this.game = loaded.module.createGame(loaded.content);
    this.loop = this.run(loaded.module.id);
  }

  async stop(): Promise<void> {
    this.running = false;
    await this.loop;
  }

  private async run(gameName: string): Promise<void> {
    while (this.running) {
      let match: MatchClients | undefined;
      try {
        match = await this.seat(gameName);
        await this.play(match);
      } catch (error) {
        this.failures.push(String((error as Error).message ?? error).slice(0, 200));
        await sleep(1000);
      } finally {
        match?.stop();
      }
    }
  }

  private async seat(gameName: string): Promise<MatchClients> {
    const post = <T>(path: string, body: unknown) => postJson<T>(`${this.url}${path}`, body, LOBBY_TIMEOUT_MS);
    const { matchID } = await post<{ matchID: string }>(`/games/${gameName}/create`, { numPlayers: PLAYERS, setupData: { mode: 'extended' } });
    const clients: BgClient[] = [];
    for (let seat = 0; seat < PLAYERS; seat++) {
      const playerID = String(seat);
      const { playerCredentials } = await post<{ playerCredentials: string }>(`/games/${gameName}/${matchID}/join`, { playerID, playerName: `Player ${seat}` });
      const client = Client({ game: this.game, multiplayer: SocketIO({ server: this.url }), matchID, playerID, credentials: playerCredentials, debug: false });
      client.start();
      clients.push(client);
    }
    const match = new MatchClients(clients);
    if (!(await match.reach(0, SYNC_TIMEOUT_MS))) {
      match.stop();
      throw new Error(`the ${PLAYERS} clients were not all synced within ${SYNC_TIMEOUT_MS} ms`);
    }
    return match;
  }

  private async play(match: MatchClients): Promise<void> {
    for (let moves = 0; moves < MOVES_PER_MATCH && this.running; moves++) {
      const options = match.clients.flatMap((client) => {
        const state = client.getState();
        if (!state || state.ctx.gameover) return [];
        const action = chooseFromView(this.game, state.G, state.ctx, client.playerID!, this.rng);
        return action?.kind === 'move' ? [{ client, action, stateID: state._stateID }] : [];
      });
      if (options.length === 0) return;
      const { client, action, stateID } = options[Math.floor(this.rng() * options.length)];
      const at = performance.now();
      client.moves[action.move](...action.args);
      const seen = await match.reach(stateID + 1, MOVE_TIMEOUT_MS);
      this.moves.push({ at, ms: seen ? performance.now() - at : undefined });
      await sleep(MOVE_GAP_MS);
    }
  }
}
