import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { RematchBar } from '../../ui/match/rematch-bar.tsx';

const bar = (seat: { playerID: string; credentials: string; name: string } | null) =>
  renderToStaticMarkup(createElement(RematchBar, { gameId: 'are-you-a-robot', matchID: 'm1', seat }));

describe('the rematch bar', () => {
  it('asks a player whether to play again', () => {
    const html = bar({ playerID: '0', credentials: 'c', name: 'Ada' });
    expect(html).toContain('Play again with the same seats and options?');
    expect(html).toContain('data-testid="rematch"');
  });

  it('offers a seat the replay of the match from the deal, as that seat saw it', () => {
    expect(bar({ playerID: '2', credentials: 'c', name: 'Cy' })).toMatch(/<a class="button" href="#\/replay\/are-you-a-robot\/m1\?seat=2&amp;move=0" data-testid="watch-replay">Watch replay<\/a>/);
  });

  it('tells a spectator the game is over and where a rematch will be, beside the way back to the lobby', () => {
    const html = bar(null);
    expect(html).toContain('The game is over. If the players start a rematch, you can watch it from here.');
    expect(html).toContain('Lobby');
    expect(html).not.toContain('data-testid="rematch"');
    expect(html, 'the replay as a spectator saw it').toContain('href="#/replay/are-you-a-robot/m1?seat=spectator&amp;move=0" data-testid="watch-replay">Watch replay</a>');
  });
});
