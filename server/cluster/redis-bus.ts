import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Payload } from '../harden/commit-gate.ts';
import { shownUrl } from '../store/shown-url.ts';

/** What processes serving the same matches tell each other: each match's broadcasts. */
export interface ClusterBus {
  /** Sends a broadcast this process made to the other processes' sockets of the channel. */
  publish(channelId: string, payload: Payload): void;
  /** This process has sockets on the channel: it hears the others' broadcasts to it from now on. */
  subscribe(channelId: string): void;
  unsubscribe(channelId: string): void;
  close(): Promise<void>;
}

export interface BusEvents {
  /** Another process's broadcast, for this process's sockets of the channel. */
  heard(channelId: string, payload: Payload): void;
  /** The connection came back after a loss: what was broadcast meanwhile was not heard. */
  reconnected(): void;
  /** Redis now sends this process the channel's messages: one sent before was not heard. */
  subscribed(channelId: string): void;
  /** The connection was lost or failed: said once per loss. */
  lost(message: string): void;
}

const PREFIX = 'tablewright:';

/** Redis did not answer when the server started: it does not serve without its pub/sub. */
export class PubSubUnavailableError extends Error {
  readonly code = 'pubsub-unavailable';

  constructor(message: string) {
    super(message);
    this.name = 'PubSubUnavailableError';
  }
}

/**
 * The broadcasts of every match through Redis pub/sub: each process publishes what its own
 * commit gate lets out (a kept move, a chat line, presence), and delivers what it hears to its
 * own sockets, which filter it to each viewer as they do a local broadcast. A process subscribes
 * only to the matches it has sockets on. Redis keeps nothing: a message published while a
 * process was cut off is lost to it, so the process is told when its connection comes back
 * (`reconnected`) and sends its sockets the stored state again. ioredis reconnects and
 * subscribes again by itself; what this process publishes while Redis is away waits in
 * ioredis's queue and goes out when it is back (clients ignore a state older than theirs).
 */
export class RedisBus implements ClusterBus {
  /** Tells this process's messages from the others', since Redis sends a publisher its own. */
  private readonly from = randomBytes(9).toString('base64url');
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly channels = new Set<string>();
  private everReady = false;
  private down = false;
  private closing = false;

  constructor(
    private readonly url: string,
    private readonly events: BusEvents,
  ) {
    const options = { maxRetriesPerRequest: null, retryStrategy: (attempt: number) => Math.min(50 * attempt, 1000) };
    this.publisher = new Redis(url, options);
    this.subscriber = new Redis(url, options);
    this.subscriber.on('message', (channel: string, message: string) => {
      const { from, payload } = JSON.parse(message) as { from: string; payload: Payload };
      if (from !== this.from) events.heard(channel.slice(PREFIX.length), payload);
    });
    this.subscriber.on('ready', async () => {
      const back = this.everReady && this.down;
      this.everReady = true;
      this.down = false;
      if (!back) return;
      // Subscribed again before the sockets are sent the stored state: nothing falls between.
      if (this.channels.size) await this.subscriber.subscribe(...[...this.channels].map((c) => PREFIX + c)).catch(() => undefined);
      events.reconnected();
    });
    const lost = (error?: Error) => {
      if (this.down || this.closing) return;
      this.down = true;
      events.lost(error ? error.message : 'the connection to Redis closed');
    };
    this.subscriber.on('error', lost);
    this.subscriber.on('close', () => lost());
    this.publisher.on('error', () => undefined);
  }

  /** Whether the subscription is live now: false while Redis is away and the process reconnects. */
  get connected(): boolean {
    return this.everReady && !this.down;
  }

  /** A connection for other commands (the shared budgets'); the other one only listens. */
  get commands(): Redis {
    return this.publisher;
  }

  /** Resolves once both connections answer: the server starts serving only then. */
  async ready(waitMs = 5000): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new PubSubUnavailableError(`Redis at ${shownUrl(this.url)} did not answer within ${waitMs / 1000} s`)), waitMs);
    });
    try {
      await Promise.race([Promise.all([this.publisher.ping(), this.subscriber.ping()]), late]);
    } finally {
      clearTimeout(timer);
    }
  }

  publish(channelId: string, payload: Payload): void {
    void this.publisher.publish(PREFIX + channelId, JSON.stringify({ from: this.from, payload })).catch(() => undefined);
  }

  subscribe(channelId: string): void {
    if (this.channels.has(channelId)) return;
    this.channels.add(channelId);
    this.subscriber.subscribe(PREFIX + channelId).then(
      () => this.events.subscribed(channelId),
      () => undefined,
    );
  }

  unsubscribe(channelId: string): void {
    if (!this.channels.delete(channelId)) return;
    void this.subscriber.unsubscribe(PREFIX + channelId).catch(() => undefined);
  }

  async close(): Promise<void> {
    this.closing = true;
    this.publisher.disconnect();
    this.subscriber.disconnect();
  }
}
