import type { Rng } from './random-bot.ts';

/**
 * The indices of `scores` best first (highest score), each run of equal scores in a random order.
 * The order is drawn only as far as it is read: a bot that weighs several hundred options and
 * takes the first draws one number, where a random key per option and a sort would draw hundreds
 * and compare thousands. Every order of a tie is as likely as under random keys. Reading it again
 * starts from the first and gives the same order (a bot's second pass over its options). A NaN
 * score is never given.
 */
export function bestFirst(scores: ArrayLike<number>, rng: Rng): Iterable<number> {
  const order: number[] = [];
  const tied: number[] = [];
  let below = Infinity;
  let started = false;
  const nextTie = (): boolean => {
    let best = -Infinity;
    let found = false;
    for (let i = 0; i < scores.length; i++) {
      const score = scores[i];
      if (!Number.isNaN(score) && (!started || score < below) && (!found || score > best)) {
        best = score;
        found = true;
      }
    }
    if (!found) return false;
    for (let i = 0; i < scores.length; i++) if (scores[i] === best) tied.push(i);
    started = true;
    below = best;
    return true;
  };
  const at = (k: number): number | undefined => {
    while (order.length <= k) {
      if (tied.length === 0 && !nextTie()) return undefined;
      const drawn = Math.floor(rng() * tied.length);
      order.push(tied[drawn]);
      tied[drawn] = tied[tied.length - 1];
      tied.pop();
    }
    return order[k];
  };
  return {
    *[Symbol.iterator]() {
      for (let k = 0, i = at(0); i !== undefined; i = at(++k)) yield i;
    },
  };
}
