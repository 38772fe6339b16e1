import type { Game, State } from 'boardgame.io';
import { getFilterPlayerView } from 'boardgame.io/internal';
import { loggedActions } from '../../games/kit/replay/logged-actions.ts';
import type { ReplayFrame, ReplayHead, ReplayStanding } from '../../games/kit/replay/replay-view-format.ts';
import type { KeptChat } from '../store/chat-log.ts';
import { ReplayTimeline } from './replay-timeline.ts';

/** Who a replay is watched as: a seat, or null for a spectator. */
export type ReplayViewer = string | null;

/** A finished match, wherever it was read from (the store, an exported fixture). */
export interface ReplaySource {
  gameName: string;
  title: string;
  matchID: string;
  /** The game built from the match's own content, whose playerView the server applied. */
  game: Game;
  content: { hash: string; json: unknown };
  initial: State;
  log: readonly unknown[];
  /** The seats as every client saw them (boardgame.io's matchData without credentials). */
  players: unknown[];
  result: unknown;
  standings: ReplayStanding[];
  chat: KeptChat[];
}

type Payload = { type: string; args: unknown[] };
const json = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/**
 * A finished match as each viewer saw it. Every state goes through boardgame.io's
 * getFilterPlayerView for the match's own game, the very function the live server sends
 * states, logs and chat through (versioned-socket-io.ts, view-broadcast.ts), so a seat is sent
 * exactly what its client received, and nothing of another seat's hidden state.
 */
export class ReplayViews {
  private readonly timeline: ReplayTimeline;
  private readonly filter: (viewer: ReplayViewer, payload: Payload) => Payload;

  constructor(private readonly source: ReplaySource) {
    this.timeline = new ReplayTimeline(source.game, source.initial, source.log);
    this.filter = getFilterPlayerView(source.game) as unknown as typeof this.filter;
  }

  /** A seat of this match, or spectator; anything else is not a viewer. */
  viewerOf(text: string): ReplayViewer | undefined {
    if (text === 'spectator') return null;
    return (this.source.initial.ctx.playOrder as string[]).includes(text) ? text : undefined;
  }

  head(viewer: ReplayViewer): ReplayHead {
    const { gameName, title, matchID, content, players, result, standings, initial, log } = this.source;
    const sync = this.filter(viewer, { type: 'sync', args: [matchID, { state: initial, log }] });
    const told = (sync.args[1] as { log: unknown[] }).log;
    const actions = loggedActions(told).map((a, i) => ({ n: i + 1, type: a.action.type, name: a.action.payload.type, playerID: a.action.payload.playerID, args: a.action.payload.args }));
    const chat = this.source.chat
      .map((message) => this.filter(viewer, { type: 'chat', args: [matchID, message] }))
      .filter((seen) => seen.type === 'chat')
      .map((seen) => seen.args[1] as KeptChat);
    return json({ game: gameName, title, matchID, viewer, content, players: players as ReplayHead['players'], result, standings, frames: this.timeline.actions.length + 1, actions, chat });
  }

  /** The frames from..from+count-1 as `viewer` received them (fewer past the end). */
  async frames(viewer: ReplayViewer, from: number, count: number): Promise<ReplayFrame[]> {
    const frames: ReplayFrame[] = [];
    const to = Math.min(from + count - 1, this.timeline.actions.length);
    await this.timeline.walk(from, to, (n, state, action) => {
      const [, seen, log] = this.filter(viewer, { type: 'update', args: [this.source.matchID, { ...state, deltalog: action?.entries ?? [] }] }).args as [string, State, unknown[]];
      frames.push(json({ n, G: seen.G, ctx: seen.ctx, plugins: seen.plugins, _stateID: seen._stateID, log }));
    });
    return frames;
  }
}
