import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { connect } from 'node:tls';
import { launchOnFreePorts, throwawayChild, untilAnswering } from './throwaway-child.ts';
import { type Availability, describeIfAvailable, onPath } from './throwaway-postgres.ts';

/** A Caddy serving the given sites with certificates from its own CA, on loopback ports of its own. */
export interface ThrowawayCaddy {
  httpsPort: number;
  /** Where Caddy answers plain HTTP (its redirects to HTTPS). */
  httpPort: number;
  /** The PEM of the CA its certificates chain to: what a client must trust. */
  rootCa: string;
  dir: string;
  stop(): Promise<void>;
}

const READY_TIMEOUT_MS = 15_000;

export const caddyAvailable = (): Availability => onPath('caddy');

export function describeWithCaddy(name: string, fn: () => void): void {
  describeIfAvailable(caddyAvailable(), 'apt-get install -y caddy', name, fn);
}

/**
 * What a test changes of a production Caddyfile: certificates from Caddy's internal CA instead
 * of Let's Encrypt (no trust store touched), no admin endpoint, only loopback, high ports, and
 * no HTTP/3 (a UDP listener nobody here uses).
 */
function globalOptions(httpPort: number, httpsPort: number): string {
  return `{
	admin off
	local_certs
	skip_install_trust
	default_bind 127.0.0.1
	http_port ${httpPort}
	https_port ${httpsPort}
	servers {
		protocols h1 h2
	}
}
`;
}

/**
 * `caddy run` on `sites` (Caddyfile site blocks) with its data and config in a temp dir
 * (XDG_DATA_HOME, XDG_CONFIG_HOME); resolves once every name in `names` is served with a
 * certificate that chains to its CA. No root needed.
 */
export async function startThrowawayCaddy({ sites, names }: { sites: string; names: string[] }): Promise<ThrowawayCaddy> {
  const server = throwawayChild('caddy', 'caddy', 'Caddy');
  const { binary, dir } = server;
  const rootFile = join(dir, 'data/caddy/pki/authorities/local/root.crt');
  const launch = async (httpPort: number, httpsPort: number) => {
    const config = join(dir, 'Caddyfile');
    writeFileSync(config, `${globalOptions(httpPort, httpsPort)}\n${sites}`);
    for (const sub of ['data', 'config']) mkdirSync(join(dir, sub), { recursive: true });
    // A log file rather than piped stdio: an unread pipe would fill up and stall Caddy.
    const log = openSync(join(dir, 'log'), 'w');
    const env = { ...process.env, HOME: dir, XDG_DATA_HOME: join(dir, 'data'), XDG_CONFIG_HOME: join(dir, 'config') };
    const spawned = spawn(binary, ['run', '--config', config, '--adapter', 'caddyfile'], { stdio: ['ignore', log, log], env });
    closeSync(log);
    spawned.unref();
    server.child = spawned;
    await untilServing(spawned, httpsPort, names, rootFile, dir);
  };
  const [httpPort, httpsPort] = await launchOnFreePorts(server, 2, ([http, https]) => launch(http, https));
  return { httpPort, httpsPort, rootCa: readFileSync(rootFile, 'utf8'), dir, stop: () => server.discard() };
}

function untilServing(child: ChildProcess, port: number, names: string[], rootFile: string, dir: string): Promise<void> {
  const waiting = new Set(names);
  const deadline = Date.now() + READY_TIMEOUT_MS;
  const served = async () => {
    for (const name of waiting) if (existsSync(rootFile) && (await verifiedHandshake(port, name, readFileSync(rootFile, 'utf8'), deadline - Date.now()))) waiting.delete(name);
    return waiting.size === 0;
  };
  return untilAnswering(child, served, `caddy on port ${port} serving a certificate for ${names.join(', ')}`, dir, READY_TIMEOUT_MS);
}

// A certificate for `name` that chains to this Caddy's fresh CA tells our Caddy from whatever else took the port.
function verifiedHandshake(port: number, name: string, ca: string, withinMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port, servername: name, ca });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    // A port whose taker never answers TLS is given up at the launch's own deadline.
    socket.setTimeout(Math.max(1, withinMs), () => done(false));
    socket.once('secureConnect', () => done(socket.authorized));
    socket.once('error', () => done(false));
  });
}
