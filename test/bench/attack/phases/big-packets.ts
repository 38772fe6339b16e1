import { Tally, before, sleep, spread, type Attack } from '../attack-kit.ts';
import { connectionAfterConnection, type RawEngine } from '../raw-engine-socket.ts';

const NAMESPACE = '/are-you-a-robot';
/** A chat event of 16 KB: JSON the server reads whole before any budget can drop it. */
const PACKET = `42${NAMESPACE},${JSON.stringify(['chat', 'x', { id: 'x', sender: '0', payload: 'y'.repeat(16_000) }])}`;
const WORKERS = 60;
const MAX_CONNECTIONS_EACH = 50;
const MAX_PACKETS_EACH = 20_000;
/** Sent back to back; between batches the server's close, if any, is read. */
const BATCH = 20;
/** Sending waits while this much is still queued on our side: the count is of what the server took. */
const MAX_QUEUED = 1024 * 1024;
const CLOSE_WAIT_MS = 2000;

interface Flooded {
  written: number;
  closedByServer: boolean;
}

async function flood(engine: RawEngine, deadline: number): Promise<Flooded> {
  engine.ws.send(`40${NAMESPACE},`);
  let sent = 0;
  while (engine.isOpen() && sent < MAX_PACKETS_EACH && before(deadline)) {
    if (engine.ws.bufferedAmount > MAX_QUEUED) await sleep(5);
    else {
      for (let i = 0; i < BATCH && engine.isOpen(); i++, sent++) engine.ws.send(PACKET);
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  const written = sent - Math.ceil(engine.ws.bufferedAmount / PACKET.length);
  const closedByServer = await Promise.race([engine.closed.then(() => true), sleep(CLOSE_WAIT_MS).then(() => false)]);
  engine.ws.terminate();
  return { written, closedByServer };
}

/**
 * The per-connection budget counted packets, not their size: 60 connections, as many as an
 * address may hold, each sending 16 KB chat events as fast as it can, reconnecting when closed.
 */
export const bigPackets: Attack = async ({ port, deadline }) => {
  const runs = await Promise.all(Array.from({ length: WORKERS }, () => connectionAfterConnection(port, deadline, MAX_CONNECTIONS_EACH, (engine) => flood(engine, deadline))));
  const results = runs.flatMap((r) => r.results);
  const closed = results.filter((r) => r.closedByServer);
  const refusals = runs.reduce((all, r) => all.merge(r.refusals), new Tally());
  return [
    `connections opened: ${results.length}; handshakes refused: ${refusals}`,
    `the server closed ${closed.length} of them; 16 KB packets written before the close: ${spread(closed.map((r) => r.written))}`,
    `packets written on connections it did not close: ${spread(results.filter((r) => !r.closedByServer).map((r) => r.written))}`,
    `MB written in all: ${((results.reduce((n, r) => n + r.written, 0) * PACKET.length) / 1024 / 1024).toFixed(1)}`,
  ];
};
