import { fileURLToPath } from 'node:url';
import seedrandom from 'seedrandom';
import { Client } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import { chooseFromView } from '../../../games/kit/bots/random-bot.ts';
import { formatContentError, loadGames } from '../../../games/kit/content/load-content.ts';
import { sleep } from './attack-kit.ts';
import { MatchClients, type BgClient } from '../match-clients.ts';
import { postJson } from '../bench-child-support.ts';

export interface VictimFigures {
  /** Send → every client of the match holds the new state, ms. */
  latencies: number[];
  /** Moves no client heard of within MOVE_TIMEOUT_MS. */
  lost: number;
  matches: number;
  /** Matches that could not be created, joined or synced. */
  failures: string[];
}

const GAME = 'are-you-a-robot';
const PLAYERS = 6;
const MAX_MOVES = 60;
const MOVE_EVERY_MS = 300;
const MOVE_TIMEOUT_MS = 5000;
const SYNC_TIMEOUT_MS = 10_000;
const LOBBY_TIMEOUT_MS = 5000;
/**
 * A new match (or a retry) at most this often: each is a creation (create or playAgain), of
 * which an address may make 20 a minute, and opens six sockets that sync once each.
 */
const MATCH_EVERY_MS = 4000;

const contentRoot = fileURLToPath(new URL('../../../content/', import.meta.url));
const { games, errors } = loadGames(contentRoot);
if (errors.length) throw new Error(errors.map(formatContentError).join('\n'));
const loaded = games.find((g) => g.module.id === GAME)!;
const game = loaded.module.createGame(loaded.content);


const post = <T>(url: string, body: unknown) => postJson<T>(url, body, LOBBY_TIMEOUT_MS);

/**
 * One Are You A Robot? (Extended) table of real boardgame.io clients on 127.0.0.1, one move
 * every 300 ms, a new match when one ends (at most every MATCH_EVERY_MS, so within the
 * address's creation budget) or after MAX_MOVES. As players do, seat 0 asks for the next
 * match with playAgain; only the first match, or one after a failure, is created from
 * scratch. Figures are kept since the last `take`.
 */
export class VictimTable {
  private figures: VictimFigures = { latencies: [], lost: 0, matches: 0, failures: [] };
  private running = true;
  /** Seat 0 of the last match, to ask for the next one. */
  private last: { matchID: string; credentials: string } | undefined;
  private readonly rng = seedrandom('attack-bench-victim');
  private readonly loop: Promise<void>;

  constructor(private readonly url: string) {
    this.loop = this.run();
  }

  take(): VictimFigures {
    const taken = this.figures;
    this.figures = { latencies: [], lost: 0, matches: 0, failures: [] };
    return taken;
  }

  async stop(): Promise<void> {
    this.running = false;
    await this.loop;
  }

  private async run(): Promise<void> {
    while (this.running) {
      const started = performance.now();
      await this.playOneMatch();
      await sleep(MATCH_EVERY_MS - (performance.now() - started));
    }
  }

  private async playOneMatch(): Promise<void> {
    let match: MatchClients | undefined;
    try {
      match = await this.seat();
      this.figures.matches++;
      await this.play(match);
    } catch (error) {
      this.figures.failures.push(String((error as Error).message ?? error).slice(0, 200));
    } finally {
      match?.stop();
    }
  }

  private async nextMatchID(): Promise<string> {
    const last = this.last;
    this.last = undefined;
    if (!last) return (await post<{ matchID: string }>(`${this.url}/games/${GAME}/create`, { numPlayers: PLAYERS, setupData: { mode: 'extended' } })).matchID;
    const body = { playerID: '0', credentials: last.credentials };
    return (await post<{ nextMatchID: string }>(`${this.url}/games/${GAME}/${last.matchID}/playAgain`, body)).nextMatchID;
  }

  private async seat(): Promise<MatchClients> {
    const matchID = await this.nextMatchID();
    const clients: BgClient[] = [];
    try {
      for (let seat = 0; seat < PLAYERS; seat++) {
        const playerID = String(seat);
        const { playerCredentials } = await post<{ playerCredentials: string }>(`${this.url}/games/${GAME}/${matchID}/join`, {
          playerID,
          playerName: `Victim ${seat}`,
        });
        const client = Client({ game, multiplayer: SocketIO({ server: this.url }), matchID, playerID, credentials: playerCredentials, debug: false });
        client.start();
        clients.push(client);
        if (seat === 0) this.last = { matchID, credentials: playerCredentials };
      }
    } catch (error) {
      for (const client of clients) client.stop();
      throw error;
    }
    const match = new MatchClients(clients);
    if (!(await match.reach(0, SYNC_TIMEOUT_MS))) {
      match.stop();
      throw new Error(`the victim's ${PLAYERS} clients were not all synced within ${SYNC_TIMEOUT_MS} ms`);
    }
    return match;
  }

  /** Random legal moves, one at a time, as server-bench.ts plays them. */
  private async play(match: MatchClients): Promise<void> {
    for (let moves = 0; moves < MAX_MOVES && this.running; moves++) {
      const options = match.clients.flatMap((client) => {
        const state = client.getState();
        if (!state || state.ctx.gameover) return [];
        const action = chooseFromView(game, state.G, state.ctx, client.playerID!, this.rng);
        return action?.kind === 'move' ? [{ client, action, stateID: state._stateID }] : [];
      });
      if (options.length === 0) return;
      const { client, action, stateID } = options[Math.floor(this.rng() * options.length)];
      const sent = performance.now();
      client.moves[action.move](...action.args);
      if (await match.reach(stateID + 1, MOVE_TIMEOUT_MS)) this.figures.latencies.push(performance.now() - sent);
      else this.figures.lost++;
      await sleep(MOVE_EVERY_MS - (performance.now() - sent));
    }
  }
}
