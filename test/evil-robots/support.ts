import type { Game, State } from 'boardgame.io';
import { CreateGameReducer, InitializeGame } from 'boardgame.io/internal';
import { formatContentError, loadGames } from '../../games/kit/content/load-content.ts';
import type { EvilContent } from '../../games/evil-robots/content-types.ts';
import { evilRobots } from '../../games/evil-robots/index.ts';
import { evilInvariants } from '../../games/evil-robots/invariants.ts';
import { robotOf, tableFor } from '../../games/evil-robots/rules/catalog.ts';
import { setupMatch, type RoundRandom } from '../../games/evil-robots/rules/round.ts';
import { enginesFor, expectCleanRefusal } from '../support/refusal-check.ts';
import { EXTRA, type Deck, type EvilGameover, type EvilState, type EvilView, type Face, type PlayerID } from '../../games/evil-robots/state.ts';

/** The rules tests' content: a fixture tree, so editing content/evil-robots/ breaks no rules test. */
export const FIXTURE = 'test/fixtures/evil-robots/good';

/** A content tree through the project's loader (schemas and content checks included); throws on any error. */
export function loadTree(root: string): EvilContent {
  const { games, errors } = loadGames(root, [evilRobots]);
  if (errors.length > 0) throw new Error(errors.map(formatContentError).join('\n'));
  return games[0].content as EvilContent;
}

export const content = loadTree(FIXTURE);

/** The fixture with some rules changed, for the few tests that need it. */
export const withRules = (rules: Partial<EvilContent['rules']>, base: EvilContent = content): EvilContent => ({ ...base, rules: { ...base.rules, ...rules } });

export const seats = (n: number): PlayerID[] => Array.from({ length: n }, (_, i) => String(i));

/** A random that keeps every order (the Power Cards highest first, the decks in content order) and flips the coins given, heads when they run out. */
export function fixedRandom(coins: Face[] = []): RoundRandom {
  const queue = [...coins];
  return { shuffle: <T>(items: T[]) => [...items], coin: () => queue.shift() ?? 'heads' };
}

/** A face-down hand: the card (if any) in each deck's slot. */
export type Hand = Partial<Record<Deck, string | null>>;

export interface Prepared {
  players: number;
  /** [hidden, shown] per seat; seats not named keep heads/heads. */
  coins?: Record<string, [Face, Face]>;
  /** Face-down Robot Cards to set (null empties a slot), taken out of wherever they were: a seat that held one takes the next of that deck instead; a card replaced goes under its deck. */
  hands?: Record<PlayerID, Hand>;
  /** Cards put on top of a deck, in order. */
  deckTop?: Partial<Record<Deck, string[]>>;
  influence?: Record<PlayerID, number>;
  dealer?: PlayerID;
  /** Robot Cards already face up this round (taken out of wherever they were), oldest first. */
  faceUp?: { card: string; owner: PlayerID }[];
  content?: EvilContent;
}

/** Moves a card out of every hand and deck, so it can be placed elsewhere and stay in exactly one place. */
function lift(G: EvilState, card: string): void {
  for (const p of G.players) for (const d of ['left', 'right'] as Deck[]) if (G.hands[p][d] === card) G.hands[p][d] = null;
  for (const d of ['left', 'right'] as Deck[]) G.decks[d] = G.decks[d].filter((c) => c !== card);
}

/**
 * A state that conserves everything (the invariants hold): round 1 set up with the decks in
 * content order, the highest card on offer, then the coins, hands, Influence and Dealer asked
 * for, moved to or from where they were (Influence to or from the supply).
 */
export function prepared(p: Prepared): EvilState {
  const c = p.content ?? content;
  const players = seats(p.players);
  const G = setupMatch(c, players, fixedRandom());
  for (const s of players) {
    const [hidden, shown] = p.coins?.[s] ?? ['heads', 'heads'];
    G.coins[s] = { hidden, shown, open: false, seenBy: [] };
  }
  for (const [seat, hand] of Object.entries(p.hands ?? {})) {
    for (const deck of ['left', 'right'] as Deck[]) {
      if (!(deck in hand)) continue;
      const old = G.hands[seat][deck];
      if (old !== null) {
        G.hands[seat][deck] = null;
        G.decks[deck].push(old);
      }
      const card = hand[deck] ?? null;
      if (card === null) continue;
      if (robotOf(c, card).deck !== deck) throw new Error(`${card} is not a ${deck} card`);
      // Whoever held it takes the next card of that deck instead, so every hand stays whole.
      const holder = players.find((o) => G.hands[o][deck] === card);
      lift(G, card);
      if (holder !== undefined) G.hands[holder][deck] = G.decks[deck].shift() ?? null;
      G.hands[seat][deck] = card;
    }
  }
  for (const deck of ['left', 'right'] as Deck[]) {
    const top = p.deckTop?.[deck] ?? [];
    for (const card of top) if (G.players.some((o) => G.hands[o][deck] === card)) throw new Error(`${card} is in a hand`);
    G.decks[deck] = [...top, ...G.decks[deck].filter((card) => !top.includes(card))];
  }
  for (const up of p.faceUp ?? []) {
    const deck = robotOf(c, up.card).deck;
    const holder = players.find((o) => G.hands[o][deck] === up.card);
    lift(G, up.card);
    if (holder !== undefined) G.hands[holder][deck] = G.decks[deck].shift() ?? null;
    G.faceUp.push(up);
  }
  for (const [seat, n] of Object.entries(p.influence ?? {})) {
    G.supply.influence += G.influence[seat] - n;
    G.influence[seat] = n;
  }
  if (p.dealer !== undefined) G.dealer = p.dealer;
  return G;
}

export interface Dealt {
  /** Power Level per seat (and `extra` at 3 and 4 players). Seats left out have none yet. */
  power: Record<string, number>;
  /** Action Tokens per seat, taken from the supply. */
  tokens?: Record<PlayerID, number>;
  /** Whose turn it is; without it, the countdown is over. */
  turn?: PlayerID;
  allocation?: number;
}

/**
 * A round well into its countdown: every Power Card placed as given (the values of the table
 * for this player count, each once: the allocation, the given ones, the rest in the stack,
 * highest first with the lowest on its zero side), tokens handed out, and `turn`'s turn open.
 */
export function dealt(G: EvilState, d: Dealt, c: EvilContent = content): EvilState {
  const line = tableFor(c, G.players.length);
  const power: Record<string, number | null> = Object.fromEntries(G.players.map((p) => [p, d.power[p] ?? null]));
  if (line.extraPlayer) power[EXTRA] = d.power[EXTRA] ?? G.power[EXTRA];
  const given = Object.values(power).filter((v): v is number => v !== null);
  const rest: number[] = [];
  for (let v = line.values.to; v >= line.values.from; v -= 1) rest.push(v);
  const allocation = d.allocation ?? rest.find((v) => !given.includes(v))!;
  // Each card placed leaves the stack; a value not (or no longer) in it is a card turned to its zero side.
  let zeroGiven = false;
  for (const v of [allocation, ...given]) {
    zeroGiven ||= !rest.includes(v);
    rest.splice(rest.includes(v) ? rest.indexOf(v) : rest.length - 1, 1);
  }
  G.allocation = allocation;
  G.power = power;
  G.stack = rest.map((value, i) => ({ card: `power-${value}`, value: i === rest.length - 1 && !zeroGiven ? 0 : value }));
  for (const [seat, n] of Object.entries(d.tokens ?? {})) {
    G.supply.tokens += G.tokens[seat] - n;
    G.tokens[seat] = n;
  }
  const takers = G.players.filter((p) => power[p] !== null);
  G.firstGiven = takers.length > 0;
  G.offersMade = Math.max(1, G.offersMade);
  G.dealerToken = G.firstGiven ? (G.dealerToken ?? takers[0]) : null;
  if (d.turn !== undefined) G.step = { kind: 'turn', player: d.turn };
  return G;
}

export interface RoundEnd extends Omit<Prepared, 'players' | 'coins'> {
  /** [hidden, shown] per seat: the player count. */
  coins: Record<string, [Face, Face]>;
  power: Record<string, number>;
  /** The extra player's coins at 3 and 4 players, [hidden, shown]. */
  extra?: [Face, Face];
  allocation?: number;
  tokens?: Record<PlayerID, number>;
}

/** The round's last turn (seat 0's) open, every Power Card placed; with no token to spend, ending it brings the reveal. */
export function lastTurn(r: RoundEnd): EvilState {
  const G = dealt(prepared({ ...r, players: Object.keys(r.coins).length }), { power: r.power, turn: '0', allocation: r.allocation, tokens: r.tokens }, r.content);
  if (r.extra) G.coins[EXTRA] = { hidden: r.extra[0], shown: r.extra[1], open: true, seenBy: [] };
  return G;
}

/**
 * The same, the turn ended and every seat the Reveal phase asks (one given tokens) passing: the
 * showdown is done and the round is at its split, its clean-up or its end (the Endgame step,
 * left open for the test to play).
 */
export const roundEnd = (r: RoundEnd): State<EvilState> => {
  const c = r.content ?? content;
  return passAsked(playWith(c, start(lastTurn(r), { content: r.content }), ['0', 'endTurn']), c, ['reveal-phase']).state;
};

export const game = evilRobots.createGame(content);

/** The real game with its setup replaced by a prepared state (and, if given, other content). */
export function gameWith(G: EvilState, other?: EvilContent): Game<EvilState> {
  const base = other ? evilRobots.createGame(other) : game;
  return { ...base, setup: () => structuredClone(G) };
}

/** A match on boardgame.io's own reducer, from a prepared state or a seeded deal. */
export function start(G?: EvilState, opts: { seed?: string; numPlayers?: number; content?: EvilContent } = {}): State<EvilState> {
  const base = G ? gameWith(G, opts.content) : opts.content ? evilRobots.createGame(opts.content) : game;
  return InitializeGame({ game: { ...base, seed: opts.seed ?? 'fixed' }, numPlayers: G ? G.players.length : (opts.numPlayers ?? 4) }) as State<EvilState>;
}

const reducers = new WeakMap<EvilContent, ReturnType<typeof CreateGameReducer>>();
function reducerFor(c: EvilContent) {
  let reducer = reducers.get(c);
  if (!reducer) {
    reducer = CreateGameReducer({ game: c === content ? game : evilRobots.createGame(c) });
    reducers.set(c, reducer);
  }
  return reducer;
}

/** One move through boardgame.io's reducer: the next state, and whether the engine accepted it. */
export function act(state: State<EvilState>, playerID: PlayerID | null, move: string, ...args: unknown[]): { state: State<EvilState>; ok: boolean } {
  return actWith(content, state, playerID, move, ...args);
}

export function actWith(c: EvilContent, state: State<EvilState>, playerID: PlayerID | null, move: string, ...args: unknown[]): { state: State<EvilState>; ok: boolean } {
  const next = reducerFor(c)(state, { type: 'MAKE_MOVE', payload: { type: move, args, playerID } } as never) as State<EvilState> & { transients?: unknown };
  const ok = next._stateID !== state._stateID;
  const { transients: _ignored, ...clean } = next;
  return { state: (ok ? clean : state) as State<EvilState>, ok };
}

/** A move as [player, move name, ...arguments]. */
export type MoveStep = [PlayerID, string, ...unknown[]];

/** Moves that must all be accepted, in order (with `c`, on a game built from other content). */
export function play(state: State<EvilState>, ...steps: MoveStep[]): State<EvilState> {
  return playWith(content, state, ...steps);
}

export function playWith(c: EvilContent, state: State<EvilState>, ...steps: MoveStep[]): State<EvilState> {
  for (const [player, move, ...args] of steps) {
    const r = actWith(c, state, player, move, ...args);
    if (!r.ok) throw new Error(`engine refused ${move}(${JSON.stringify(args)}) by ${player} at ${JSON.stringify(state.G.step)}`);
    state = r.state;
  }
  return state;
}

/**
 * A move both engines must refuse, leaving the state exactly as it was (test/support/refusal-check.ts):
 * boardgame.io's error type, `action/invalid_move` when the move's validator said no.
 */
export const refused = (state: State<EvilState>, playerID: PlayerID | null, move: string, ...args: unknown[]): string => refusedWith(content, state, playerID, move, ...args);

export function refusedWith(c: EvilContent, state: State<EvilState>, playerID: PlayerID | null, move: string, ...args: unknown[]): string {
  return expectCleanRefusal(enginesFor(evilRobots, c), state, playerID, move, args);
}

/** Whether the engine takes the move (with `c`, a game built from that content); a refusal must be clean on both engines. */
export function takenWith(c: EvilContent, state: State<EvilState>, playerID: PlayerID | null, move: string, ...args: unknown[]): boolean {
  const { ok } = actWith(c, state, playerID, move, ...args);
  if (!ok) refusedWith(c, state, playerID, move, ...args);
  return ok;
}

/** The card on offer goes to `taker`: they claim, every other eligible player passes. */
export function takenBy(state: State<EvilState>, taker: PlayerID, c: EvilContent = content): State<EvilState> {
  const step = state.G.step;
  if (step.kind !== 'offer') throw new Error(`no offer: ${JSON.stringify(step)}`);
  state = playWith(c, state, [taker, 'claim', true]);
  for (const p of state.G.players) {
    if (state.G.step.kind !== 'offer' || p === taker) continue;
    if (actWith(c, state, p, 'claim', false).ok) state = actWith(c, state, p, 'claim', false).state;
  }
  return state;
}

/** Everyone able passes the card on offer. */
export function nobodyClaims(state: State<EvilState>, c: EvilContent = content): State<EvilState> {
  const opened = state.G.step.kind === 'offer' ? state.G.step.opened : -1;
  for (const p of state.G.players) {
    if (state.G.step.kind !== 'offer' || state.G.step.opened !== opened) break;
    const r = actWith(c, state, p, 'claim', false);
    if (r.ok) state = r.state;
  }
  return state;
}

/**
 * Plays the rest of the countdown plainly (each card to the first seat able to claim it, every
 * turn ended at once, the zeros in seat order) and passes every reveal moment: the round stops at
 * its split, its clean-up or its end.
 */
export function toShowdown(state: State<EvilState>, c: EvilContent = content): State<EvilState> {
  for (let i = 0; i < 100; i++) {
    const { G } = state;
    const step = G.step;
    if (step.kind === 'turn') state = playWith(c, state, [step.player, 'endTurn']);
    else if (step.kind === 'reveal-phase') state = playWith(c, state, [step.player, 'passReveal']);
    else if (step.kind === 'offer') {
      const taker = G.players.find((p) => actWith(c, state, p, 'claim', true).ok);
      state = taker === undefined ? playWith(c, state, [G.players[0], 'closeClaims']) : takenBy(state, taker, c);
    } else if (step.kind === 'choose') state = playWith(c, state, [G.dealer, 'chooseClaimant', step.claims[0]]);
    else if (step.kind === 'zeros') state = playWith(c, state, [G.dealer, 'giveZero', G.players.find((p) => G.power[p] === null)!]);
    else return state;
  }
  throw new Error('the round did not reach its reveal');
}

type AskingKind = 'reveal-phase' | 'endgame';

/**
 * Every seat the Reveal phase or the end asks passes, until the step is neither (of `kinds`): the
 * state after, and the seats asked, in order. Tests of the ruling compare `asked` exactly.
 */
export function passAsked(state: State<EvilState>, c: EvilContent = content, kinds: AskingKind[] = ['reveal-phase', 'endgame']): { state: State<EvilState>; asked: PlayerID[] } {
  const asked: PlayerID[] = [];
  for (let i = 0; i < 100; i++) {
    const step = state.G.step;
    if (step.kind !== 'reveal-phase' && step.kind !== 'endgame') return { state, asked };
    if (!kinds.includes(step.kind)) return { state, asked };
    asked.push(step.player);
    state = playWith(c, state, [step.player, 'passReveal']);
  }
  throw new Error('the asking did not end');
}

/** Every seat asked passes (the Reveal phase, then the end if the round reaches it): the state after. */
export const passAll = (state: State<EvilState>, c: EvilContent = content): State<EvilState> => passAsked(state, c).state;

/** Every player keeps every face-down card: the next round begins. */
export function keepAll(state: State<EvilState>, c: EvilContent = content): State<EvilState> {
  const step = state.G.step;
  if (step.kind !== 'keep') throw new Error(`not the clean-up: ${JSON.stringify(step)}`);
  for (const p of state.G.players.filter((s) => !step.ready.includes(s))) state = playWith(c, state, [p, 'keepRobots', (['left', 'right'] as Deck[]).filter((d) => state.G.hands[p][d] !== null)]);
  return state;
}

export const gameoverOf = (state: State<EvilState>) => state.ctx.gameover as EvilGameover | undefined;

/** Every invariant a state breaks (none, when the rules kept it whole). */
export const brokenIn = (state: Pick<State<EvilState>, 'G' | 'ctx'>, c: EvilContent = content): string[] => evilInvariants(state.G, state.ctx, c);

/** The decision a card's script waits on, if any. */
export const pendingOf = (state: State<EvilState>) => state.G.scripts.running?.pending ?? null;

/** What boardgame.io sends a seat, or a spectator (null): the game's own playerView. */
export const seen = (state: State<EvilState>, viewer: PlayerID | null): EvilView => game.playerView!({ G: state.G, ctx: state.ctx, playerID: viewer }) as unknown as EvilView;

/** The fixture with one Robot Card's modifiers (and, if given, script) replaced: a rule-changing card made for one test. */
export function withCard(card: string, change: { modifiers?: unknown[]; script?: unknown[] }, base: EvilContent = content): EvilContent {
  const robots = base.robots.robots.map((r) => (r.id === card ? { ...r, ...change } : r)) as EvilContent['robots']['robots'];
  return { ...base, robots: { ...base.robots, robots } };
}

/** A fixture card's cost, read from the fixture, so a test says what it spends. */
export const costOf = (card: string, c: EvilContent = content): number => robotOf(c, card).cost;
