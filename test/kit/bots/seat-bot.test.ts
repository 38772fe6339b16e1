import { afterEach, describe, expect, it, vi } from 'vitest';
import { SeatBot, seatIsOut, type SeatBotOptions } from '../../../server/bots/seat-bot.ts';

const state = (G: unknown, playOrder = ['0', '1', '2']) => ({ G, ctx: { playOrder } }) as never;

describe('seatIsOut', () => {
  it('is true for a seat listed as eliminated in its view, or left out of the play order', () => {
    expect(seatIsOut(state({ eliminated: ['1'] }), '1')).toBe(true);
    expect(seatIsOut(state({}, ['0', '2']), '1')).toBe(true);
  });

  it('is false for a seat still playing, including in games with no eliminated list', () => {
    expect(seatIsOut(state({ eliminated: ['2'] }), '1')).toBe(false);
    expect(seatIsOut(state({ eliminated: 'nobody' }), '1')).toBe(false);
    expect(seatIsOut(state(null), '1')).toBe(false);
  });
});

describe('a seat bot waiting out a timed window', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  // As in Evil Robots: a bot that is no winner of the split would close it once its deadline has
  // passed; the winners agree at once and the clean-up opens, where the bot has its own move.
  it('takes the next step’s move as soon as it comes, not when the old window would have closed', () => {
    vi.useFakeTimers();
    const split = { G: { step: 'split' }, ctx: { playOrder: ['0', '1'] }, _stateID: 5 };
    const keep = { G: { step: 'keep' }, ctx: { playOrder: ['0', '1'] }, _stateID: 7 };
    let current: typeof split = split;
    const moves = { closeSplit: vi.fn(), keepRobots: vi.fn() };
    const options: SeatBotOptions = {
      game: { name: 'windows', moves: {} },
      gameName: 'windows',
      serverUrl: 'http://127.0.0.1:9',
      matchID: 'm',
      playerID: '1',
      credentials: 'c',
      pacing: { about: '', think: { minSeconds: 0.1, maxSeconds: 0.1 }, reactionSeconds: 0 },
      timedWindow: (G: { step: string }) => (G.step === 'split' ? { key: 'split-1', seconds: 60, moves: ['closeSplit'], reason: 'the split is open' } : { key: 'keep-1', seconds: 30, moves: ['closeKeep'], reason: 'the clean-up is open' }),
      policy: (view: { step: string }) => (view.step === 'split' ? { kind: 'move', move: 'closeSplit', args: [] } : { kind: 'move', move: 'keepRobots', args: [['left']] }),
      rng: () => 0.5,
    };
    const bot = new SeatBot(options);
    // The bot's socket client, stood in for: the states it receives and the moves it sends.
    const seam = bot as unknown as { client: unknown; onState(s: unknown): void };
    seam.client = { getState: () => current, matchData: [{ id: 0, name: 'Ada' }, { id: 1, name: 'Bot' }], moves, events: {}, stop: () => undefined };

    seam.onState(split);
    vi.advanceTimersByTime(500);
    expect(moves.closeSplit, 'held until the split’s deadline').not.toHaveBeenCalled();

    current = keep;
    seam.onState(keep);
    vi.advanceTimersByTime(500);
    expect(moves.keepRobots).toHaveBeenCalledWith(['left']);
    expect(moves.closeSplit).not.toHaveBeenCalled();
    bot.stop();
  });
});
