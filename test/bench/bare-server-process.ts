// boardgame.io 0.50.2's own server under the server bench, as its users run it:
// `Server({ games })` with its default InMemory storage and SocketIO transport, serving the
// same games built from the same content as ours (server-bench/bench-content.ts), in its own
// process. Speaks server-bench/child-ipc.ts.
import type { Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Origins, Server } from 'boardgame.io/server';
import { loadServedGames } from './server-bench/bench-content.ts';
import { answerBench, ErrorCount } from './server-bench/child-ipc.ts';

if (!process.send) throw new Error('usage: started by server-bench.ts with an IPC channel');

// boardgame.io reports refused moves and other trouble on console.error; count them as our server's log is counted.
const errors = new ErrorCount();
console.error = (...parts: unknown[]) => errors.add(parts.map(String).join(' '));

const server = Server({ games: loadServedGames().map(({ module, content }) => module.createGame(content)), origins: [Origins.LOCALHOST] });
// `run` listens on every interface through Koa's listen, which koa-socket-2 points at its own
// http server: listen on 127.0.0.1 only, as our server does.
const http = (server.app as unknown as { server: HttpServer }).server;
server.app.listen = ((port: number, callback: () => void) => http.listen(port, '127.0.0.1', callback)) as never;
await server.run(0);
const { port } = http.address() as AddressInfo;
const io = (server.app as unknown as { _io: { close(done: () => void): void } })._io;
answerBench(`http://127.0.0.1:${port}`, errors, () =>
  new Promise<void>((resolve) => {
    io.close(() => resolve());
    http.closeAllConnections();
  }),
);
