import http from 'node:http';

/** One answer of /health: when it was asked (performance.now()), how long it took, and its status (0 for none). */
export interface HealthSample {
  at: number;
  ms: number;
  status: number;
}

const PROBE_EVERY_MS = 20;
const ANSWER_TIMEOUT_MS = 5000;

function askHealth(url: string): Promise<number> {
  return new Promise((resolve) => {
    const request = http.get(`${url}/health`, { agent: false, timeout: ANSWER_TIMEOUT_MS }, (response) => {
      response.resume();
      response.once('end', () => resolve(response.statusCode ?? 0));
      response.on('error', () => resolve(0));
    });
    request.once('timeout', () => request.destroy());
    request.on('error', () => resolve(0));
    request.once('close', () => resolve(0));
  });
}

/**
 * Asks /health every 20 ms, one question at a time on a fresh connection, so that a stall of
 * the server's thread longer than that shows as one slow answer.
 */
export class HealthProbe {
  readonly samples: HealthSample[] = [];
  private running = true;
  private readonly loop: Promise<void>;

  constructor(private readonly url: string) {
    this.loop = this.probe();
  }

  private async probe(): Promise<void> {
    while (this.running) {
      const at = performance.now();
      const status = await askHealth(this.url);
      const ms = performance.now() - at;
      this.samples.push({ at, ms, status });
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, PROBE_EVERY_MS - ms)));
    }
  }

  async stop(): Promise<void> {
    this.running = false;
    await this.loop;
  }
}
