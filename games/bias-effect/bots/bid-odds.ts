/** The least share of what it would put up that a bot bids: a rival's bid is taken as anywhere from this to all. */
export const SHARE_LOW = 0.4;

/** Another player at this reveal, as the bot sees them: their public extras, and the most they would bid (0 for one who would not). */
export interface Bidder {
  extra: number;
  most: number;
}

/** The chance that the highest of the others' totals is at most `t`, for each `t` from 0 up: each bids evenly from SHARE_LOW of their most to all of it. */
export function othersTopAtMost(others: readonly Bidder[]): (t: number) => number {
  const ranges = others.map((o) => ({ extra: o.extra, low: Math.floor(SHARE_LOW * o.most), high: o.most }));
  return (t) =>
    ranges.reduce((p, r) => {
      const bids = r.high - r.low + 1;
      const atMost = Math.min(bids, Math.max(0, t - r.extra - r.low + 1));
      return p * (r.extra + r.low > t ? 0 : atMost / bids);
    }, 1);
}

/**
 * What bidding `bid` is expected to be worth, in chips: winning (worth, less the bid) times its
 * chance, plus a tie (tieWorth, less the bid: tied bids are spent) times its chance; a loss
 * costs nothing. `extra` is the bot's own bonus and edits.
 */
export function bidValue(bid: number, extra: number, worth: number, tieWorth: number, topAtMost: (t: number) => number): number {
  const total = Math.max(0, bid + extra);
  const below = total === 0 ? 0 : topAtMost(total - 1);
  const tie = topAtMost(total) - below;
  return below * (worth - bid) + tie * (tieWorth - bid);
}
