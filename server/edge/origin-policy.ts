import { isIP } from 'node:net';

/** Which names this server answers for, and which other web origins may use it. */
export interface OriginPolicy {
  /** Host names served besides IP literals and localhost (`--allowed-host`). */
  allowedHosts: string[];
  /** Origins of other pages allowed to call the API and open sockets (`--allowed-origin`, the dev server). */
  allowedOrigins: (string | RegExp)[];
}

/** The Vite dev server and Storybook run on localhost on another port. */
export const DEV_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\]):\d+$/;

function hostname(host: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(host);
  if (bracketed) return bracketed[1];
  return host.replace(/:\d+$/, '').toLowerCase();
}

/**
 * A request must name this server. An IP literal or localhost cannot be rebound; any other
 * name must be listed, or a page on an attacker's domain that resolves to 127.0.0.1 (DNS
 * rebinding) would be same-origin with the lobby.
 */
export function hostProblem(host: string | undefined, policy: OriginPolicy): string | undefined {
  if (host === undefined) return undefined;
  const name = hostname(host);
  if (isIP(name) || name === 'localhost' || policy.allowedHosts.some((h) => h.toLowerCase() === name)) return undefined;
  return `this server does not answer for the host name '${name.slice(0, 100)}'; start it with --allowed-host ${name.slice(0, 100)} to serve that name`;
}

export function originAllowed(origin: string, policy: OriginPolicy): boolean {
  return origin === 'null' ? false : [DEV_ORIGIN, ...policy.allowedOrigins].some((o) => (typeof o === 'string' ? o === origin : o.test(origin)));
}

/**
 * A page from another site may not act here: a browser names the page's origin on every
 * cross-site POST and WebSocket, and that origin must be this server's own or an allowed one.
 * Clients that are not browsers send no Origin and are judged by their credentials alone.
 */
export function originProblem(origin: string | undefined, host: string | undefined, policy: OriginPolicy): string | undefined {
  if (origin === undefined) return undefined;
  const own = host !== undefined && (origin === `http://${host}` || origin === `https://${host}`);
  if (own || originAllowed(origin, policy)) return undefined;
  return `requests from pages at ${origin.slice(0, 100)} are not accepted; start the server with --allowed-origin ${origin.slice(0, 100)} to allow that site`;
}
