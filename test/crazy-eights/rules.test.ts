import type { State } from 'boardgame.io';
import { InitializeGame } from 'boardgame.io/internal';
import { describe, expect, it } from 'vitest';
import { buildDeck } from '../../games/kit/card-game/build-deck.ts';
import { dealTable } from '../../games/kit/card-game/table-ops.ts';
import type { EightsState } from '../../games/crazy-eights/state.ts';
import { crazyEights } from '../../games/crazy-eights/index.ts';
import { enginesFor, expectCleanRefusal } from '../support/refusal-check.ts';
import { act, content, game, play, refused, start, table } from './support.ts';

const G = (state: State<EightsState>) => state.G;
const hand = (state: State<EightsState>, seat: string) => state.G.zones[`hand:${seat}`];

describe('setup', () => {
  it.each([2, 3, 4, 5, 6, 7])('deals the hand size for %i players and turns the top of the stock onto the discard pile', (n) => {
    const state = InitializeGame({ game: { ...game, seed: `deal-${n}` }, numPlayers: n }) as State<EightsState>;
    for (let seat = 0; seat < n; seat++) expect(hand(state, String(seat))).toHaveLength(n === 2 ? 7 : 5);
    expect(state.G.zones.discard).toHaveLength(1);
    expect(state.G.zones.draw).toHaveLength(52 - 1 - n * (n === 2 ? 7 : 5));
    expect(state.ctx.currentPlayer).toBe('0');
  });

  it('an eight turned to start the discard pile goes back into the middle of the stock and the next card is turned', () => {
    const deck = buildDeck(content.table.deck);
    const eightAfterDeal = <T>(items: T[]): T[] => {
      const rest = items.filter((card) => card !== '8-clubs');
      rest.splice(14, 0, '8-clubs' as T);
      return rest;
    };
    const dealt = dealTable(content.table, deck, ['0', '1'], eightAfterDeal);
    expect(dealt.zones.discard).not.toEqual(['8-clubs']);
    expect(dealt.zones.draw.indexOf('8-clubs')).toBe(Math.floor(37 / 2) - 1);
  });
});

describe('playing a card', () => {
  const base = () => start(table([['7-hearts', 'king-spades', '3-clubs'], ['2-clubs', '9-diamonds']], ['king-hearts']));

  it('a card of the suit or rank of the top card may be played, and the turn passes', () => {
    const bySuit = play(base(), ['0', 'play', '7-hearts']);
    expect(G(bySuit).zones.discard[0]).toBe('7-hearts');
    expect(bySuit.ctx.currentPlayer).toBe('1');
    expect(G(play(base(), ['0', 'play', 'king-spades'])).zones.discard[0]).toBe('king-spades');
  });

  it('a card of neither the suit nor the rank is refused and changes nothing', () => {
    refused(base(), '0', 'play', '3-clubs');
  });

  it('a card not in the hand of the player, a move out of turn or by a spectator, and arguments off the declaration are refused and change nothing', () => {
    refused(base(), '0', 'play', '2-clubs');
    refused(base(), '1', 'play', '2-clubs');
    expectCleanRefusal(enginesFor(crazyEights, content), base(), null, 'draw', []);
    for (const args of [['__proto__'], ['toString'], [7], ['7-hearts', 'hearts'], ['7-hearts', undefined, 1], []]) refused(base(), '0', 'play', ...args);
  });

  it('an eight may be played on anything and must name a suit; the next player must then follow that suit or play an eight', () => {
    const state = start(table([['8-spades', '4-clubs'], ['king-diamonds', '5-clubs', '8-hearts']], ['king-hearts']));
    refused(state, '0', 'play', '8-spades');
    refused(state, '0', 'play', '8-spades', 'stars');
    const named = play(state, ['0', 'play', '8-spades', 'clubs']);
    expect(G(named).calledSuit).toBe('clubs');
    refused(named, '1', 'play', 'king-diamonds');
    expect(act(named, '1', 'play', '5-clubs').ok).toBe(true);
    const again = play(named, ['1', 'play', '8-hearts', 'diamonds']);
    expect(G(again).calledSuit).toBe('diamonds');
    expect(G(play(named, ['1', 'play', '5-clubs'])).calledSuit).toBeNull();
  });
});

describe('drawing and passing', () => {
  it('a player may draw while holding a playable card; after drawing only the drawn card may be played', () => {
    const state = start(table([['7-hearts', '3-clubs'], ['2-clubs']], ['king-hearts'], ['4-spades', 'king-clubs']));
    const one = play(state, ['0', 'draw']);
    expect(hand(one, '0')).toEqual(['7-hearts', '3-clubs', '4-spades']);
    expect(one.ctx.currentPlayer).toBe('0');
    refused(one, '0', 'play', '7-hearts');
    const two = play(one, ['0', 'draw']);
    refused(two, '0', 'draw');
    refused(two, '0', 'pass');
    const played = play(two, ['0', 'play', 'king-clubs']);
    expect(played.ctx.currentPlayer).toBe('1');
    expect(G(played).drawnThisTurn).toBe(0);
  });

  it('when the stock runs out it is refilled from the discard pile, all but its top card, shuffled', () => {
    const state = start(table([['2-spades', '3-spades'], ['2-clubs']], ['king-hearts', '5-hearts', '6-hearts', '7-hearts'], []));
    const all = [...G(state).zones.draw];
    const emptied = { ...G(state), zones: { ...G(state).zones, draw: [], 'hand:1': ['2-clubs', ...all] } };
    const drawn = play(start(emptied), ['0', 'draw']);
    expect(G(drawn).zones.discard).toEqual(['king-hearts']);
    expect([...G(drawn).zones.draw, hand(drawn, '0')[2]].sort()).toEqual(['5-hearts', '6-hearts', '7-hearts']);
    expect(G(drawn).log.map((e) => e.kind)).toEqual(['reshuffle', 'draw']);
  });

  it('pass is refused while a card can be played or drawn; with neither the player passes and the turn goes on', () => {
    refused(start(table([['2-spades'], ['2-clubs']], ['king-hearts'], ['5-clubs'])), '0', 'pass');
    refused(start(table([['2-hearts'], ['2-clubs']], ['king-hearts'], [])), '0', 'pass');
    const passed = play(start(stuck()), ['0', 'pass']);
    expect(passed.ctx.currentPlayer).toBe('1');
    expect(G(passed).passes).toBe(1);
    expect(passed.ctx.gameover).toBeUndefined();
  });
});

/** Only these cards on the table (the rest of the deck is out of play): nothing left to draw, and neither seat holds a heart, a king or an eight. */
function stuck(hands = [['2-spades', '3-spades'], ['4-clubs', 'king-clubs']]): EightsState {
  const G0 = table(hands, ['queen-hearts']);
  return { ...G0, zones: { 'hand:0': hands[0], 'hand:1': hands[1], discard: ['queen-hearts'], draw: [] } };
}

describe('the end', () => {
  it('the first to empty their hand wins and scores the cards left in the other hands: eights 50, kings, queens and jacks 10, aces 1, others their number', () => {
    const state = start(table([['7-hearts'], ['8-clubs', 'king-spades', 'queen-clubs', 'jack-clubs', 'ace-spades', '9-clubs'], ['2-clubs', '10-diamonds']], ['king-hearts']));
    const over = play(state, ['0', 'play', '7-hearts']);
    expect(over.ctx.gameover).toEqual({ winner: '0', scores: { '0': 50 + 30 + 1 + 9 + 2 + 10, '1': 0, '2': 0 }, handTotals: { '0': 0, '1': 90, '2': 12 }, blocked: false });
    refused(over, '1', 'play', '8-clubs', 'hearts');
  });

  it('when every seat passes in a row the game is blocked: the lowest hand total wins and scores the other hands', () => {
    const over = play(start(stuck()), ['0', 'pass'], ['1', 'pass']);
    expect(over.ctx.gameover).toEqual({ winner: '0', scores: { '0': 14, '1': 0 }, handTotals: { '0': 5, '1': 14 }, blocked: true });
  });

  it('a tie for the lowest hand total in a blocked game wins for no one', () => {
    const over = play(start(stuck([['2-spades', '3-spades'], ['5-clubs']])), ['0', 'pass'], ['1', 'pass']);
    expect(over.ctx.gameover).toEqual({ winner: null, scores: { '0': 0, '1': 0 }, handTotals: { '0': 5, '1': 5 }, blocked: true });
  });
});

describe('With specials', () => {
  const specials = (hands: string[][], top = 'king-hearts', stock: string[] = []) => start(table(hands, [top], stock, { mode: 'specials' }));
  const three = [['queen-hearts', 'ace-hearts', '2-hearts', '5-spades'], ['3-clubs', '4-clubs'], ['3-diamonds', '4-diamonds']];

  it('a Queen skips the next player', () => {
    const state = play(specials(three), ['0', 'play', 'queen-hearts']);
    expect(state.ctx.currentPlayer).toBe('2');
    expect(G(state).log.map((e) => [e.kind, e.seat])).toEqual([['play', '0'], ['skip', '1']]);
  });

  it('an Ace reverses the direction of play', () => {
    const state = play(specials(three), ['0', 'play', 'ace-hearts']);
    expect(state.ctx.currentPlayer).toBe('2');
    expect(G(state).order.direction).toBe(-1);
    expect(G(state).log.at(-1)).toEqual({ seat: '0', kind: 'reverse' });
  });

  it('a Two makes the next player draw two cards, and they still play their turn', () => {
    const state = play(specials(three, 'king-hearts', ['9-clubs', '9-spades']), ['0', 'play', '2-hearts']);
    expect(hand(state, '1')).toEqual(['3-clubs', '4-clubs', '9-clubs', '9-spades']);
    expect(state.ctx.currentPlayer).toBe('1');
    expect(G(state).stats.specials).toBe(1);
  });

  it('after a reverse, a Two makes the player now next draw', () => {
    const state = play(specials([['ace-hearts', '3-hearts'], ['3-clubs', '2-clubs'], ['3-diamonds', '2-hearts']], 'king-hearts', ['9-clubs', '9-spades']), ['0', 'play', 'ace-hearts'], ['2', 'play', '2-hearts']);
    expect(hand(state, '1')).toEqual(['3-clubs', '2-clubs', '9-clubs', '9-spades']);
  });

  it('with two players a Queen gives the same player another turn, and a reverse changes nothing', () => {
    const queen = play(specials([['queen-hearts', 'ace-hearts', '5-hearts'], ['3-clubs']]), ['0', 'play', 'queen-hearts']);
    expect(queen.ctx.currentPlayer).toBe('0');
    expect(play(queen, ['0', 'play', 'ace-hearts']).ctx.currentPlayer).toBe('1');
  });

  it('a special on the card that empties the hand does nothing', () => {
    const over = play(specials([['2-hearts'], ['3-clubs']], 'king-hearts', ['9-clubs', '9-spades']), ['0', 'play', '2-hearts']);
    expect(hand(over, '1')).toEqual(['3-clubs']);
    expect(over.ctx.gameover).toMatchObject({ winner: '0' });
  });

  it('in Classic the same cards do nothing special', () => {
    const state = play(start(table(three, ['king-hearts'], ['9-clubs'])), ['0', 'play', 'queen-hearts']);
    expect(state.ctx.currentPlayer).toBe('1');
    expect(G(state).stats.specials).toBe(0);
  });
});
