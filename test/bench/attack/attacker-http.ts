import http from 'node:http';
import { ATTACKER_ADDRESS } from './attack-kit.ts';

export interface Answer {
  /** The HTTP status, or 0 when none came in time or the connection failed. */
  status: number;
  body: string;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
const BODY_CAP = 256 * 1024;

/** A JSON request from the attacker's address (fetch cannot bind a source address). */
export function attackerRequest(url: string, method: 'GET' | 'POST', path: string, body?: unknown, timeoutMs = 5000): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const headers = payload === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) };
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const request = http.request({ host: hostname, port, path, method, headers, agent, localAddress: ATTACKER_ADDRESS, timeout: timeoutMs }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text = text.length < BODY_CAP ? text + chunk : text));
      response.once('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      response.on('error', () => resolve({ status: 0, body: '' }));
    });
    request.once('timeout', () => request.destroy());
    request.on('error', () => resolve({ status: 0, body: '' }));
    request.end(payload);
  });
}

/** The parsed answer of a request that must succeed, or undefined with the status it got instead. */
export async function attackerJson<T>(url: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ value?: T; status: number }> {
  const answer = await attackerRequest(url, method, path, body);
  if (answer.status < 200 || answer.status >= 300) return { status: answer.status };
  return { value: JSON.parse(answer.body) as T, status: answer.status };
}

/** `429` or `no answer`, as a tally label. */
export const statusLabel = (status: number) => (status === 0 ? 'no answer' : String(status));
