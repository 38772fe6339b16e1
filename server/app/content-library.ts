import type { LoadedGame } from '../../games/kit/content/load-content.ts';
import type { MatchStore } from '../store/match-store.ts';
import { registerGame, type RegisteredGame } from './game-registry.ts';

/** How many matches' versions stay in memory; past that the oldest is read from the store again when needed. */
const REMEMBERED_MATCHES = 5000;

/** What a reload of one game changed: its new current version, if its content is new; `fixed` when it had errors before and none now. */
export interface Adopted {
  changed?: RegisteredGame;
  fixed: boolean;
}

/**
 * Every content version the server hosts. Each game has a current version, the one new
 * matches are made from (the lobby, covers, how-to-play); every match plays on the version
 * it was made from, read from the store (ContentVersions) and built once per version. A
 * reload (serve --watch) swaps the current version of the games whose content changed and
 * validated; matches already made keep theirs.
 */
export class ContentLibrary {
  private readonly currents = new Map<string, RegisteredGame>();
  private readonly versions = new Map<string, RegisteredGame>();
  private readonly matches = new Map<string, RegisteredGame>();
  private readonly problems = new Map<string, string[]>();
  private adopted: (gameName: string, result: 'ok' | 'refused', hash?: string) => void = () => {};

  constructor(
    private readonly store: MatchStore,
    initial: LoadedGame[],
  ) {
    for (const loaded of initial) this.keep(registerGame(loaded), true);
  }

  /** Saves the starting versions, and gives matches from a store older than versions the content the server starts with. */
  async open(): Promise<void> {
    for (const version of this.currents.values()) {
      await this.store.contentVersions.save(version.module.id, version.content);
      await this.store.contentVersions.pinUnversioned(version.module.id, version.hash);
    }
  }

  names(): string[] {
    return [...this.currents.keys()];
  }

  current(gameName: string): RegisteredGame | undefined {
    return this.currents.get(gameName);
  }

  all(): RegisteredGame[] {
    return [...this.currents.values()];
  }

  /** The `file:line:col` lines of the last reload that failed (empty once content is clean again). */
  get contentErrors(): string[] {
    return [...this.problems.values()].flat();
  }

  /**
   * A reload of one game: clean content becomes current (saved first, so a match made from
   * it finds it after a restart); with `errors` the game keeps its last good version, and the
   * errors are shown until a reload of that game is clean.
   */
  async adopt(gameName: string, loaded: LoadedGame[], errors: string[]): Promise<Adopted> {
    const adopted = await this.take(gameName, loaded, errors);
    this.adopted(gameName, errors.length ? 'refused' : 'ok', adopted.changed?.hash);
    return adopted;
  }

  /** Hears every reload, taken or refused (the server's log and metrics). */
  onAdopted(listener: (gameName: string, result: 'ok' | 'refused', hash?: string) => void): void {
    this.adopted = listener;
  }

  private async take(gameName: string, loaded: LoadedGame[], errors: string[]): Promise<Adopted> {
    const fixed = this.problems.has(gameName) && errors.length === 0;
    if (errors.length) this.problems.set(gameName, errors);
    else this.problems.delete(gameName);
    const game = loaded.find((g) => g.module.id === gameName);
    const before = this.currents.get(gameName);
    if (errors.length || !game || !before) return { fixed };
    const hash = await this.store.contentVersions.save(gameName, game.content);
    if (hash === before.hash) return { fixed };
    return { changed: this.keep(this.versions.get(key(gameName, hash)) ?? registerGame(game), true), fixed };
  }

  /** A version by its hash: in memory, or rebuilt from the store; undefined if the store has none. */
  async version(gameName: string, hash: string): Promise<RegisteredGame | undefined> {
    const known = this.versions.get(key(gameName, hash));
    if (known) return known;
    const module = this.currents.get(gameName)?.module;
    if (!module) return undefined;
    const content = await this.store.contentVersions.load(gameName, hash);
    return content === undefined ? undefined : this.keep(registerGame({ module, content }), false);
  }

  /**
   * A version at once, for the store's reads of a log tail: in memory, or built from `content`
   * (the store's copy, read only when needed); the current version for a hash of null (a match
   * from before versions, pinned at start).
   */
  versionNow(gameName: string, hash: string | null, content: () => unknown): RegisteredGame | undefined {
    if (hash === null) return this.currents.get(gameName);
    const known = this.versions.get(key(gameName, hash));
    if (known) return known;
    const module = this.currents.get(gameName)?.module;
    const stored = module && content();
    return stored === undefined ? undefined : this.keep(registerGame({ module: module!, content: stored }), false);
  }

  /** The version a match plays on, or undefined for no such match (or a game this server does not host). */
  async forMatch(matchID: string): Promise<RegisteredGame | undefined> {
    const remembered = this.matches.get(matchID);
    if (remembered) return remembered;
    const pinned = await this.store.contentVersions.matchVersion(matchID);
    if (!pinned) return undefined;
    const version = pinned.hash ? await this.version(pinned.game, pinned.hash) : this.currents.get(pinned.game);
    if (!version) return undefined;
    if (this.matches.size >= REMEMBERED_MATCHES) this.matches.delete(this.matches.keys().next().value!);
    this.matches.set(matchID, version);
    return version;
  }

  /** The version of a match `forMatch` has answered, without waiting (the timed windows' clock). */
  rememberedForMatch(matchID: string): RegisteredGame | undefined {
    return this.matches.get(matchID);
  }

  private keep(version: RegisteredGame, current: boolean): RegisteredGame {
    this.versions.set(key(version.module.id, version.hash), version);
    if (current) this.currents.set(version.module.id, version);
    return version;
  }
}

const key = (gameName: string, hash: string) => `${gameName}/${hash}`;
