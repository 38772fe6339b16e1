import type { Client } from 'boardgame.io/client';

export type BgClient = ReturnType<typeof Client>;

/** The clients of one match; resolves a wait once every one of them holds a state at least this new. */
export class MatchClients {
  private waiters: { stateID: number; resolve(): void }[] = [];

  constructor(readonly clients: BgClient[]) {
    for (const client of clients) client.subscribe(() => this.check());
  }

  /** The newest state every client holds (-1 before every one has synced). */
  lowest(): number {
    return Math.min(...this.clients.map((c) => c.getState()?._stateID ?? -1));
  }

  private check(): void {
    const lowest = this.lowest();
    this.waiters = this.waiters.filter((w) => (w.stateID <= lowest ? (w.resolve(), false) : true));
  }

  /** True once every client holds `stateID` or newer; false after `timeoutMs`. */
  reach(stateID: number, timeoutMs: number): Promise<boolean> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), timeoutMs);
      this.waiters.push({ stateID, resolve: () => (clearTimeout(timer), resolve(true)) });
      this.check();
    });
  }

  stop(): void {
    for (const client of this.clients) client.stop();
  }
}
