import type { State } from 'boardgame.io';
import type { LoadedGame } from '../../games/kit/content/load-content.ts';
import type { DropNotice } from './drop-notice.ts';

interface Opened {
  key: string;
  at: number;
}

/**
 * Keeps the time each match's timed window opened (GameModule.timedWindow: the ROBOTS! call)
 * as the store kept the state that opened it, and refuses the window's moves until it has
 * lasted its seconds, as the content of THAT match says (`versionOf`, its content version;
 * the games' content without it). A window the match's first state opens (Evil Robots' first
 * offer, Bias Effect's first trade) starts when the table filled, as the table's countdown does
 * when it appears. In memory: after a restart an open window holds nothing back.
 */
export class WindowClock {
  private readonly opened = new Map<string, Opened>();
  private readonly byGame = new Map<string, LoadedGame>();
  /** The game of each match a move was screened for: a state write does not say its game. */
  private readonly gameOf = new Map<string, string>();
  /** When each match's table last became full: moves, and a first state's window, start then. */
  private readonly filledAt = new Map<string, number>();

  constructor(
    games: LoadedGame[],
    private readonly now: () => number = Date.now,
    private readonly versionOf: (matchID: string) => LoadedGame | undefined = () => undefined,
  ) {
    for (const game of games) if (game.module.timedWindow) this.byGame.set(game.module.id, game);
  }

  /** Whether any game has a timed window: only then must a move's screen read the match's state. */
  get active(): boolean {
    return this.byGame.size > 0;
  }

  /**
   * A state the store kept: the window it opens starts now; a state without one forgets it.
   * A state kept here follows a move screened by `check`, which tells the match's game; one
   * another process kept is known by the match's content version (its sockets here loaded it).
   */
  committed(matchID: string, state: State): void {
    const gameName = this.gameOf.get(matchID) ?? this.versionOf(matchID)?.module.id;
    const window = gameName === undefined ? undefined : this.windowOf(gameName, matchID, state);
    if (!window) this.opened.delete(matchID);
    else if (this.opened.get(matchID)?.key !== window.key) this.opened.set(matchID, { key: window.key, at: this.now() });
    if (state.ctx.gameover !== undefined) {
      this.gameOf.delete(matchID);
      this.filledAt.delete(matchID);
    }
  }

  /** The lobby changed a match's seats: from a full table on, its first state's window runs. */
  seated(matchID: string, full: boolean): void {
    if (!full) this.filledAt.delete(matchID);
    else if (!this.filledAt.has(matchID)) this.filledAt.set(matchID, this.now());
  }

  /** A refusal for `move` while the window of the match's current state still holds it. */
  check(gameName: string, matchID: string, state: State, move: string): DropNotice | undefined {
    if (!this.byGame.has(gameName)) return undefined;
    this.gameOf.set(matchID, gameName);
    const window = this.windowOf(gameName, matchID, state);
    // No store write opened the first state's window: it opened when the table filled.
    if (window && state._stateID === 0 && this.opened.get(matchID)?.key !== window.key) this.opened.set(matchID, { key: window.key, at: this.filledAt.get(matchID) ?? this.now() });
    const opened = this.opened.get(matchID);
    if (!window || !opened || opened.key !== window.key || !window.moves.includes(move)) return undefined;
    const leftMs = opened.at + window.seconds * 1000 - this.now();
    if (leftMs <= 0) return undefined;
    return { event: 'update', code: 'window-open', message: `wait ${Math.ceil(leftMs / 1000)} s: ${window.reason}` };
  }

  private windowOf(gameName: string, matchID: string, state: State) {
    const game = this.versionOf(matchID) ?? this.byGame.get(gameName);
    return game?.module.timedWindow?.(state.G, state.ctx, game.content);
  }
}
