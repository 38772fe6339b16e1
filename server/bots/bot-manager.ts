import type { Ctx, Game, Server } from 'boardgame.io';
import { fastPacing, type BotDelay, type BotPacing } from '../../games/kit/bots/bot-pacing.ts';
import { BOT_SEAT_DATA, isBotSeatData, standInData } from '../../games/kit/bots/bot-seat.ts';
import type { TimedWindow } from '../../games/kit/game-module.ts';
import type { KitContent } from '../../games/kit/kit-content-files.ts';
import type { ContentLibrary } from '../app/content-library.ts';
import type { RegisteredGame } from '../app/game-registry.ts';
import { BOT_HEADER } from '../harden/connection-guard.ts';
import { seatOf } from '../harden/seat-table.ts';
import type { ErrorLog } from '../harden/socket-handler-guard.ts';
import type { SeatBody } from '../lobby/lobby-bodies.ts';
import { LobbyError, type Lobby } from '../lobby/lobby-service.ts';
import type { MatchStore } from '../store/match-store.ts';
import { botDelayOverride } from './bot-delay.ts';
import { seatBotNames } from './bot-names.ts';
import { SeatBot, type SeatPolicy } from './seat-bot.ts';

export interface BotManagerOptions {
  /** Where the bots connect, as any client would, e.g. http://127.0.0.1:8000 (known once the server listens). */
  serverUrl: () => string;
  /** The games' content versions: a bot plays on its match's. */
  games: Pick<ContentLibrary, 'current' | 'forMatch'>;
  lobby: Lobby;
  store: MatchStore;
  /** The key the bots' sockets show, so the server does not count them against anyone's address. */
  botKey: string;
  limits: { botsPerAddress: number; botsTotal: number };
  log: ErrorLog;
  /** One delay for every bot move, in place of each game's pacing; defaults to TABLEWRIGHT_BOT_DELAY_MS, if set. */
  delay?: BotDelay;
  /**
   * With other processes on the store: how often to take up the bots no process plays (one
   * that died, a seat another process recorded but could not start), and to check that this
   * process still holds its own.
   */
  takeOverEveryMs?: number;
}

/** A request to seat bots that cannot be met; `status` is the HTTP status that fits it. */
export class BotFillError extends Error {
  constructor(
    readonly status: 400 | 404 | 409 | 429,
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

/** Who asked for the bots that the server took up again after a restart. */
const RESTORED = 'restored';

/** How a fill names its bots beyond avoiding the table: names kept by seat, people's names to avoid too. */
export interface BotNaming {
  kept: Record<string, string | undefined>;
  returning: string[];
}
const NO_NAMING: BotNaming = { kept: {}, returning: [] };

/** What a seat bot needs of its game: the rules, the pacing its content declares, its timed window, its own bot. */
interface BotGame {
  game: Game<any>;
  pacing: BotPacing;
  timedWindow?: (G: any, ctx: Ctx) => TimedWindow | undefined;
  policy?: SeatPolicy;
}

/**
 * Seats bots in live matches through the lobby and plays them over the socket, as any client
 * would. Each bot's seat is recorded in the store, so a restarted server takes its bots up
 * again; a bot whose match ended, or whose seat someone else now holds, is forgotten.
 */
export class BotManager {
  /** By content version: built once per version. */
  private readonly games = new WeakMap<RegisteredGame, BotGame>();
  private readonly bots = new Map<SeatBot, string>();
  private readonly override: BotDelay | undefined;
  private takeOver: ReturnType<typeof setInterval> | undefined;
  private looking = false;

  constructor(private readonly options: BotManagerOptions) {
    this.override = options.delay ?? botDelayOverride();
  }

  /** What a bot does in each game, as its current content says (for the lobby). */
  about(gameName: string): string | undefined {
    const version = this.options.games.current(gameName);
    return version && this.botGame(version).pacing.about;
  }

  private botGame(version: RegisteredGame): BotGame {
    const known = this.games.get(version);
    if (known) return known;
    const { module, content } = version;
    const declared = (content as KitContent).bots;
    const made: BotGame = {
      game: module.createGame(content),
      pacing: this.override ? fastPacing(declared, this.override) : declared,
      timedWindow: module.timedWindow && ((G, ctx) => module.timedWindow!(G, ctx, content)),
      policy: module.botPolicy && ((view, ctx, playerID, rng, names) => module.botPolicy!(view, ctx, playerID, content, rng, names)),
    };
    this.games.set(version, made);
    return made;
  }

  /**
   * Seats bots in a rematch where the finished match had them, for the address that asked
   * for the rematch. A bot that cannot sit (a cap, a seat someone took first) is left out:
   * the rematch's waiting room offers that seat to anyone.
   */
  async follow(gameName: string, finished: Server.MatchData, nextMatchID: string, owner: string): Promise<void> {
    const botSeats = Object.entries(finished.players).filter(([, seat]) => isBotSeatData(seat.data));
    if (botSeats.length === 0) return;
    // The people of the finished table are coming back: a bot keeps its name and never takes theirs.
    const people = Object.values(finished.players).filter((seat) => !isBotSeatData(seat.data) && seat.name);
    const naming = { kept: Object.fromEntries(botSeats.map(([id, seat]) => [id, seat.name])), returning: people.map((seat) => seat.name!) };
    await this.fill(gameName, nextMatchID, botSeats.map(([id]) => id), owner, naming).catch((error: unknown) => {
      if (!(error instanceof BotFillError)) throw error;
    });
  }

  /**
   * Joins bots to the given seats (every empty seat when none are given) for `owner`'s address;
   * returns the seats taken. `naming`: names bots kept from a finished match, and people's names
   * no bot may take besides those at the table.
   */
  async fill(gameName: string, matchID: string, seats: string[] | undefined, owner: string, naming: BotNaming = NO_NAMING): Promise<string[]> {
    const current = this.options.games.current(gameName);
    if (!current) throw new BotFillError(404, `unknown game '${gameName}'`);
    if (!current.game.ai) throw new BotFillError(400, `${gameName} has no bots (no ai.enumerate)`);
    const match = await this.options.lobby.get(gameName, matchID).catch((error: unknown) => {
      if (error instanceof LobbyError) throw new BotFillError(404, `no match '${matchID}' of ${gameName}`);
      throw error;
    });
    const version = await this.options.games.forMatch(matchID);
    if (!version) throw new BotFillError(404, `no match '${matchID}' of ${gameName}`);
    const game = this.botGame(version);
    if (match.gameover !== undefined) throw new BotFillError(409, `match '${matchID}' is over`);
    const empty = match.players.filter((p) => !p.name).map((p) => String(p.id));
    const wanted = seats ?? empty;
    for (const seat of wanted) {
      if (!match.players.some((p) => String(p.id) === seat)) throw new BotFillError(400, `match '${matchID}' has no seat '${seat}'`);
      if (!empty.includes(seat)) throw new BotFillError(409, `seat ${seat} of match '${matchID}' is taken`);
    }
    this.checkCaps(wanted.length, owner);
    const taken = new Set([...match.players.map((p) => p.name).filter((n): n is string => Boolean(n)), ...naming.returning]);
    const names = seatBotNames(wanted.map((seat) => (Object.hasOwn(naming.kept, seat) ? naming.kept[seat] : undefined)), taken);
    const joined: string[] = [];
    for (const [i, playerID] of wanted.entries()) {
      const { playerCredentials } = await this.options.lobby.join(gameName, matchID, { playerID, playerName: names[i], data: BOT_SEAT_DATA }).catch((error: unknown) => {
        if (error instanceof LobbyError) throw new BotFillError(409, `seat ${playerID} of match '${matchID}' was taken meanwhile`);
        throw error;
      });
      await this.seated(game, { gameName, matchID, playerID }, playerCredentials, owner);
      joined.push(playerID);
    }
    return joined;
  }

  /**
   * A bot takes a person's seat in one write (LobbyService.replaceSeat), their credentials
   * checked on the stored seat: it is never free for someone else to join meanwhile.
   */
  async takeSeat(gameName: string, matchID: string, seat: SeatBody, owner: string): Promise<void> {
    const current = this.options.games.current(gameName);
    if (!current?.game.ai) throw new BotFillError(400, `${gameName} has no bots (no ai.enumerate)`);
    const version = await this.options.games.forMatch(matchID);
    if (!version) throw new BotFillError(404, `no match '${matchID}' of ${gameName}`);
    this.checkCaps(1, owner);
    const match = await this.options.lobby.get(gameName, matchID);
    const [name] = seatBotNames([undefined], new Set(match.players.map((p) => p.name).filter((n): n is string => Boolean(n))));
    const leaving = match.players.find((p) => String(p.id) === seat.playerID)?.name;
    const data = leaving ? standInData(leaving) : BOT_SEAT_DATA;
    const { playerCredentials } = await this.options.lobby.replaceSeat(gameName, matchID, seat, { playerName: name, data });
    await this.seated(this.botGame(version), { gameName, matchID, playerID: seat.playerID }, playerCredentials, owner);
  }

  /** A bot seat just taken: recorded, and played here unless another process took it up first (in its look for bots no one plays). */
  private async seated(game: BotGame, seat: RunningBot, credentials: string, owner: string): Promise<void> {
    await this.options.store.botSeats.add({ ...seat, credentials });
    if (await this.options.store.botSeats.claim(seat.matchID, seat.playerID)) this.startBot(game, seat, credentials, owner);
  }

  /**
   * Takes up the recorded bot seats of unfinished matches that no process plays (at start, and
   * then every `takeOverEveryMs` with other processes); returns how many play again here.
   */
  async resume(): Promise<number> {
    this.startLooking();
    let resumed = 0;
    const playing = new Set(this.running().map((b) => `${b.matchID}/${b.playerID}`));
    for (const seat of await this.options.store.botSeats.all()) {
      if (playing.has(`${seat.matchID}/${seat.playerID}`)) continue;
      const version = await this.options.games.forMatch(seat.matchID);
      const { metadata } = await this.options.store.fetch(seat.matchID, { metadata: true });
      const holder = metadata ? seatOf(metadata, seat.playerID)?.credentials : undefined;
      if (!version || !metadata || metadata.gameover !== undefined || holder !== seat.credentials) {
        await this.options.store.botSeats.remove(seat.matchID, seat.playerID);
        continue;
      }
      if (!(await this.options.store.botSeats.claim(seat.matchID, seat.playerID))) continue;
      if (this.startBot(this.botGame(version), seat, seat.credentials, RESTORED)) resumed++;
    }
    return resumed;
  }

  private startLooking(): void {
    const every = this.options.takeOverEveryMs;
    if (!every || this.takeOver) return;
    this.takeOver = setInterval(() => void this.lookAgain(), every);
    this.takeOver.unref();
  }

  /** Stops the bots whose claims were lost with their connection, then takes up any no process plays. */
  private async lookAgain(): Promise<void> {
    if (this.looking) return;
    this.looking = true;
    try {
      if (!(await this.options.store.botSeats.claimsHeld())) this.stopAll();
      await this.resume();
    } catch (error) {
      this.options.log('taking up the bots no process plays failed', error);
    } finally {
      this.looking = false;
    }
  }

  /** Bots still playing. */
  running(): RunningBot[] {
    return [...this.bots.keys()].map((b) => ({ gameName: b.gameName, matchID: b.matchID, playerID: b.playerID }));
  }

  /** Stops every bot without forgetting its seat: a restarted server, or another process, takes it up again. */
  stopAll(): void {
    for (const bot of [...this.bots.keys()]) bot.stop();
  }

  /** The server stops: no more looks for bots to take up. */
  close(): void {
    clearInterval(this.takeOver);
    this.stopAll();
  }

  /** Refuses (429) more bots than `owner`'s address or the server may have playing at once. */
  checkCaps(wanted: number, owner: string): void {
    const { botsPerAddress, botsTotal } = this.options.limits;
    const mine = [...this.bots.values()].filter((o) => o === owner).length;
    if (mine + wanted > botsPerAddress) {
      throw new BotFillError(429, `your address already has ${mine} bots playing; at most ${botsPerAddress} at once`);
    }
    if (this.bots.size + wanted > botsTotal) {
      throw new BotFillError(429, `the server already has ${this.bots.size} bots playing; at most ${botsTotal} at once`);
    }
  }

  /**
   * Starts the bot of a seat, unless this process already plays it: a look for bots no one plays
   * can claim a seat that a fill here recorded and is still claiming (a claim held is not taken
   * again), and both would start one. Answers whether it started.
   */
  private startBot(game: BotGame, seat: RunningBot, credentials: string, owner: string): boolean {
    if (this.running().some((b) => b.matchID === seat.matchID && b.playerID === seat.playerID)) return false;
    const bot: SeatBot = new SeatBot({
      ...game,
      ...seat,
      serverUrl: this.options.serverUrl(),
      credentials,
      headers: { [BOT_HEADER]: this.options.botKey },
      onStop: (finished) => {
        this.bots.delete(bot);
        const { botSeats } = this.options.store;
        const settled = finished ? botSeats.remove(seat.matchID, seat.playerID) : Promise.resolve();
        settled
          .then(() => botSeats.release(seat.matchID, seat.playerID))
          .catch((error: unknown) => this.options.log(`forgetting the bot of seat ${seat.playerID} in match ${seat.matchID} failed`, error));
      },
    });
    this.bots.set(bot, owner);
    bot.start();
    return true;
  }
}
