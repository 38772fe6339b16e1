import { connect, createServer, type Socket } from 'node:net';

/** Answers held back from a store: `arrived` once the first is held, `release` sends them all on. */
export interface HeldAnswers {
  arrived: Promise<void>;
  release(): void;
}

interface Link {
  client: Socket;
  listening: boolean;
  held?: { chunks: Buffer[]; arrived: () => void };
}

/**
 * A TCP proxy in front of PostgreSQL that can hold back the server's answers on a connection,
 * to force an interleaving a race only sometimes shows: a store's COMMIT done on the server
 * but not yet answered, or its notices not yet heard. A connection is picked by what the server
 * sends it (a CommandComplete tag such as `COMMIT\0`), not what the client sends: postgres.js
 * runs a prepared statement again by name, without its text.
 */
export class HeldAnswersProxy {
  private readonly links = new Set<Link>();
  private readonly server = createServer((client) => this.link(client));
  private nextCommit: HeldAnswers & { take(link: Link): void } | undefined;

  private constructor(private readonly upstreamPort: number) {}

  static async start(upstreamUrl: string): Promise<HeldAnswersProxy> {
    const proxy = new HeldAnswersProxy(Number(new URL(upstreamUrl).port));
    await new Promise<void>((resolve) => proxy.server.listen(0, '127.0.0.1', resolve));
    return proxy;
  }

  /** The upstream URL with this proxy's port. */
  url(upstreamUrl: string): string {
    const url = new URL(upstreamUrl);
    url.port = String((this.server.address() as { port: number }).port);
    return url.toString();
  }

  /** Holds the answer to the next COMMIT on any connection, and all that connection receives after it. */
  holdNextCommit(): HeldAnswers {
    let arrived!: () => void;
    let committing: Link | undefined;
    this.nextCommit = {
      arrived: new Promise((resolve) => (arrived = resolve)),
      take: (link) => {
        this.nextCommit = undefined;
        committing = link;
        link.held = { chunks: [], arrived };
      },
      release: () => committing && this.release(committing),
    };
    return this.nextCommit;
  }

  /** Holds what the connections that LISTEN receive from now on: the notices of every commit. */
  holdNotices(): HeldAnswers {
    let arrived!: () => void;
    const listening = [...this.links].filter((link) => link.listening);
    const answers: HeldAnswers = { arrived: new Promise((resolve) => (arrived = resolve)), release: () => listening.forEach((link) => this.release(link)) };
    for (const link of listening) link.held = { chunks: [], arrived };
    return answers;
  }

  async stop(): Promise<void> {
    for (const link of this.links) link.client.destroy();
    await new Promise((resolve) => this.server.close(resolve));
  }

  private link(client: Socket): void {
    const upstream = connect(this.upstreamPort, '127.0.0.1');
    const link: Link = { client, listening: false };
    this.links.add(link);
    client.on('data', (chunk) => upstream.write(chunk));
    upstream.on('data', (chunk) => {
      // CommandComplete tags, NUL-terminated.
      if (chunk.includes('LISTEN\0')) link.listening = true;
      if (!link.held && this.nextCommit && chunk.includes('COMMIT\0')) this.nextCommit.take(link);
      if (!link.held) return void client.write(chunk);
      link.held.chunks.push(chunk);
      link.held.arrived();
    });
    const close = () => {
      client.destroy();
      upstream.destroy();
      this.links.delete(link);
    };
    client.on('close', close).on('error', close);
    upstream.on('close', close).on('error', close);
  }

  private release(link: Link): void {
    const chunks = link.held?.chunks ?? [];
    link.held = undefined;
    for (const chunk of chunks) link.client.write(chunk);
  }
}
