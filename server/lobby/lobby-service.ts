import type { Server } from 'boardgame.io';
import { createMatch } from 'boardgame.io/internal';
import { playerCountProblem } from '../../games/kit/player-count.ts';
import type { ContentLibrary } from '../app/content-library.ts';
import type { RegisteredGame } from '../app/game-registry.ts';
import { authenticateSeat } from '../harden/seat-credentials.ts';
import { secretId } from '../harden/secret-ids.ts';
import { seatOf } from '../harden/seat-table.ts';
import { publicSeats } from '../harden/socket-ledger.ts';
import type { ListingCursor } from '../store/match-listing.ts';
import type { MatchStore } from '../store/match-store.ts';
import type { CreateBody, JoinBody, PlayAgainBody, SeatBody, UpdateBody } from './lobby-bodies.ts';
import { MatchLocks } from './match-locks.ts';

/** A lobby request that cannot be met, with the HTTP status that fits it, and for a budget or a cap the seconds to wait. */
export class LobbyError extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 409 | 429 | 503,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** A match as the lobby shows it: the metadata without any seat's credentials. */
export type ClientMatch = Omit<Server.MatchData, 'players'> & { matchID: string; players: Omit<Server.PlayerMetadata, 'credentials'>[] };

export interface ListQuery {
  isGameover?: boolean;
  /** Only matches that may still be joined or watched live: not over, and not idle since this time (ms). */
  openSince?: number;
  updatedBefore?: number;
  updatedAfter?: number;
  limit: number;
  after?: ListingCursor;
}

/**
 * What a new match costs its requester and the server. `reserve` holds a place among the live
 * matches, or throws a LobbyError (429, 503) saying why there is none for this requester, and
 * answers its release; `spend`, once the match is known to be good, takes the requester's
 * budget and the server's (throwing the same if they went meanwhile).
 */
export interface CreationBudget {
  reserve(): Promise<() => void>;
  spend(): void;
}

/** Whoever changes who holds a seat tells the sockets (the socket ledger). */
export type SeatsChanged = (matchID: string, metadata: Server.MatchData | undefined) => void;

const clientMatch = (matchID: string, metadata: Server.MatchData): ClientMatch => ({ ...metadata, matchID, players: publicSeats(metadata) });

const isOver = (metadata: Server.MatchData) => metadata.gameover !== undefined && metadata.gameover !== null;

/**
 * boardgame.io's Lobby API, kept compatible with its LobbyClient, on Tablewright's store:
 * every body arrives typed and sized (lobby-bodies), a match is made only with a player count
 * its game allows (the kit's guard inside createMatch), from the game's current content
 * version, which the store records with the match; a seat changes hands in one
 * transaction, under a per-match lock, and the sockets of a seat that changed hands are told.
 * The listing is paged.
 */
export class Lobby {
  private readonly locks = new MatchLocks();

  constructor(
    private readonly store: MatchStore,
    private readonly games: Pick<ContentLibrary, 'names' | 'current'>,
    private readonly seatsChanged: SeatsChanged,
    /** Hears every match made, by `create` or `playAgain` (the server's log). */
    private readonly made: (gameName: string, matchID: string) => void = () => {},
  ) {}

  gameNames(): string[] {
    return this.games.names();
  }

  async list(gameName: string, query: ListQuery): Promise<{ matches: ClientMatch[]; nextCursor?: string }> {
    this.game(gameName);
    const { openSince, ...filter } = query;
    const open = openSince === undefined ? {} : { isGameover: false, updatedAfter: Math.max(openSince, filter.updatedAfter ?? 0) };
    const page = await this.store.listPage({ gameName, ...filter, ...open });
    const matches = page.matches.map((m) => clientMatch(m.matchID, m.metadata));
    return page.next ? { matches, nextCursor: `${page.next.updatedAt}.${page.next.matchID}` } : { matches };
  }

  async get(gameName: string, matchID: string): Promise<ClientMatch> {
    return clientMatch(matchID, await this.metadata(gameName, matchID));
  }

  async create(gameName: string, body: CreateBody, budget: CreationBudget): Promise<{ matchID: string }> {
    const version = this.game(gameName);
    return { matchID: await this.make(version, body.numPlayers ?? version.game.minPlayers!, body.setupData, body.unlisted, budget) };
  }

  join(gameName: string, matchID: string, body: JoinBody): Promise<{ playerID: string; playerCredentials: string }> {
    return this.locks.run(matchID, async () => {
      const metadata = await this.metadata(gameName, matchID);
      if (isOver(metadata)) throw new LobbyError(409, `match ${matchID} is over; create a new one`);
      const playerCredentials = secretId(16);
      let playerID = body.playerID;
      const written = await this.store.updateMetadata(matchID, (stored) => {
        // A free seat is picked on the stored seats: another process may have filled the one free a moment ago.
        playerID = body.playerID ?? Object.keys(stored.players).find((id) => !seatOf(stored, id)?.name);
        if (playerID === undefined) throw new LobbyError(409, `match ${matchID} is full`);
        const seat = this.seat(stored, matchID, playerID);
        if (seat.name) throw new LobbyError(409, `seat ${playerID} of match ${matchID} is taken`);
        seat.name = body.playerName;
        seat.credentials = playerCredentials;
        if (body.data !== undefined) seat.data = body.data;
        stored.updatedAt = Date.now();
        return stored;
      });
      this.seatsChanged(matchID, written);
      return { playerID: playerID!, playerCredentials };
    });
  }

  /**
   * Gives a seat to someone else in one write: the seat's credentials are checked on the stored
   * seat and replaced in the same transaction, so it is never empty for a join to take meanwhile.
   */
  replaceSeat(gameName: string, matchID: string, body: SeatBody, next: Omit<JoinBody, 'playerID'>): Promise<{ playerCredentials: string }> {
    return this.locks.run(matchID, async () => {
      await this.metadata(gameName, matchID);
      const playerCredentials = secretId(16);
      const written = await this.store.updateMetadata(matchID, (stored) => {
        if (isOver(stored)) throw new LobbyError(409, `match ${matchID} is over`);
        const seat = this.seat(stored, matchID, body.playerID);
        if (!authenticateSeat(body.credentials, seat)) throw new LobbyError(403, `those are not the credentials of seat ${body.playerID} of match ${matchID}`);
        seat.name = next.playerName;
        seat.credentials = playerCredentials;
        if (next.data === undefined) delete seat.data;
        else seat.data = next.data;
        stored.updatedAt = Date.now();
        return stored;
      });
      // The old credentials' sockets lose the seat with this news.
      this.seatsChanged(matchID, written);
      return { playerCredentials };
    });
  }

  /** Gives a seat up; the last player to leave deletes the match, as boardgame.io does. */
  leave(gameName: string, matchID: string, body: SeatBody): Promise<Record<string, never>> {
    return this.locks.run(matchID, async () => {
      await this.authorized(gameName, matchID, body);
      // The seat is emptied on the stored metadata, in the transaction: writing back the copy
      // read above would undo a move's or a presence change made in between.
      const written = await this.store.updateMetadata(matchID, (stored) => {
        const seat = this.seat(stored, matchID, body.playerID);
        delete seat.name;
        delete seat.credentials;
        delete seat.data;
        // Its sockets lose the seat with this news (seatsChanged), which would otherwise show the
        // empty seat as connected until their going was written.
        seat.isConnected = false;
        stored.updatedAt = Date.now();
        return stored;
      });
      if (Object.values(written.players).some((p) => p.name)) {
        this.seatsChanged(matchID, written);
      } else {
        await this.store.wipe(matchID);
        this.seatsChanged(matchID, undefined);
      }
      return {};
    });
  }

  /**
   * The match that follows this one: made once, by the first seat to ask, who spends a
   * creation from their budget like any create; the others get its id. `made` holds the
   * finished match's metadata when this call made the rematch, so its bots can follow.
   */
  playAgain(gameName: string, matchID: string, body: PlayAgainBody, budget: CreationBudget): Promise<{ nextMatchID: string; made?: Server.MatchData }> {
    return this.locks.run(matchID, async () => {
      const metadata = await this.authorized(gameName, matchID, body);
      if (metadata.nextMatchID) return { nextMatchID: metadata.nextMatchID };
      const numPlayers = body.numPlayers ?? Object.keys(metadata.players).length;
      const rematchID = await this.make(this.game(gameName), numPlayers, body.setupData ?? metadata.setupData, body.unlisted, budget);
      const written = await this.store.updateMetadata(matchID, (stored) => (stored.nextMatchID ? undefined : { ...stored, nextMatchID: rematchID }));
      if (written.nextMatchID !== rematchID) {
        // Another process made the rematch while this one did: everyone goes to that one.
        await this.store.wipe(rematchID);
        return { nextMatchID: written.nextMatchID! };
      }
      // Everyone still at the finished table learns where the rematch is without asking.
      this.seatsChanged(matchID, written);
      return { nextMatchID: rematchID, made: metadata };
    });
  }

  update(gameName: string, matchID: string, body: UpdateBody): Promise<Record<string, never>> {
    if (body.newName === undefined && body.data === undefined) throw new LobbyError(400, 'an update needs newName or data');
    return this.locks.run(matchID, async () => {
      await this.authorized(gameName, matchID, body);
      const written = await this.store.updateMetadata(matchID, (stored) => {
        const seat = this.seat(stored, matchID, body.playerID);
        if (body.newName !== undefined) seat.name = body.newName;
        if (body.data !== undefined) seat.data = body.data;
        return stored;
      });
      this.seatsChanged(matchID, written);
      return {};
    });
  }

  /**
   * Makes a match once the request is known to be good: only then is the budget spent. Whether
   * there is budget and room is asked first, so a refused request costs no setup.
   */
  private async make({ game, hash }: RegisteredGame, numPlayers: number, setupData: unknown, unlisted: boolean | undefined, budget: CreationBudget): Promise<string> {
    // The kit's guard inside createMatch refuses a count the game does not allow before
    // boardgame.io builds anything for it; but boardgame.io first turns 0 into its default, 2.
    const wrongCount = playerCountProblem(game, numPlayers);
    if (wrongCount) throw new LobbyError(400, wrongCount);
    const release = await budget.reserve();
    try {
      const match = createMatch({ game, numPlayers, setupData, unlisted: unlisted ?? false });
      if ('setupDataError' in match) throw new LobbyError(400, String(match.setupDataError));
      budget.spend();
      const matchID = secretId(9);
      await this.store.createMatch(matchID, match, hash);
      this.made(game.name!, matchID);
      return matchID;
    } finally {
      release();
    }
  }

  private game(gameName: string): RegisteredGame {
    const game = this.games.current(gameName);
    if (!game) throw new LobbyError(404, `no game '${gameName.slice(0, 40)}'; the games are ${this.gameNames().join(', ')}`);
    return game;
  }

  /** The match's metadata as stored, frozen: the lobby only reads it (its writes go through updateMetadata). */
  private async metadata(gameName: string, matchID: string): Promise<Server.MatchData> {
    this.game(gameName);
    const { metadata } = await this.store.peek(matchID, { metadata: true });
    if (!metadata || metadata.gameName !== gameName) throw new LobbyError(404, `no ${gameName} match '${matchID}'`);
    return metadata;
  }

  private seat(metadata: Server.MatchData, matchID: string, playerID: string): Server.PlayerMetadata {
    const seat = seatOf(metadata, playerID);
    if (!seat) throw new LobbyError(404, `match ${matchID} has no seat '${playerID.slice(0, 8)}'`);
    return seat;
  }

  /** The match's metadata, once the body's credentials are known to be those of its seat (403 otherwise, 404 no such seat). */
  async authorized(gameName: string, matchID: string, { playerID, credentials }: SeatBody): Promise<Server.MatchData> {
    const metadata = await this.metadata(gameName, matchID);
    if (!authenticateSeat(credentials, this.seat(metadata, matchID, playerID))) {
      throw new LobbyError(403, `those are not the credentials of seat ${playerID} of match ${matchID}`);
    }
    return metadata;
  }
}
