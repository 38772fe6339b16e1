import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { State } from 'boardgame.io';
import type { EightsState } from '../../games/crazy-eights/state.ts';
import { CrazyEightsTable, eightsAttention } from '../../ui/boards/crazy-eights/crazy-eights-table.tsx';
import type { EightsTableProps } from '../../ui/boards/crazy-eights/table-props.ts';
import { content, game, play, start, table } from '../crazy-eights/support.ts';

// The table on the fixture content (test/crazy-eights/support.ts), rendered to markup without a DOM; each state is played through the game's own reducer.
const NAMES = ['Ada', 'Bo', 'Cy'];
function props(state: State<EightsState>, viewer: string | null): EightsTableProps {
  const { G, ctx } = state;
  return {
    G: game.playerView!({ G, ctx, playerID: viewer }) as EightsState,
    ctx: { playOrder: ctx.playOrder, currentPlayer: ctx.currentPlayer, gameover: ctx.gameover },
    playerID: viewer,
    moves: { play: vi.fn(), draw: vi.fn(), pass: vi.fn() },
    matchData: NAMES.map((name, id) => ({ id, name, isConnected: true })),
    chatMessages: [],
    sendChatMessage: vi.fn(),
    content,
  };
}
const render = (state: State<EightsState>, viewer: string | null) => renderToStaticMarkup(<CrazyEightsTable {...props(state, viewer)} />);
const text = (markup: string) => markup.replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/\s+/g, ' ');
const raised = (markup: string) => [...markup.matchAll(/data-testid="hand-card-([^"]+)" data-playable="true"/g)].map((m) => m[1]);
const cardsDrawn = (markup: string) => [...markup.matchAll(/data-card="([^"]+)"/g)].map((m) => m[1]);

// Ada holds a card of the suit, one of the rank, an eight and one that matches nothing; a seven of hearts is up.
const opening = start(table([['2-hearts', '7-clubs', '8-spades', 'king-clubs'], ['3-clubs', '4-clubs'], ['5-clubs', '6-clubs']], ['7-hearts']));

describe('the Crazy Eights table', () => {
  it('raises exactly the cards the rules let Ada play and says what a card must match', () => {
    const markup = render(opening, '0');
    expect(raised(markup).sort()).toEqual(['2-hearts', '7-clubs', '8-spades']);
    expect(text(markup)).toContain('Your turn: play a Seven or a ♥, or a wild Eight, or draw a card');
  });

  it('says the table is reconnecting while its socket is away, and only then', () => {
    const away = renderToStaticMarkup(<CrazyEightsTable {...props(opening, '0')} isConnected={false} />);
    expect(text(away)).toContain('Reconnecting… · Your turn: play a Seven or a ♥, or a wild Eight, or draw a card');
    expect(text(render(opening, '0'))).not.toContain('Reconnecting');
  });

  it('shows the suit an eight called, and asks for that suit', () => {
    const called = play(opening, ['0', 'play', '8-spades', 'clubs']);
    for (const viewer of ['0', '1', null]) expect(text(render(called, viewer))).toContain('Clubs called');
    const bo = render(called, '1');
    expect(raised(bo).sort()).toEqual(['3-clubs', '4-clubs']);
    expect(text(bo)).toContain('Your turn: play a ♣ (Clubs called), or a wild Eight, or draw a card');
    expect(text(bo)).toContain('Ada played the Eight of Spades and called Clubs.');
    expect(text(render(called, '0'))).toContain('You played the Eight of Spades and called Clubs.');
  });

  it('draws no card a viewer may not see: others’ hands and the stock are backs', () => {
    const hands = (seat: string) => opening.G.zones[`hand:${seat}`];
    const ada = cardsDrawn(render(opening, '0'));
    expect(ada.filter((card) => card !== '?').sort()).toEqual([...hands('0'), '7-hearts'].sort());
    const spectator = render(opening, null);
    expect(cardsDrawn(spectator).filter((card) => card !== '?')).toEqual(['7-hearts']);
    expect(spectator).not.toContain('data-testid="hand"');
  });

  it('calls the seat to play, and only it', () => {
    expect(eightsAttention(props(opening, '0')).call).toBe('Your turn');
    expect(eightsAttention(props(opening, '1')).call).toBeUndefined();
    expect(eightsAttention(props(opening, null)).call).toBeUndefined();
  });

  it('ends with who went out, every hand’s points and the score, for every viewer', () => {
    const out = start(table([['7-clubs'], ['3-diamonds', 'king-spades'], ['8-clubs']], ['7-hearts']));
    const over = play(out, ['0', 'play', '7-clubs']);
    expect(over.ctx.gameover).toBeDefined();
    const bo = render(over, '1');
    expect(text(bo)).toContain('Ada wins: out of cards.');
    expect([...bo.matchAll(/data-testid="score-(\d)"/g)].map((m) => m[1])).toEqual(['0', '1', '2']);
    expect(text(bo.split('data-testid="score-0"')[1].split('</tr>')[0])).toMatch(/Ada wins 0 63 $/);
    expect(eightsAttention(props(over, '0')).messages).toEqual([{ key: 'gameover', text: 'You win: out of cards.' }]);
  });

  it('says a blocked game was blocked, and whose hand was lowest', () => {
    // Only these cards in play: nothing to draw, and neither seat can follow the queen of hearts.
    const hands = [['2-spades', '3-spades'], ['4-clubs', 'king-clubs']];
    const stuck = table(hands, ['queen-hearts']);
    const over = play(start({ ...stuck, zones: { 'hand:0': hands[0], 'hand:1': hands[1], discard: ['queen-hearts'], draw: [] } }), ['0', 'pass'], ['1', 'pass']);
    expect(text(render(over, '1'))).toContain('Ada wins: blocked, and Ada’s hand is the lowest.');
    expect(text(render(over, '0'))).toContain('You win: blocked, and your hand is the lowest.');
  });
});
