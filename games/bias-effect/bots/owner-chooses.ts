import type { DecisionRequest } from '../../kit/script/index.ts';
import { requestOf } from './choices.ts';
import type { OwnerSource, Reading } from './reader.ts';
import type { BotSeat } from './seat.ts';
import type { Sim } from './sim.ts';

/** A reading that counts what it is asked of the card's owner and the bid winner, passing each question on. */
class CountedReading implements Reading {
  ownerReads = 0;
  winnerRead = false;

  constructor(private readonly inner: Reading) {}

  get seat(): BotSeat {
    return this.inner.seat;
  }

  get env(): Reading['env'] {
    return this.inner.env;
  }

  get owner(): string {
    this.ownerReads++;
    return this.inner.owner;
  }

  get winner(): string | null {
    this.winnerRead = true;
    return this.inner.winner;
  }
}

/**
 * What a choose step offers (choices.ts requestOf), and whether it read the owner only to name
 * who chooses: no `chooser` given, so requestOf's first read of the owner names them, and no
 * other read of the owner or the winner (the options among the owner's opponents, the owner's
 * hand, an exception naming them). Then the read is undone on `source` (a walk): its endings
 * are the same for any owner, who only makes the choice (walk-trace.ts `byOwner`).
 */
export function requestByOwner(r: Reading, source: OwnerSource, sim: Sim, name: string, args: Record<string, unknown>): { request: DecisionRequest | undefined; byOwner: boolean } {
  const readBefore = source.ownerRead;
  const counted = new CountedReading(r);
  const request = requestOf(counted, sim, name, args);
  const byOwner = !readBefore && args.chooser === undefined && counted.ownerReads === 1 && !counted.winnerRead;
  if (byOwner) source.ownerRead = false;
  return { request, byOwner };
}
