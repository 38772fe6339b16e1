import { Agent as HttpAgent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

/**
 * A player's machine as far as the network goes: it finds the public `names` at 127.0.0.1 (where
 * the proxy listens), trusts `ca` and nothing else, and connects from its own loopback address
 * `from` (127.0.0.2, 127.0.0.3, ...), which is the address the proxy sees and forwards.
 */
export function publicNameClient({ names, ca, from }: { names: string[]; ca: string; from: string }) {
  const lookup: LookupFunction = (hostname, options, callback) => {
    const known = names.includes(hostname.toLowerCase());
    const error = known ? null : Object.assign(new Error(`${hostname} is not one of this test's public names`), { code: 'ENOTFOUND' });
    if (options.all) (callback as (e: Error | null, all: { address: string; family: number }[]) => void)(error, known ? [{ address: '127.0.0.1', family: 4 }] : []);
    else callback(error, '127.0.0.1', 4);
  };
  // The agents' options win over a request's own (Node merges them last): every connection made through them, WebSockets included, gets these.
  const https = new HttpsAgent({ lookup, ca, localAddress: from, keepAlive: false });
  const http = new HttpAgent({ lookup, localAddress: from, keepAlive: false });

  /** One request; a redirect is answered, not followed. */
  const request = (url: string, { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: unknown } = {}): Promise<Answer> => {
    const secure = url.startsWith('https:');
    const sent = body === undefined ? undefined : JSON.stringify(body);
    const allHeaders = sent === undefined ? headers : { 'content-type': 'application/json', ...headers };
    return new Promise((resolve, reject) => {
      const req = (secure ? httpsRequest : httpRequest)(url, { method, headers: allHeaders, agent: secure ? https : http }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, text }));
      });
      req.on('error', reject);
      req.end(sent);
    });
  };
  /**
   * boardgame.io's `socketOpts` for a browser on `origin`'s page: by default as the UI connects,
   * long-polling first, then upgraded to a WebSocket. engine.io-client types `agent` as a
   * browser's string or boolean; in Node it hands it to ws and to its polling requests as their agent.
   */
  const socketOpts = (origin: string, transports = ['polling', 'websocket']) => ({ agent: https as unknown as string, transports, extraHeaders: { origin } });
  return { agent: https, request, socketOpts };
}

export type PublicNameClient = ReturnType<typeof publicNameClient>;
