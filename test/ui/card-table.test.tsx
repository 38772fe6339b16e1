import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CardTable } from '../../ui/components/card-table/card-table.tsx';
import { ACTIONS_OF_0, cardTableProps, viewOf0 } from './card-table-support.tsx';

// The ui tests run without a DOM (vitest.config.ts): the table is rendered to markup and read with small patterns.
const render = (...args: Parameters<typeof cardTableProps>) => renderToStaticMarkup(<CardTable {...cardTableProps(...args)} />);
/** The opening tag of the element carrying `data-testid="<id>"`. */
const tag = (markup: string, id: string) => markup.match(new RegExp(`<[^>]*data-testid="${id}"[^>]*>`))?.[0] ?? '';
const text = (markup: string) => markup.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('the card table', () => {
  it('raises the hand cards a legal action takes and dims the rest on your turn', () => {
    const markup = render(viewOf0(), '0', ACTIONS_OF_0);
    for (const card of ['7-spades', '8-diamonds', 'king-hearts']) {
      expect(tag(markup, `hand-card-${card}`)).toContain('data-playable="true"');
      expect(tag(markup, `hand-card-${card}`)).not.toContain('aria-disabled');
    }
    expect(tag(markup, 'hand-card-2-clubs')).toContain('data-dim="true"');
    expect(tag(markup, 'hand-card-2-clubs')).toContain('aria-disabled="true"');
  });

  it('dims nothing off turn, when no action is legal, and names whose turn it is', () => {
    const markup = render(viewOf0(), '0', [], '1');
    expect(markup).not.toContain('data-dim');
    expect(markup).not.toContain('data-playable');
    expect(text(markup)).toContain('Bo’s turn: wait for your turn');
    expect(tag(markup, 'seat-1')).toContain('data-turn="true"');
  });

  it('makes the stock a button only while drawing is legal, and the discard a drop zone while a card may go there', () => {
    const mine = render(viewOf0(), '0', ACTIONS_OF_0);
    expect(tag(mine, 'pile-draw-click')).toContain('Draw a card (Stock: 30 cards)');
    expect(tag(mine, 'pile-discard')).toContain('data-drop-zone="discard"');
    const waiting = render(viewOf0(), '0', [], '1');
    expect(tag(waiting, 'pile-draw-click')).toBe('');
    expect(tag(waiting, 'pile-discard')).not.toContain('data-drop-zone');
  });

  it('draws the stock as a back with its count and the discard’s top face', () => {
    const markup = render(viewOf0(), '0', ACTIONS_OF_0);
    const middle = markup.split('data-testid="table-middle"')[1].split('data-testid="hand"')[0];
    expect([...middle.matchAll(/data-card="([^"]+)"/g)].map((m) => m[1])).toEqual(['?', '7-hearts']);
    expect(tag(markup, 'pile-draw')).toContain('data-count="30"');
  });

  it('shows the other seats, from the viewer round the table, with their counts, presence and bots', () => {
    const markup = render(viewOf0(), '0', ACTIONS_OF_0);
    expect([...markup.matchAll(/data-testid="seat-(\d)"/g)].map((m) => m[1])).toEqual(['1', '2']);
    expect(tag(markup, 'seat-1-count')).toContain('data-count="2"');
    expect(tag(markup, 'seat-2-count')).toContain('data-count="3"');
    expect(markup).toContain('data-testid="away-2"');
    expect(text(markup.split('data-testid="seat-1"')[1].split('</li>')[0])).toContain('Bot');
  });

  it('gives a spectator every seat’s strip and no hand', () => {
    const markup = render(viewOf0(), null, [], '1');
    expect([...markup.matchAll(/data-testid="seat-(\d)"/g)].map((m) => m[1])).toEqual(['0', '1', '2']);
    expect(markup).not.toContain('data-testid="hand"');
  });

  it('shows which way play goes', () => {
    const reversed = { ...viewOf0(), order: { direction: -1 as const, skip: 0 } };
    expect(tag(render(viewOf0(), '0', ACTIONS_OF_0), 'direction')).toContain('data-direction="1"');
    expect(tag(render(reversed, '0', ACTIONS_OF_0), 'direction')).toContain('data-direction="-1"');
  });

  it('offers in the dock the actions no card carries, with the move’s words', () => {
    const markup = render(viewOf0(), '0', ACTIONS_OF_0);
    expect(text(markup.split('data-testid="act-draw"')[1].split('</button>')[0])).toContain('Draw a card');
    expect(markup).not.toContain('data-testid="act-play"');
  });
});
