import { PACKET_LIMITS } from '../harden/packet-shape-guard.ts';

/**
 * A chat message the server accepted, as kept with its match: boardgame.io's ChatMessage
 * (the sender's id for it, the seat, the payload) with the time the server took it. Only
 * these fields are kept and sent on, whatever else the client put in its message.
 */
export interface KeptChat {
  id: string;
  sender: string;
  payload: unknown;
  /** When the server accepted it, in milliseconds. */
  at: number;
  /**
   * The match's state number (`_stateID`) when the server accepted it: said after that many
   * actions, before the next, so a replay shows it from that move on. Null for a message kept
   * by a Tablewright from before it was recorded.
   */
  stateID: number | null;
}

/** How many messages a match keeps: the latest; older ones are dropped as new ones come. */
export const CHAT_KEPT = 200;

/**
 * The talk kept with each match, so a reload, a restart or a late spectator sees what was
 * said (boardgame.io broadcasts chat and forgets it). Bounded: at most CHAT_KEPT messages a
 * match, each payload at most PACKET_LIMITS.chatChars of JSON, so no client grows a row
 * without limit.
 */
export interface ChatLogStore {
  /**
   * Keeps a message at the end of the match's talk, dropping the oldest beyond CHAT_KEPT.
   * Refused with UnknownMatchError for a match the store does not hold, and with an error for
   * a payload over the bound (nothing is kept then).
   */
  append(matchID: string, message: KeptChat): Promise<void>;
  /** The kept talk of a match (its last `count` messages, at most CHAT_KEPT), oldest first; empty for a match with none or none at all. */
  recent(matchID: string, count?: number): Promise<KeptChat[]>;
}

const isStateNumber = (v: unknown) => v === null || (Number.isSafeInteger(v) && (v as number) >= 0);

const isBoundedId = (v: unknown) => typeof v === 'string' && v.length > 0 && v.length <= PACKET_LIMITS.idChars;

/**
 * A message as a row to keep, its payload as JSON; refused over the bounds the socket screen
 * applies too (packet-shape-guard.ts), so the store holds them whoever calls it.
 */
export function chatRowOf(matchID: string, message: KeptChat): ChatRow {
  const text = JSON.stringify(message.payload);
  if (text === undefined || text.length > PACKET_LIMITS.chatChars || !isBoundedId(message.id) || !isBoundedId(message.sender) || !Number.isFinite(message.at) || !isStateNumber(message.stateID)) {
    throw new Error(`refused to keep a chat message in match ${matchID}: it needs an id, a sender, a time and a state number (or null), and a payload of at most ${PACKET_LIMITS.chatChars} characters of JSON`);
  }
  return { msg_id: message.id, sender: message.sender, payload: text, at: message.at, state_id: message.stateID };
}

/** How many rows a read of `count` messages asks for. */
export const chatCount = (count: number | undefined) => Math.max(0, Math.min(CHAT_KEPT, Math.floor(count ?? CHAT_KEPT)));

export interface ChatRow {
  msg_id: string;
  sender: string;
  payload: string;
  at: number;
  /** Null in a row kept before the state number was (a column added to an existing store). */
  state_id: number | null;
}

/** A kept row as a message, newest-first rows turned oldest first by the caller. */
export const chatOfRow = (row: ChatRow): KeptChat => ({
  id: row.msg_id,
  sender: row.sender,
  payload: JSON.parse(row.payload),
  at: Number(row.at),
  stateID: row.state_id === null ? null : Number(row.state_id),
});

/** The columns a chat row is read from, in both stores' SQL. */
export const CHAT_COLUMNS = 'msg_id, sender, payload, at, state_id';
