import http from 'node:http';

export interface HealthFigures {
  ok: number;
  failed: number;
  slowestMs: number;
}

const POLL_EVERY_MS = 500;
/** An answer slower than this counts as a failure: a person's browser would have given up. */
const ANSWER_TIMEOUT_MS = 2000;

/** One GET /health on a fresh connection from the default address: the status, or 0 for none within `timeoutMs`. */
export function askHealth(url: string, timeoutMs = ANSWER_TIMEOUT_MS): Promise<number> {
  return new Promise((resolve) => {
    const request = http.get(`${url}/health`, { agent: false, timeout: timeoutMs }, (response) => {
      response.resume();
      response.once('end', () => resolve(response.statusCode ?? 0));
      response.on('error', () => resolve(0));
    });
    request.once('timeout', () => request.destroy());
    request.on('error', () => resolve(0));
    // A connection cut mid-answer ends here without 'end': a resolved promise ignores the rest.
    request.once('close', () => resolve(0));
  });
}

/** Asks /health twice a second, as a monitoring probe would, and keeps figures since the last `take`. */
export class HealthPoller {
  private figures: HealthFigures = { ok: 0, failed: 0, slowestMs: 0 };
  private running = true;
  private readonly loop: Promise<void>;

  constructor(private readonly url: string) {
    this.loop = this.poll();
  }

  private async poll(): Promise<void> {
    while (this.running) {
      const started = performance.now();
      const status = await askHealth(this.url);
      const ms = performance.now() - started;
      if (status === 200) this.figures.ok++;
      else this.figures.failed++;
      this.figures.slowestMs = Math.max(this.figures.slowestMs, ms);
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, POLL_EVERY_MS - ms)));
    }
  }

  take(): HealthFigures {
    const taken = this.figures;
    this.figures = { ok: 0, failed: 0, slowestMs: 0 };
    return taken;
  }

  async stop(): Promise<void> {
    this.running = false;
    await this.loop;
  }
}
