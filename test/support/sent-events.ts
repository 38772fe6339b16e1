import type { Page } from 'playwright-core';

const logs = new WeakMap<Page, string[]>();

/**
 * Starts reading what `page` sends its server, off the wire: a press that "sends nothing" is
 * checked where nothing must go, not on a screen that may only not have heard yet. socket.io
 * starts on long-polling requests and moves to a WebSocket; both are read. Call before the
 * page opens a match.
 */
export function recordSent(page: Page): void {
  const log: string[] = [];
  logs.set(page, log);
  const read = (data: string) => {
    // engine.io 4 joins the packets of one polling request with a record separator.
    for (const packet of data.split('\x1e')) {
      const event = eventOf(packet);
      if (event) log.push(event);
    }
  };
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/socket.io/')) read(request.postData() ?? '');
  });
  page.on('websocket', (socket) => socket.on('framesent', ({ payload }) => typeof payload === 'string' && read(payload)));
}

/**
 * The socket.io events `page` has sent, oldest first: `sync`, `chat`, or `update <move>` for a
 * move. Events leave one socket in order, so whatever a press sent is listed before what a
 * later press sent.
 */
export function sentBy(page: Page): string[] {
  const log = logs.get(page);
  if (!log) throw new Error('this page was not recorded: call recordSent(page) before it opens a match');
  // A page at a table has synced: without that, nothing is being read and an empty list proves nothing.
  if (!log.includes('sync')) throw new Error('nothing was read off this page\'s socket: it has not synced with a match');
  return [...log];
}

/** A socket.io event in an engine.io message packet: `42`, the namespace, an ack id, then `[name, ...args]`. */
function eventOf(packet: string): string | undefined {
  const json = /^42(?:\/[^,[]*,)?\d*(\[.*)$/s.exec(packet)?.[1];
  if (!json) return undefined;
  const [name, action] = JSON.parse(json) as [string, { payload?: { type?: string } }?];
  return name === 'update' ? `update ${action?.payload?.type}` : name;
}
