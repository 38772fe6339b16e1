import { isDeepStrictEqual } from 'node:util';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Game, State, TurnConfig } from 'boardgame.io';
import { Stage } from 'boardgame.io/core';
import { InitializeGame } from 'boardgame.io/internal';
import { leanStep, referenceStep, type EngineAction, type Step, type StepResult } from '../../../games/kit/engine/lean-reducer.ts';
import { PortedFlow } from '../../../games/kit/engine/ported-flow.ts';
import { foundInJsonForm } from '../../../games/kit/engine/json-form.ts';

interface Table {
  seats: string[];
  marks: string[];
  rolls: number[];
  ended: string[];
  over?: string;
  finale?: boolean;
  unruly?: boolean;
}

/**
 * A turn whose hooks call events where boardgame.io refuses them (an onEnd hook, a trigger),
 * that ends turns without end once a move asks for it, and whose order runs out (the phase
 * ends): every case the port hands to boardgame.io, which must end the same way.
 */
const UNRULY: Partial<TurnConfig<Table>> = {
  onBegin: ({ G, events }) => {
    if (G.unruly) events.endTurn();
  },
  onEnd: ({ G, events }) => {
    if (G.marks.length % 4 === 1) events.setActivePlayers({ all: 'aside' });
    if (G.marks.length % 4 === 2) events.endTurn();
  },
  endIf: ({ G, events }) => {
    if (G.marks.length % 9 === 8) events.endTurn();
    return false;
  },
  order: {
    first: () => 0,
    next: ({ G, ctx }) => (G.rolls.length > 6 ? undefined : (ctx.playOrderPos + 1) % ctx.playOrder.length),
  },
};

/**
 * Every part of boardgame.io's flow the port covers, each reachable from a move: a turn order of
 * the game's own, hooks that write to G and call events, the game's and the turn's triggers,
 * random in setup and hooks, and a move and turn limit.
 */
function toyGame(extra: Partial<Game<Table>> = {}, turn: Partial<TurnConfig<Table>> = { minMoves: 1, maxMoves: 4 }): Game<Table> {
  return {
    name: 'ported-toy',
    setup: ({ ctx, random }) => ({ seats: random.Shuffle(ctx.playOrder), marks: [], rolls: [], ended: [] }),
    endIf: ({ G }) => (G.over ? { winner: G.over } : undefined),
    onEnd: ({ G }) => {
      G.finale = true;
    },
    turn: {
      order: {
        playOrder: ({ G }) => G.seats,
        first: () => 1,
        next: ({ ctx }) => (ctx.playOrderPos + 2) % ctx.playOrder.length,
      },
      onBegin: ({ G, ctx, events, random }) => {
        G.rolls.push(random.D6());
        if (ctx.turn % 3 === 0) events.setActivePlayers({ currentPlayer: 'aside', others: { stage: 'aside', maxMoves: 2 } });
      },
      // An event and a draw before the hook writes: the port calls a hook on the frozen G first
      // and again on a copy once it throws, and neither may count twice (a pass queued twice
      // would end two turns).
      onMove: ({ G, playerID, events, random }) => {
        if (G.marks.length % 5 !== 4) return;
        if (G.marks.length % 10 === 9) events.pass();
        G.marks.push(`move hook ${playerID} rolled ${random.D6()}`);
      },
      onEnd: ({ G, ctx }) => {
        G.ended.push(ctx.currentPlayer);
      },
      endIf: ({ G }) => G.marks.length > 0 && G.marks.length % 7 === 0,
      stages: {
        aside: {
          moves: {
            mark: ({ G, playerID }) => void G.marks.push(`aside ${playerID}`),
            leave: ({ events }) => events.endStage(),
            goOn: ({ events }) => events.endTurn(),
          },
        },
      },
      ...turn,
    },
    moves: {
      mark: ({ G, playerID }) => void G.marks.push(playerID),
      pure: ({ G }) => ({ ...G, marks: [...G.marks, 'pure'] }),
      // What the server's log says of a move beside the move: whether it is redacted.
      note: { move: ({ G }) => void G.marks.push('note'), redact: ({ G }) => G.marks.length % 2 === 0 },
      hidden: { move: ({ G }) => void G.marks.push('hidden'), redact: true },
      roll: ({ G, random, events }) => {
        G.rolls.push(random.Die(20));
        if (G.rolls.length % 4 === 0) events.endTurn();
      },
      endTurn: ({ events }) => events.endTurn(),
      handTo: ({ events }, next: string) => events.endTurn({ next }),
      pass: ({ events }) => events.pass(),
      everyone: ({ events }) => events.setActivePlayers({ all: 'aside', minMoves: 1 }),
      win: ({ G, playerID }) => ({ ...G, over: playerID }),
      concede: ({ events }) => events.endGame({ conceded: true }),
      stop: ({ events }) => events.endGame(),
      stage: ({ events }, stage: string) => events.setStage(stage),
      remove: ({ events }) => events.endTurn({ remove: true } as never),
      invalid: () => 'INVALID_MOVE',
      unruly: ({ G }) => ({ ...G, unruly: true }),
    },
    ...extra,
  };
}

const MOVES: [string, ...unknown[]][] = [
  ['mark'], ['mark'], ['mark'], ['pure'], ['roll'], ['roll'], ['endTurn'], ['handTo', '2'], ['handTo', '0'], ['pass'],
  ['everyone'], ['note'], ['hidden'], ['leave'], ['goOn'], ['win'], ['concede'], ['stop'], ['stage', 'aside'], ['remove'], ['invalid'], ['unruly'],
];

/** A seeded stream of numbers in [0, 1), for picking actions. */
function numbers(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** What decides the rest of a game, and the action's deltalog when the engines write one. */
function decisive(result: StepResult | { threw: string }, log = false) {
  if (!('state' in result)) return result;
  const { G, ctx, plugins, _stateID, deltalog } = result.state;
  return { G, ctx, plugins: Object.fromEntries(Object.entries(plugins).map(([name, p]) => [name, p.data])), _stateID, ...(log ? { deltalog } : {}) };
}

/** One step, or what it threw. boardgame.io captures a stack for every event called, which nothing here reads. */
function attempt(step: Step, state: State, action: EngineAction): StepResult | { threw: string } {
  const stackTraceLimit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return step(state, action);
  } catch (error) {
    return { threw: String(error) };
  } finally {
    Error.stackTraceLimit = stackTraceLimit;
  }
}

/**
 * Random actions (any move, any seat, rare moves rarer) through the ported flow and boardgame.io's
 * reducer side by side, going on after a refusal, until the game ends: the first difference, or
 * undefined. Counts how many steps each engine took. With `log`, the port writes the deltalog as
 * the server's engine does, and each action's must be boardgame.io's.
 */
function playBoth(raw: () => Game<Table>, seed: number, numPlayers: number, { log = false } = {}) {
  const { game, flow } = PortedFlow.of(raw());
  const reference = referenceStep(game);
  let fellBack = 0;
  const counted: Step = (state, action) => {
    fellBack++;
    return reference(state, action);
  };
  const ported = leanStep(game, counted, { flow, log });
  let ours = flow!.init(`toy-${seed}`, numPlayers, undefined);
  let theirs = InitializeGame({ game: { ...game, seed: `toy-${seed}` }, numPlayers });
  if (!isDeepStrictEqual(decisive({ state: ours }), decisive({ state: theirs }))) return { apart: 'at setup', fellBack, steps: 0 };
  const pick = numbers(seed);
  let steps = 0;
  // Each step costs both engines more as G and the log grow, and past 150 steps a game reaches
  // no branch of either engine its first steps did not (measured with V8's block coverage over
  // the 300 games): it stops there. Once turns end without end, every turn's end costs both
  // engines hundreds of turns: a few do.
  let last = 150;
  for (; steps < last && ours.ctx.gameover === undefined; steps++) {
    if ((ours.G as Table).unruly) last = Math.min(last, steps + 5);
    const rare = ['win', 'concede', 'stop', 'remove', 'unruly'];
    let [type, ...args] = MOVES[Math.floor(pick() * MOVES.length)];
    if (rare.includes(type) && pick() < 0.8) [type, ...args] = ['mark'];
    const active = ours.ctx.activePlayers ? Object.keys(ours.ctx.activePlayers) : [ours.ctx.currentPlayer];
    const playerID = pick() < 0.8 ? active[Math.floor(pick() * active.length)] : String(Math.floor(pick() * numPlayers));
    const action: EngineAction = { type: 'MAKE_MOVE', payload: { type, args, playerID } };
    const a = attempt(ported, ours, action);
    const b = attempt(reference, theirs, action);
    if (!isDeepStrictEqual(decisive(a, log), decisive(b, log))) return { apart: `step ${steps + 1}: ${type} by ${playerID}`, fellBack, steps };
    if ('state' in a && 'state' in b) [ours, theirs] = [a.state, b.state];
  }
  return { apart: undefined, fellBack, steps, gameover: ours.ctx.gameover, finale: (ours.G as Table).finale };
}

describe("the simulator's port of boardgame.io's flow", () => {
  // Both engines word every refusal on the console (boardgame.io's ERROR and INFO lines).
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  // About 25,000 steps through both engines: some 3 s of CPU, several times that on a machine shared with other jobs.
  it('sets up and plays every move, refusal and fallback as boardgame.io does, over 300 random games', () => {
    // A turn with a move minimum (an ending turn may be refused) and one with stages at its start.
    const turns: Partial<TurnConfig<Table>>[] = [{ minMoves: 1, maxMoves: 4 }, { maxMoves: 3, activePlayers: { currentPlayer: Stage.NULL, others: 'aside' } }, UNRULY];
    let endings = 0;
    let fallbacks = 0;
    let steps = 0;
    for (let seed = 1; seed <= 300; seed++) {
      // Every other game writes the log, as the server's engine does: each turn config both ways.
      const outcome = playBoth(() => toyGame({}, turns[seed % 3]), seed, 3 + (seed % 3), { log: seed % 2 === 0 });
      expect(outcome.apart, `seed ${seed}`).toBeUndefined();
      if (outcome.gameover !== undefined) {
        endings++;
        expect(outcome.finale, 'the game\'s onEnd hook wrote to G').toBe(true);
      }
      fallbacks += outcome.fellBack;
      steps += outcome.steps;
    }
    // Most games end within their steps (169 of these 300), and most steps stay on the port: stage events and removals fall back.
    expect(endings).toBeGreaterThan(150);
    expect(fallbacks).toBeGreaterThan(0);
    expect(fallbacks).toBeLessThan(steps / 4);
  }, 60_000);

  it("is used only for games without phases or plugins of their own, and only before boardgame.io's processing", () => {
    expect(PortedFlow.of(toyGame()).flow).toBeInstanceOf(PortedFlow);
    expect(PortedFlow.of(toyGame({ phases: { only: { start: true } } })).flow).toBeUndefined();
    expect(PortedFlow.of(toyGame({ plugins: [{ name: 'extra' }] })).flow).toBeUndefined();
    const processed = PortedFlow.of(toyGame()).game;
    expect(() => PortedFlow.of(processed)).toThrow(/before ProcessGameConfig/);
  });

  it('takes a game without a turn config, hooks or triggers, as boardgame.io does', () => {
    const bare = () => ({ name: 'bare', setup: () => ({ seats: [], marks: [], rolls: [], ended: [] }), moves: toyGame().moves }) as Game<Table>;
    for (let seed = 1; seed <= 20; seed++) expect(playBoth(bare, seed, 2).apart, `seed ${seed}`).toBeUndefined();
  });

  it('refuses a hook that leaves G unfit for JSON, in boardgame.io\'s words, as boardgame.io does outside production', () => {
    const dated = () => toyGame({}, { onBegin: ({ G }) => void ((G as Table & { at?: Date }).at = new Date(0)) });
    const { game, flow } = PortedFlow.of(dated());
    expect(() => flow!.init('dated', 3, undefined)).toThrow(/Move state is not JSON-serialiazable/);
    expect(() => InitializeGame({ game: { ...game, seed: 'dated' }, numPlayers: 3 })).toThrow(/Move state is not JSON-serialiazable/);
  });

  // Not among the random games: boardgame.io's log plugin keeps a move's metadata in the state's
  // own plugin data, so a move refused after it set some (a hook's event refused) leaves it for the
  // next move's entry there; the port begins every action without. No shipped game sets any.
  it("writes a move's log metadata in its entry as boardgame.io does, and none in the next move's", () => {
    const noting = () => toyGame({ moves: { ...toyGame().moves, noted: ({ G, log }) => log.setMetadata({ marks: G.marks.length }) } });
    const { game, flow } = PortedFlow.of(noting());
    const ported = leanStep(game, referenceStep(game), { flow, log: true });
    const reference = referenceStep(game);
    let ours = flow!.init('noted', 3, undefined);
    let theirs = InitializeGame({ game: { ...game, seed: 'noted' }, numPlayers: 3 });
    const logs: unknown[] = [];
    for (const type of ['mark', 'noted', 'mark']) {
      const action: EngineAction = { type: 'MAKE_MOVE', payload: { type, args: [], playerID: ours.ctx.currentPlayer } };
      const [a, b] = [ported(ours, action), reference(theirs, action)];
      if (!('state' in a && 'state' in b)) throw new Error(`${type} refused`);
      expect(decisive(a, true)).toEqual(decisive(b, true));
      [ours, theirs] = [a.state, b.state];
      logs.push(ours.deltalog!.map((entry) => entry.metadata));
    }
    expect(logs).toEqual([[undefined], [{ marks: 1 }], [undefined]]);
  });

  it("freezes a hook's G in JSON's form when the step asks, as a move's, so the server's store takes it unwalked", () => {
    for (const jsonForm of [true, false]) {
      const { game, flow } = PortedFlow.of(toyGame());
      const step = leanStep(game, referenceStep(game), { flow, log: true, jsonForm });
      const start = flow!.init('json-form', 3, undefined);
      const result = step(start, { type: 'MAKE_MOVE', payload: { type: 'endTurn', args: [], playerID: start.ctx.currentPlayer } });
      if (!('state' in result)) throw new Error('endTurn refused');
      // The turn's onEnd hook wrote the G the state holds.
      expect(result.state.G.ended).toEqual([start.ctx.currentPlayer]);
      expect(foundInJsonForm(result.state.G), `jsonForm ${jsonForm}`).toBe(jsonForm);
      expect(Object.isFrozen(result.state.G.ended)).toBe(true);
    }
  });

  it("a step the port does not take goes to boardgame.io's reducer, from the same state", () => {
    const { game, flow } = PortedFlow.of(toyGame());
    const taken: string[] = [];
    const reference = referenceStep(game);
    const ported = leanStep(game, (state, action) => {
      taken.push(action.payload.type);
      return reference(state, action);
    }, { flow });
    let state = flow!.init('fallback', 3, undefined);
    const move = (type: string, playerID: string, ...args: unknown[]): EngineAction => ({ type: 'MAKE_MOVE', payload: { type, args, playerID } });
    for (const action of [move('mark', state.ctx.currentPlayer), move('stage', state.ctx.currentPlayer, 'aside'), move('mark', state.ctx.currentPlayer)]) {
      const result = ported(state, action);
      expect('state' in result).toBe(true);
      if ('state' in result) state = result.state;
    }
    expect(taken).toEqual(['stage']);
    expect(state.ctx.activePlayers).toEqual({ [state.ctx.currentPlayer]: 'aside' });
  });
});
