import { perMinute, type ServerLimits } from '../edge/limits.ts';
import { TokenBucket } from '../edge/token-bucket.ts';
import type { MatchStore } from '../store/match-store.ts';
import { LobbyError } from './lobby-service.ts';

/** The longest Retry-After for a full server: matches end and go idle all the time, at moments no one knows. */
const FULL_RETRY_MAX_S = 60;

/**
 * The server's caps on making matches, whoever asks: creations a minute from every address
 * together, and live matches at once. Per-address budgets stop one script; fifty addresses made
 * 1,207 matches in 15 s within theirs. A live match is one not over and touched (`updatedAt`: its
 * creation, a move, a join or a leave) within idleMatchMinutes, the lobby's open list's own rule,
 * counted in the store, of every game, listed or not: with several processes on one PostgreSQL,
 * every process's matches. A creation under way counts as live until its match is stored, so two
 * at once cannot both take the last place. Over a cap: a LobbyError 503 with the seconds to wait.
 */
export class CreationCaps {
  private readonly creations: TokenBucket;
  private pending = 0;

  constructor(
    private readonly limits: ServerLimits,
    private readonly store: Pick<MatchStore, 'liveMatches'>,
    private readonly now: () => number = Date.now,
    /** Hears every refusal, by cap (the server's log and metrics). */
    private readonly refused: (cap: 'server-creations' | 'server-live-matches') => void = () => {},
  ) {
    this.creations = new TokenBucket(perMinute(limits.createsPerMinuteTotal));
  }

  /**
   * Holds a place among the live matches for a creation, or throws while there is none (or the
   * minute's creations are spent); answers the place's release, for once the match is stored or
   * was not made after all. Places are counted after the store answers, so two creations that
   * asked together cannot both take the last one.
   */
  async reserve(): Promise<() => void> {
    this.checkRate();
    const idleMs = this.limits.idleMatchMinutes * 60_000;
    const { count, oldestTouch } = await this.store.liveMatches(this.now() - idleMs, this.limits.liveMatchesTotal);
    if (count + this.pending >= this.limits.liveMatchesTotal) {
      const untilIdle = oldestTouch === undefined ? FULL_RETRY_MAX_S : (oldestTouch + idleMs - this.now()) / 1000;
      const wait = Math.min(FULL_RETRY_MAX_S, Math.max(1, Math.ceil(untilIdle)));
      this.refused('server-live-matches');
      throw new LobbyError(
        503,
        `the server is full: it holds ${this.limits.liveMatchesTotal} live matches (not over, played in the last ${this.limits.idleMatchMinutes} minutes), its limit; try again in ${wait} s, or join a match already made`,
        wait,
      );
    }
    this.pending++;
    return () => {
      this.pending--;
    };
  }

  /** Spends one of the minute's creations, once the match is known to be good; throws if another creation took the last one meanwhile. */
  spend(): void {
    this.checkRate();
    this.creations.take(this.now());
  }

  private checkRate(): void {
    const wait = this.creations.wait(this.now());
    if (wait === 0) return;
    const seconds = Math.max(1, Math.ceil(wait));
    this.refused('server-creations');
    throw new LobbyError(
      503,
      `the server is making as many matches as it can: at most ${this.limits.createsPerMinuteTotal} a minute from everyone together; try again in ${seconds} s`,
      seconds,
    );
  }
}
