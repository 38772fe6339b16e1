import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { viewFor } from '../../games/robots/rules/view.ts';
import type { RobotsState } from '../../games/robots/state.ts';
import { ForceFieldMarker } from '../../ui/boards/robots/force-field-marker.tsx';
import { content, play, prepared, start } from '../robots/support.ts';

// Playtesters: a Force Field left no mark on the table; the next player learned of it only
// when their take from the Scrap Heap was refused.
const names = { '0': 'Ada', '1': 'Bo', '2': 'Cy' };
const text = (G: RobotsState, viewer: string | null) =>
  renderToStaticMarkup(<ForceFieldMarker G={viewFor(G, viewer)} content={content} names={names} me={viewer} />)
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;/g, "'");

const hands = { '0': ['blue-13', 'red-2', 'gray-9'], '1': ['gray-5', 'green-7'], '2': ['purple-8', 'red-11'] };
/** Ada discards her 13: a Force Field against Bo, the next player. */
const fieldUp = () => play(start(prepared({ hands, heap: ['green-2'] })), ['0', 'drawFromFactory'], ['0', 'discard', 'blue-13']);

describe('the Force Field marker', () => {
  it('shows every seat and a spectator whose Force Field it is and who is barred from the Scrap Heap', () => {
    const { G } = fieldUp();
    expect(G.turn.player).toBe('1');
    expect(text(G, '1')).toBe("Force Field · Ada's spreads are shielded, and you cannot take from the Scrap Heap this turn.");
    expect(text(G, '0')).toBe('Force Field · Your spreads are shielded, and Bo cannot take from the Scrap Heap this turn.');
    for (const viewer of ['2', null]) expect(text(G, viewer)).toBe("Force Field · Ada's spreads are shielded, and Bo cannot take from the Scrap Heap this turn.");
  });

  it("draws its shield as the Force Field card's emblem, never a character the player's font may lack", () => {
    const markup = renderToStaticMarkup(<ForceFieldMarker G={viewFor(fieldUp().G, '1')} content={content} names={names} me="1" />);
    expect(markup).toContain('data-emblem="shield"');
    expect(text(fieldUp().G, '1')).toMatch(/^Force Field · /);
  });

  it('goes when the Force Field does, at the end of the next player’s turn; there is none before', () => {
    expect(text(start(prepared({ hands, heap: ['green-2'] })).G, '1')).toBe('');
    const { G } = play(fieldUp(), ['1', 'drawFromFactory'], ['1', 'discard', 'gray-5']);
    expect(G.turn.player).toBe('2');
    expect(text(G, '2')).toBe('');
  });
});
