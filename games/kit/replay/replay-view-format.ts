/**
 * What the replay viewer is sent (GET /tablewright/replay, docs/replay.md): the server
 * writes it (server/replay/replay-views.ts), the browser reads it (ui/replay/).
 */

/** A chat message as the match kept it. */
export interface ReplayChat {
  id: string;
  sender: string;
  payload: unknown;
  /** When the server took it, in milliseconds. */
  at: number;
  /**
   * The match's state number when the server took it: said after that many actions, so it is
   * shown from the frame of that state on. Null where the store kept none (a message from
   * before state numbers were kept): it cannot be placed, and is shown apart at every frame.
   */
  stateID: number | null;
}

/** The talk as it stood at the frame of state `stateID`: what was said by then, and what cannot be placed. */
export function chatAtFrame(chat: readonly ReplayChat[], stateID: number): { said: ReplayChat[]; unplaced: ReplayChat[] } {
  return {
    said: chat.filter((message) => message.stateID !== null && message.stateID <= stateID),
    unplaced: chat.filter((message) => message.stateID === null),
  };
}

/** One action of the move list, as the viewer was told of it (a redacted move's arguments are null). */
export interface ReplayAction {
  /** The frame this action leads to: action n turns frame n-1 into frame n. */
  n: number;
  type: string;
  name: string | null;
  playerID?: string | null;
  args?: unknown;
}

/** The state after `n` actions as the viewer's client held it: the filtered state and the log entries it came with. */
export interface ReplayFrame {
  n: number;
  G: unknown;
  ctx: unknown;
  plugins: unknown;
  _stateID: number;
  log: unknown[];
}

/** How a seat ended the match. */
export interface ReplayStanding {
  seat: string;
  won: boolean;
  score?: number;
}

/** Everything but the frames: what the viewer shows around the table. */
export interface ReplayHead {
  game: string;
  title: string;
  matchID: string;
  /** A seat, or null for a spectator. */
  viewer: string | null;
  content: { hash: string; json: unknown };
  /** boardgame.io's matchData without credentials: each seat's id and name. */
  players: { id: number; name?: string; data?: unknown }[];
  result: unknown;
  standings: ReplayStanding[];
  /** How many frames: the setup, then one after each action. */
  frames: number;
  actions: ReplayAction[];
  chat: ReplayChat[];
}

/** The most frames one request gets (`/frames?from=&count=`). */
export const FRAMES_PER_REQUEST = 50;
