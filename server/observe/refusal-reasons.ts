/**
 * Why a move was refused, as metrics and logs name it: a fixed list, so a client cannot mint a
 * label. The screen's codes (harden-sockets.ts, match-guard.ts, window-clock.ts), LeanMaster's
 * outcomes and the handler failures' codes (socket-handler-guard.ts) map onto it.
 */
export const REFUSAL_REASONS = [
  'bad-packet',
  'rate-limited',
  'not-synced',
  'unknown-match',
  'wrong-game',
  'no-such-seat',
  'not-your-name',
  'table-not-full',
  'window-open',
  'bad-credentials',
  'game-over',
  'not-active',
  'move-not-allowed',
  'stale-state',
  'invalid-move',
  'runaway-script',
  'store-unavailable',
  'server-error',
  'other',
] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

/** The packet screen's codes for a packet that is not a well-formed move (packet-shape-guard.ts). */
const BAD_PACKET_CODES = ['bad-action', 'forbidden-action', 'unknown-move', 'unknown-event', 'too-large'];

export function refusalReason(code: string): RefusalReason {
  if (BAD_PACKET_CODES.includes(code)) return 'bad-packet';
  return (REFUSAL_REASONS as readonly string[]).includes(code) ? (code as RefusalReason) : 'other';
}
