import { RATE_LIMITS } from '../../../server/harden/socket-rate-limit.ts';
import { waitFor } from '../../support/wait-for.ts';

// Kept back from the burst: the socket's messages the budget does not count (its sync, chat
// lines, a test's probes and refused moves) and the server hearing one message later than it
// was sent, which leaves it less refill than the sender counted.
const MARGIN = 20;
const CAP = RATE_LIMITS.packets.burst - MARGIN;
// Refilled at 80% of the server's rate, per millisecond.
const RATE = (RATE_LIMITS.packets.perSecond * 0.8) / 1000;

/**
 * One socket's message budget as the server keeps it (RATE_LIMITS.packets: a burst, then so many
 * a second), counted by the sender. A test that sends a move once the last one came back sends
 * at once while the burst lasts and waits only once it is spent: pacing every move to the
 * sustained rate instead spent 40% of a ROBOTS! wire test waiting. So a long match is never
 * rate-limited.
 */
export class SocketBudget {
  private tokens = CAP;
  private at = Date.now();

  /** Resolves once one more message fits the budget, and counts it sent. */
  async take(): Promise<void> {
    await waitFor(() => this.refill() >= 1, 'the socket budget to refill by one message', 5_000, 5);
    this.tokens -= 1;
  }

  private refill(): number {
    const now = Date.now();
    this.tokens = Math.min(CAP, this.tokens + (now - this.at) * RATE);
    this.at = now;
    return this.tokens;
  }
}
