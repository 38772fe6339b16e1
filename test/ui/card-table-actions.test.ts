import { describe, expect, it, vi } from 'vitest';
import { buttonActions, clickActionOf, dropPressOf, pressOf, runAction } from '../../ui/components/card-table/table-actions.ts';
import { seatsAround, zoneCards } from '../../ui/components/card-table/table-seats.ts';
import { defaultStatus } from '../../ui/components/card-table/table-status.ts';
import { SHEDDING_DECLS as DECLS } from '../../stories/components/shedding-game.ts';
import { ACTIONS_OF_0 } from './card-table-support.tsx';

describe('what the card table offers, read from the legal actions', () => {
  it('plays a card one legal action takes at once, and offers no press for a card none takes', () => {
    expect(pressOf(ACTIONS_OF_0, 'king-hearts')).toEqual({ kind: 'act', action: { kind: 'move', move: 'play', args: ['king-hearts'] } });
    expect(pressOf(ACTIONS_OF_0, '2-clubs')).toEqual({ kind: 'none' });
  });

  it('opens a choice of the one argument several actions on a card differ in (an eight: the suit)', () => {
    const press = pressOf(ACTIONS_OF_0, '8-diamonds');
    expect(press.kind).toBe('choose');
    if (press.kind !== 'choose') return;
    expect(press.choice.index).toBe(1);
    expect(press.choice.options.map((o) => o.value)).toEqual(['hearts', 'diamonds', 'clubs', 'spades']);
    expect(press.choice.options[2].action.args).toEqual(['8-diamonds', 'clubs']);
  });

  it('runs from a pile only the move that clicks it, and a drop only the moves that drop on that zone', () => {
    expect(clickActionOf(ACTIONS_OF_0, DECLS, 'draw')?.move).toBe('draw');
    expect(clickActionOf(ACTIONS_OF_0, DECLS, 'discard')).toBeUndefined();
    expect(dropPressOf(ACTIONS_OF_0, DECLS, 'discard', '7-spades')).toEqual({ kind: 'act', action: ACTIONS_OF_0[0] });
    expect(dropPressOf(ACTIONS_OF_0, DECLS, 'draw', '7-spades')).toEqual({ kind: 'none' });
    expect(dropPressOf(ACTIONS_OF_0, DECLS, 'discard', '8-diamonds').kind).toBe('choose');
  });

  it('gives the dock a button for each action no card of the hand carries, with its move’s words', () => {
    const hand = ['7-spades', '2-clubs', '8-diamonds', 'king-hearts'];
    expect(buttonActions(ACTIONS_OF_0, DECLS, hand).map((b) => b.label)).toEqual(['Draw a card']);
    expect(buttonActions([{ move: 'pass', args: [] }, { move: 'pass', args: [] }], DECLS, hand).map((b) => b.label)).toEqual(['Pass']);
  });

  it('sends an action only through a move the client holds as its own', () => {
    const inherited = vi.fn();
    const moves = Object.assign(Object.create({ inherited }) as Record<string, unknown>, { play: vi.fn() });
    runAction(moves, { move: 'play', args: ['king-hearts'] });
    expect(moves.play).toHaveBeenCalledWith('king-hearts');
    runAction(moves, { move: 'inherited', args: [] });
    expect(inherited).not.toHaveBeenCalled();
    expect(() => runAction(moves, { move: '__proto__', args: [] })).not.toThrow();
  });
});

describe('the seats and the status line', () => {
  it('reads a zone by its own key only: a name from the prototype is no zone', () => {
    expect(zoneCards({ 'hand:0': ['7-spades'] }, 'hand', '0')).toEqual(['7-spades']);
    expect(zoneCards({}, 'constructor')).toEqual([]);
    expect(zoneCards({}, '__proto__')).toEqual([]);
  });

  it('lists the other seats in the order play reaches them from the viewer; a spectator gets every seat', () => {
    expect(seatsAround(['0', '1', '2', '3'], '2')).toEqual(['3', '0', '1']);
    expect(seatsAround(['0', '1', '2'], null)).toEqual(['0', '1', '2']);
  });

  it('says whose turn it is, and on the viewer’s what they can do', () => {
    const names = { '0': 'Ada', '1': 'Bo' };
    expect(defaultStatus({ me: '0', current: '0', over: false, names, canPlayCard: true, buttons: ['Draw a card'] })).toEqual({ text: 'Your turn: play a raised card, or draw a card', mine: true });
    expect(defaultStatus({ me: '0', current: '1', over: false, names, canPlayCard: false, buttons: [] })).toEqual({ text: 'Bo’s turn: wait for your turn', mine: false });
    expect(defaultStatus({ me: null, current: '1', over: false, names, canPlayCard: false, buttons: [] })).toEqual({ text: 'Bo’s turn', mine: false });
  });
});
