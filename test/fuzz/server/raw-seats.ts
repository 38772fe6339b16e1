import { openRawEngine, type RawEngine } from '../../server/helpers/raw-engine.ts';
import type { Signal } from './signal.ts';

/** A drop notice the server sent one socket: `42/<nsp>,["tablewright:error",{...}]`. */
export interface Notice {
  event: string;
  code: string;
  message: string;
}

/**
 * A seat (or a spectator) spoken for over raw socket.io frames, so a move's arguments are
 * whatever JSON text the test writes: an own `__proto__` key, -0, 1e999 (Infinity once parsed),
 * which no socket.io client would send as such. A socket may send 40 messages at once, then
 * 20 a second (server/harden/socket-rate-limit.ts): the line opens a fresh connection, synced
 * again, before a socket's budget runs out, so a refusal is always the packet's own.
 */
export class RawSeatLine {
  private engine: RawEngine | undefined;
  private sent = 0;
  private noticesSeen = 0;

  constructor(
    private readonly signal: Signal,
    private readonly url: string,
    private readonly namespace: string,
    private readonly matchID: string,
    readonly playerID: string | null,
    private readonly credentials?: string,
  ) {}

  /** Notices the current connection got since it opened. */
  notices(): Notice[] {
    return this.engine ? this.noticesOf(this.engine) : [];
  }

  private async open(): Promise<void> {
    this.engine?.ws.close();
    const engine = await openRawEngine(this.url);
    engine.ws.on('message', () => this.signal.notify());
    engine.ws.on('close', () => this.signal.notify());
    const nsp = this.namespace;
    engine.send(`40/${nsp},`);
    await this.signal.until(() => engine.frames.some((f) => f.startsWith(`40/${nsp},{`)), `the ${nsp} namespace`);
    engine.send(`42/${nsp},${JSON.stringify(['sync', this.matchID, this.playerID, this.credentials])}`);
    const synced = () => engine.frames.some((f) => f.startsWith(`42/${nsp},["sync"`));
    await this.signal.until(() => synced() || this.noticesOf(engine).length > 0, `the sync of seat ${this.playerID}`);
    if (!synced()) throw new Error(`seat ${this.playerID} could not sync: ${JSON.stringify(this.noticesOf(engine))}`);
    this.engine = engine;
    this.sent = 1;
    this.noticesSeen = 0;
  }

  private noticesOf(engine: RawEngine): Notice[] {
    const prefix = `42/${this.namespace},["tablewright:error",`;
    return engine.frames.filter((f) => f.startsWith(prefix)).map((f) => JSON.parse(f.slice(f.indexOf('[')))[1] as Notice);
  }

  /**
   * Sends an update whose action's args are `argsText` (the JSON text of the list's items), as
   * `asSeat` (the seat named in the packet: a spectator may name one it does not hold).
   */
  async sendUpdate(move: string, argsText: string, stateID: number, asSeat: string | null = this.playerID): Promise<void> {
    if (!this.engine || this.engine.closed() || this.sent >= 35) await this.open();
    const seat = JSON.stringify(asSeat);
    const credentials = this.credentials === undefined ? '' : `,"credentials":${JSON.stringify(this.credentials)}`;
    const action = `{"type":"MAKE_MOVE","payload":{"type":${JSON.stringify(move)},"args":[${argsText}],"playerID":${seat}${credentials}}}`;
    this.noticesSeen = this.notices().length;
    this.engine!.send(`42/${this.namespace},["update",${action},${stateID},${JSON.stringify(this.matchID)},${seat}]`);
    this.sent++;
  }

  /** Whether the server closed the connection (a frame over the 100 KB a socket may send closes it). */
  closed(): boolean {
    return this.engine?.closed() ?? false;
  }

  /** The notices that came after the last update sent. */
  newNotices(): Notice[] {
    return this.notices().slice(this.noticesSeen);
  }

  close(): void {
    this.engine?.ws.close();
  }
}
