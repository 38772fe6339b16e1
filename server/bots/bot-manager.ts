import type { Game } from 'boardgame.io';
import { LobbyClient, LobbyClientError } from 'boardgame.io/client';
import type { LoadedGame } from '../../games/kit/content/load-content.ts';
import { botDelayFromEnv, type BotDelay } from './bot-delay.ts';
import { botNames } from './bot-names.ts';
import { SeatBot } from './seat-bot.ts';

export interface BotManagerOptions {
  /** Where the bots connect, as any client would, e.g. http://127.0.0.1:8000. */
  serverUrl: string;
  games: LoadedGame[];
  /** Think time; defaults to TABLEWRIGHT_BOT_DELAY_MS, else a few seconds. */
  delay?: BotDelay;
}

/** A request to seat bots that cannot be met; `status` is the HTTP status that fits it. */
export class BotFillError extends Error {
  constructor(
    readonly status: 400 | 404 | 409,
    message: string,
  ) {
    super(message);
  }
}

export interface RunningBot {
  gameName: string;
  matchID: string;
  playerID: string;
}

/** Seats bots in live matches through the Lobby API, then plays them over the socket. */
export class BotManager {
  private readonly serverUrl: string;
  private readonly lobby: LobbyClient;
  private readonly delay: BotDelay;
  private readonly games = new Map<string, Game<any>>();
  private readonly bots = new Set<SeatBot>();

  constructor(options: BotManagerOptions) {
    this.serverUrl = options.serverUrl;
    this.lobby = new LobbyClient({ server: options.serverUrl });
    this.delay = options.delay ?? botDelayFromEnv();
    for (const { module, content } of options.games) this.games.set(module.id, module.createGame(content));
  }

  /** Joins bots to the given seats (every empty seat when none are given); returns the seats taken. */
  async fill(gameName: string, matchID: string, seats?: string[]): Promise<string[]> {
    const game = this.games.get(gameName);
    if (!game) throw new BotFillError(404, `unknown game '${gameName}'`);
    if (!game.ai) throw new BotFillError(400, `${gameName} has no bots (no ai.enumerate)`);
    const match = await this.lobby.getMatch(gameName, matchID).catch((error: unknown) => {
      if (error instanceof LobbyClientError) throw new BotFillError(404, `no match '${matchID}' of ${gameName}`);
      throw error;
    });
    if (match.gameover !== undefined) throw new BotFillError(409, `match '${matchID}' is over`);
    const empty = match.players.filter((p) => !p.name).map((p) => String(p.id));
    const wanted = seats ?? empty;
    for (const seat of wanted) {
      if (!match.players.some((p) => String(p.id) === seat)) throw new BotFillError(400, `match '${matchID}' has no seat '${seat}'`);
      if (!empty.includes(seat)) throw new BotFillError(409, `seat ${seat} of match '${matchID}' is taken`);
    }
    const taken = new Set(match.players.map((p) => p.name).filter((n): n is string => Boolean(n)));
    const names = botNames(wanted.length, taken);
    const joined: string[] = [];
    for (const [i, playerID] of wanted.entries()) {
      const { playerCredentials } = await this.lobby
        .joinMatch(gameName, matchID, { playerID, playerName: names[i] })
        .catch((error: unknown) => {
          if (error instanceof LobbyClientError) throw new BotFillError(409, `seat ${playerID} of match '${matchID}' was taken meanwhile`);
          throw error;
        });
      this.startBot(game, gameName, matchID, playerID, playerCredentials);
      joined.push(playerID);
    }
    return joined;
  }

  /** Bots still playing. */
  running(): RunningBot[] {
    return [...this.bots].map((b) => ({ gameName: b.gameName, matchID: b.matchID, playerID: b.playerID }));
  }

  stopAll(): void {
    for (const bot of [...this.bots]) bot.stop();
  }

  private startBot(game: Game<any>, gameName: string, matchID: string, playerID: string, credentials: string): void {
    const bot: SeatBot = new SeatBot({
      game,
      gameName,
      serverUrl: this.serverUrl,
      matchID,
      playerID,
      credentials,
      delay: this.delay,
      onStop: () => this.bots.delete(bot),
    });
    this.bots.add(bot);
    bot.start();
  }
}
