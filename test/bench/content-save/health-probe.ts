import { askHealth } from '../attack/health-poller.ts';

/** One answer of /health: when it was asked (performance.now()), how long it took, and its status (0 for none). */
export interface HealthSample {
  at: number;
  ms: number;
  status: number;
}

const PROBE_EVERY_MS = 20;
const ANSWER_TIMEOUT_MS = 5000;

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
      const status = await askHealth(this.url, ANSWER_TIMEOUT_MS);
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
