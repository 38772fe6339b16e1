import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Ctx, Game, State } from 'boardgame.io';
import { Client } from 'boardgame.io/client';
import { Local } from 'boardgame.io/multiplayer';
import { expect } from 'vitest';
import { parse } from 'yaml';
import type { AyarContent, ModeDef } from '../../games/are-you-a-robot/content-types.ts';
import { createGame } from '../../games/are-you-a-robot/game.ts';
import { areYouARobot } from '../../games/are-you-a-robot/index.ts';
import { modeOf } from '../../games/are-you-a-robot/modes.ts';
import { deal, teamsOf } from '../../games/are-you-a-robot/rules/deal.ts';
import type { AyarGameover, AyarState, AyarView } from '../../games/are-you-a-robot/state.ts';
import { countEach } from '../../games/kit/count-each.ts';
import { enginesFor, expectCleanRefusal } from '../support/refusal-check.ts';

// Rules tests read a fixture copy of the content, so a designer's edit of content/ breaks no test unless it breaks a rule.
const contentDir = fileURLToPath(new URL('../fixtures/are-you-a-robot/good/are-you-a-robot/', import.meta.url));

/** The fixture content, parsed straight from the YAML (not through the content loader). */
export function loadContent(): AyarContent {
  return {
    cards: parse(readFileSync(contentDir + 'cards.yaml', 'utf8')),
    modes: parse(readFileSync(contentDir + 'modes.yaml', 'utf8')),
  };
}

export const content = loadContent();
export const mode = (id: string): ModeDef => modeOf(content, id);

/** A shuffle that keeps the order, so a test chooses the deal. */
export const keepOrder = <T>(items: T[]): T[] => [...items];

const seats = (n: number) => Array.from({ length: n }, (_, i) => String(i));

/**
 * A state dealt in `modeId` with exactly these cards (ids), seat by seat, and these set
 * aside. In the fixture content a card's id is its team's name.
 */
export function prepared(modeId: string, dealt: string[], setAside: string[], from: AyarContent = content): AyarState {
  const G = deal(from, modeOf(from, modeId), seats(dealt.length), keepOrder);
  const all = [...dealt, ...setAside];
  if (JSON.stringify([...all].sort()) !== JSON.stringify([...G.players.map((p) => G.cards[p]), ...G.setAside].sort())) {
    throw new Error(`prepared deal ${all.join(',')} is not a ${modeId} deck for ${dealt.length} players`);
  }
  const teamOf = teamsOf(from);
  return {
    ...G,
    cards: Object.fromEntries(dealt.map((card, i) => [String(i), card])),
    roles: Object.fromEntries(dealt.map((card, i) => [String(i), teamOf(card)])),
    setAside: [...setAside],
    cardStats: { 'dealt to a player': countEach({}, dealt) },
  };
}

/** The real game with its setup replaced by a prepared deal. */
export function gameWith(state: AyarState, from: AyarContent = content): Game<AyarState> {
  return { ...createGame(from), setup: () => structuredClone(state) };
}

export type TestClient = ReturnType<typeof Client<AyarState>>;

export interface Table {
  players: TestClient[];
  spectator: TestClient;
  /** The authoritative state and ctx, as the master last filtered them for a client. */
  master: () => { G: AyarState; ctx: Ctx };
  /** The whole state the master stored, as its engine runs the next move on. */
  state: () => State<AyarState>;
  view: (seat: number | null) => AyarView;
  gameover: () => AyarGameover | undefined;
  stop: () => void;
}

/** One Local match through boardgame.io's engine: a client per seat and a spectator, each with its own playerView. */
export function table(game: Game<AyarState>, numPlayers: number, opts: { seed?: string; setupData?: unknown } = {}): Table {
  let latest: { G: AyarState; ctx: Ctx } | undefined;
  // Every client shares this one object: Local keys its master by the game.
  const watched: Game<AyarState> = {
    ...game,
    seed: opts.seed ?? 'fixed-seed',
    // Local matches take no setupData: hand it to setup as the server would.
    setup: (context) => game.setup!(context, opts.setupData),
    playerView: (context) => {
      latest = { G: context.G, ctx: context.ctx };
      return game.playerView!(context);
    },
  };
  const multiplayer = Local();
  const matchID = `m-${Math.random().toString(36).slice(2)}`;
  const make = (playerID?: string) => Client<AyarState>({ game: watched, numPlayers, multiplayer, matchID, playerID });
  const players = seats(numPlayers).map((p) => make(p));
  const spectator = make();
  const all = [...players, spectator];
  all.forEach((c) => c.start());
  return {
    players,
    spectator,
    master: () => latest!,
    // boardgame.io 0.50.2's Local master keeps the match in an InMemory store, reached through a client's transport.
    state: () => (players[0] as any).transport.master.storageAPI.fetch(matchID, { state: true }).state,
    view: (seat) => (seat === null ? spectator : players[seat]).getState()!.G as unknown as AyarView,
    gameover: () => players[0].getState()!.ctx.gameover as AyarGameover | undefined,
    stop: () => all.forEach((c) => c.stop()),
  };
}

/** Everything every client holds, to prove a rejected move changed nothing and told no one. */
function snapshot(t: Table): string {
  return JSON.stringify(
    [...t.players, t.spectator].map((c) => {
      const { G, ctx, _stateID, log } = c.getState()!;
      return { G, ctx, _stateID, log };
    }),
  );
}

/** A move both engines must refuse, leaving the state exactly as it was (test/support/refusal-check.ts): boardgame.io's error type. */
export function refused(state: State<AyarState>, playerID: string | null, move: string, ...args: unknown[]): string {
  return expectCleanRefusal(enginesFor(areYouARobot, content), state, playerID, move, args);
}

/**
 * A move the table must refuse: both engines refuse it from the master's state, leaving it as it
 * was (refused), and sent by the seat's client it changes nothing any client holds, so no one
 * learns of the try.
 */
export function refusedAt(t: Table, seat: number, move: string, ...args: unknown[]): void {
  const before = snapshot(t);
  refused(t.state(), String(seat), move, ...args);
  t.players[seat].moves[move](...args);
  expect(snapshot(t), `${move} by ${seat} reached a client`).toBe(before);
}
