import { describe, expect, it, vi } from 'vitest';
import type { Game } from 'boardgame.io';
import { CreateGameReducer, InitializeGame } from 'boardgame.io/internal';
import { freezeDeep } from '../../../games/kit/engine/freeze-deep.ts';
import { decisionMoves, SCRIPT_STAGE, type ScriptRun } from '../../../games/kit/script/index.ts';
import { createToyGame } from '../../fixtures/script/toy-game.ts';
import type { ToyState } from '../../fixtures/script/toy-state.ts';
import { toyContent } from './toy-client.ts';

const script = [{ draw: { count: 2 } }, { repeat: { times: 2, steps: [{ 'choose-card': { from: 'hand', as: 'card', prompt: 'Discard a card' } }, { discard: { cards: '$card' } }] } }];
const move = (type: string, args: unknown[], playerID: string) => ({ type: 'MAKE_MOVE' as const, payload: { type, args, playerID } });

function game(): Game<ToyState> {
  const toy = createToyGame(toyContent({ 'red-1': script }));
  const arrange = { deck: ['red-4', 'red-5', 'red-6'], hands: { '0': ['red-1', 'red-2', 'red-3'], '1': ['blue-1'] } };
  return { ...toy, seed: 'persist', setup: (context) => toy.setup!(context, { arrange }) };
}

describe('a paused script is plain data the server can store between moves', () => {
  it('resumes from a JSON round trip of the state, as after a server restart', () => {
    const g = game();
    const reducer = CreateGameReducer({ game: g });
    let state = reducer(InitializeGame({ game: g, numPlayers: 2 }), move('play', ['red-1'], '0'));
    expect(state.G.scripts.running!.pending).not.toBeNull();
    // Through JSON and back, as any store would keep it; nothing is lost.
    const stored = JSON.parse(JSON.stringify(state));
    expect(stored).toEqual(state);
    const bot = decisionMoves(stored.G.scripts, '0');
    expect(bot.map((m) => m.args[0])).toEqual([['red-2'], ['red-3'], ['red-4'], ['red-5']]);
    expect(decisionMoves(stored.G.scripts, '1')).toEqual([]);
    state = reducer(stored, move('decide', bot[0].args, '0'));
    state = reducer(JSON.parse(JSON.stringify(state)), move('decide', [['red-5']], '0'));
    expect(state.G.scripts.running).toBeNull();
    expect(state.G.hands['0']).toEqual(['red-3', 'red-4']);
    expect(state.G.discard).toEqual(['red-1', 'red-2', 'red-5']);
    expect(state.ctx.activePlayers).toBeNull();
  });

  it('resumes from a frozen state, writing to a copy of the run and leaving the stored one as it was', () => {
    const g = game();
    const reducer = CreateGameReducer({ game: g });
    const state = reducer(InitializeGame({ game: g, numPlayers: 2 }), move('play', ['red-1'], '0'));
    freezeDeep(state);
    const stored: ScriptRun = state.G.scripts.running!;
    const asked = stored.pending;
    // As the lean engine hands a move the frozen state: a new top level, and new tops of the parts the move replaces things in.
    const G = { ...state.G, hands: { ...state.G.hands }, scripts: { ...state.G.scripts } };
    const context = { G, ctx: state.ctx, playerID: '0', random: { Shuffle: <T>(list: T[]) => [...list] }, events: { setActivePlayers: vi.fn() } };
    const decide = g.turn!.stages![SCRIPT_STAGE].moves!.decide as { move: (context: unknown, answer: string[]) => unknown };
    expect(decide.move(context, ['red-2'])).toBeUndefined();
    const resumed = G.scripts.running!;
    expect(resumed).not.toBe(stored);
    expect(resumed.pending?.options).toEqual(['red-3', 'red-4', 'red-5']);
    expect(resumed.frames.at(-1)!.loop!.index).toBe(1);
    expect(stored.pending).toBe(asked);
    expect(stored.frames.at(-1)!.loop!.index).toBe(0);
    expect(G.discard).toEqual(['red-1', 'red-2']);
  });
});
