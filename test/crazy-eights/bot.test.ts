import { describe, expect, it } from 'vitest';
import type { Ctx } from 'boardgame.io';
import { crazyEights } from '../../games/crazy-eights/index.ts';
import { eightsRules } from '../../games/crazy-eights/rules.ts';
import type { EightsState } from '../../games/crazy-eights/state.ts';
import { content, table } from './support.ts';

const { moves } = eightsRules(content);
const refusal = (G: EightsState, card: string, suit?: string) => moves.play.check(G, '0', card, suit)?.code;
const ctx = { currentPlayer: '0', playOrder: ['0', '1'], gameover: undefined } as unknown as Ctx;
const botMove = (G: EightsState) => crazyEights.botPolicy!(G, ctx, '0', content, Math.random);

describe('the play check, asked again and again on one hand', () => {
  it('answers for the table as it is now, not as it was when the same hand was last checked', () => {
    const hand = ['5-hearts', '9-clubs', '8-spades'];
    const onHearts = table([hand, ['2-diamonds']], ['3-hearts']);
    expect(refusal(onHearts, '5-hearts')).toBeUndefined();
    expect(refusal(onHearts, '9-clubs')).toBe('no-match');
    // The same hand list, another top card: the clubs match, the hearts no longer do.
    const onClubs: EightsState = { ...onHearts, zones: { ...onHearts.zones, discard: ['3-clubs'] } };
    expect(onClubs.zones['hand:0']).toBe(onHearts.zones['hand:0']);
    expect(refusal(onClubs, '5-hearts')).toBe('no-match');
    expect(refusal(onClubs, '9-clubs')).toBeUndefined();
    // An eight on the pile calling hearts.
    const called: EightsState = { ...onClubs, zones: { ...onClubs.zones, discard: ['8-diamonds'] }, calledSuit: 'hearts' };
    expect(refusal(called, '5-hearts')).toBeUndefined();
    expect(refusal(called, '9-clubs')).toBe('no-match');
    // After a draw only the last card of the hand may go.
    const drew: EightsState = { ...onHearts, drawnThisTurn: 1 };
    expect(refusal(drew, '5-hearts')).toBe('no-match');
    expect(refusal(drew, '8-spades', 'hearts')).toBeUndefined();
    expect(refusal(onHearts, '5-hearts')).toBeUndefined();
  });
});

describe('the Crazy Eights bot', () => {
  it('plays the first matching card that is no eight, in hand order', () => {
    expect(botMove(table([['8-spades', '9-clubs', '5-hearts', '3-hearts'], ['2-diamonds']], ['3-diamonds']))).toEqual({ kind: 'move', move: 'play', args: ['3-hearts'] });
  });

  it('else an eight naming its longest suit; else it draws; else it passes', () => {
    expect(botMove(table([['8-spades', '9-clubs', '10-clubs'], ['2-diamonds']], ['3-diamonds']))).toEqual({ kind: 'move', move: 'play', args: ['8-spades', 'clubs'] });
    expect(botMove(table([['9-clubs'], ['2-diamonds']], ['3-diamonds']))).toEqual({ kind: 'move', move: 'draw', args: [] });
    const drained = table([['9-clubs'], ['2-diamonds']], ['3-diamonds']);
    const noStock: EightsState = { ...drained, zones: { ...drained.zones, draw: [], discard: [...drained.zones.discard, ...drained.zones.draw].slice(0, 1) } };
    expect(botMove(noStock)).toEqual({ kind: 'move', move: 'pass', args: [] });
  });
});
