import type { State } from 'boardgame.io';
import { CreateGameReducer, InitializeGame } from 'boardgame.io/internal';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { formatContentError } from '../../games/kit/content/load-content.ts';
import type { RobotsContent } from '../../games/robots/content-types.ts';
import { createGame } from '../../games/robots/game.ts';
import type { RobotsState } from '../../games/robots/state.ts';
import { editedRobotsContent } from './edited-content.ts';
import { prepared } from './support.ts';

beforeAll(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));
/** The ROBOTS! fixture content with powers.yaml edited, through the real loader (schemas, checks). */
const loadEdited = editedRobotsContent('powers.yaml');

function edited(name: string, edit: (yaml: string) => string, others?: Record<string, (yaml: string) => string>): RobotsContent {
  const { games, errors } = loadEdited(name, edit, others);
  expect(errors.map(formatContentError)).toEqual([]);
  return games[0].content as RobotsContent;
}

/** A match of the game built from `content`, on a prepared table, moved through boardgame.io's reducer. */
function match(content: RobotsContent, G: RobotsState) {
  const game = { ...createGame(content), setup: () => structuredClone(G), seed: 'yaml' };
  const reducer = CreateGameReducer({ game });
  let state = InitializeGame({ game, numPlayers: G.players.length }) as State<RobotsState>;
  const move = (player: string, type: string, ...args: unknown[]) => {
    const next = reducer(state, { type: 'MAKE_MOVE', payload: { type, args, playerID: player } } as never) as State<RobotsState>;
    expect(next._stateID, `${type} by ${player}`).toBe(state._stateID + 1);
    state = next;
    return state;
  };
  return { move };
}

const hands = { '0': ['red-10', 'purple-12', 'gray-9', 'blue-4'], '1': ['gray-5'], '2': ['purple-8'] };

describe('a designer changes a power in powers.yaml alone', () => {
  it('Extra Parts draws three when its script says count 3', () => {
    const content = edited('three', (yaml) => yaml.replace('- draw: { count: 2 }', '- draw: { count: 3 }'));
    const { move } = match(content, prepared({ hands }));
    move('0', 'drawFromFactory');
    const s = move('0', 'discard', 'red-10');
    expect(s.G.hands['0']).toHaveLength(3 + 1 + 3);
    expect(s.G.scripts.running!.pending).toMatchObject({ prompt: 'Discard a card (Extra Parts)' });
  });

  it('moving Recycle from the 12s to the 9s moves the power', () => {
    // The summary gives the power numbers, so it follows (validate would say it disagrees).
    const summary = (yaml: string) => yaml.replace('Powers (10 to 14)', 'Powers (9 to 14)').replace('Discard a 10 to 14', 'Discard a 9 to 14').replace('**12 Recycle**', '**9 Recycle**');
    const content = edited('moved', (yaml) => yaml.replace('{ number: 12, power: recycle }', '{ number: 9, power: recycle }'), { 'how-to-play.yaml': summary });
    const { move } = match(content, prepared({ hands, heap: ['green-2'] }));
    move('0', 'drawFromFactory');
    let s = move('0', 'discard', 'gray-9');
    expect(s.G.hands['0']).toContain('green-2');
    expect(s.G.powersFired.recycle).toBe(1);
    move('1', 'drawFromFactory');
    move('1', 'discard', 'gray-5');
    move('2', 'drawFromFactory');
    move('2', 'discard', 'purple-8');
    move('0', 'drawFromFactory');
    s = move('0', 'discard', 'purple-12');
    expect(s.G.powersFired.recycle).toBe(1);
    expect(s.ctx.currentPlayer).toBe('1');
  });

  it('an unknown step or a bad argument is reported at its file, line and column', () => {
    const { errors } = loadEdited('broken', (yaml) => yaml.replace('- draw: { count: 2 }', '- drow: { count: 2 }').replace('count: half-up', 'count: halfway'));
    const lines = errors.map(formatContentError);
    expect(lines).toEqual(
      expect.arrayContaining([expect.stringMatching(/powers\.yaml:\d+:\d+: error: .*"drow".*Did you mean "draw"/), expect.stringMatching(/powers\.yaml:\d+:\d+: error: .*count.*halfway/)]),
    );
  });
});
