import { getHeapStatistics } from 'node:v8';

/** Games between two reads of the heap: a read costs about as much as a whole short game. */
const SAMPLE_EVERY = 32;

const heapUsed = (): number => getHeapStatistics().used_heap_size;

/** The largest heap a thread has held over its games, read every few games and at the end. */
export class PeakHeap {
  private games = 0;
  private peak = heapUsed();

  afterGame(): void {
    if (++this.games % SAMPLE_EVERY === 0) this.peak = Math.max(this.peak, heapUsed());
  }

  bytes(): number {
    this.peak = Math.max(this.peak, heapUsed());
    return this.peak;
  }
}
