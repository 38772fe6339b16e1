import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { designOf } from '../../games/bias-effect/rules/catalog.ts';
import { playedFixtures } from '../../stories/bias-effect/played.ts';
import { gamePrint } from '../../ui/boards/printed-cards.tsx';
import { BiasEffectTable } from '../../ui/boards/bias-effect/bias-effect-table.tsx';
import { GameCard } from '../../ui/boards/game-card.tsx';
import { drawingsOf } from '../../ui/boards/card-drawings.ts';
import { drawingNamesOf } from '../../games/kit/cards/drawing-names.ts';
import { content, props } from './bias-effect-support.ts';

/** The game's printed cards, drawn from card-faces.yaml as Storybook's card stories and the export draw them. */
const biasPrint = gamePrint('bias-effect');

// Rendered to markup without a DOM (vitest.config.ts): each card's face is read by its template's marks.
const played = playedFixtures(content);
const table = (state: keyof typeof played, viewer: string | null) => renderToStaticMarkup(<BiasEffectTable {...props(played[state], viewer)} />);
const faces = (markup: string) => [...markup.matchAll(/data-template="([^"]+)" data-card="([^"]+)"/g)].map((m) => `${m[1]}:${m[2]}`);
const text = (markup: string) => markup.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('Bias Effect cards drawn from card-faces.yaml', () => {
  it('prints every design from its template, under the label the table gave it', () => {
    for (const card of biasPrint.cards(content)) {
      const markup = renderToStaticMarkup(<>{biasPrint.face(content, card, {})}</>);
      expect(faces(markup), card.id).toEqual([`${card.type}:${card.id}`]);
      expect(markup).toContain('data-view="print"');
    }
    const algorithm = content.algorithms.algorithms[0];
    const markup = renderToStaticMarkup(<>{biasPrint.face(content, { type: 'algorithm', id: algorithm.id, name: algorithm.name, count: 1 }, {})}</>);
    expect(markup).toContain(`aria-label="Algorithm: ${algorithm.name}, trade-in ${algorithm.value} ${algorithm.value === 1 ? 'chip' : 'chips'}"`);
  });

  it('draws the Life card at the table from its template, the outcome that applied marked on the card and named under it', () => {
    const lit = played.lifeLit.G.round.life!;
    const markup = table('lifeLit', '1');
    const life = markup.slice(markup.indexOf('data-testid="life"'));
    expect(faces(life)[0]).toBe(`life:${designOf(lit.card)}`);
    expect(text(life)).toContain('Leans Left · applies');
    expect(text(life)).not.toContain('Leans Right · applies');
    // As printed, no outcome is marked.
    const printed = renderToStaticMarkup(<GameCard game="bias-effect" content={content} type="life" id={designOf(lit.card)} view="print" />);
    expect(text(printed)).not.toContain('applies');
  });

  it('draws the hand’s Algorithm cards and the round’s Belief from their templates at the table’s sizes', () => {
    const ada = table('lifeLit', '0');
    const hand = ada.slice(ada.indexOf('data-testid="hand"'));
    const held = played.lifeLit.G.hands['0'].map((card) => `algorithm:${designOf(card)}`);
    expect(faces(hand).slice(0, held.length)).toEqual(held);
    expect(hand).toContain('data-view="regular"');
    const bidding = table('bidsHidden', '0');
    const belief = bidding.slice(bidding.indexOf('data-testid="belief"'));
    expect(faces(belief)[0]).toMatch(/^belief:/);
    expect(belief).toContain('data-view="regular"');
  });

  it('draws every drawing its templates may name, the chip in its own colours', () => {
    expect(Object.keys(drawingsOf('bias-effect')).sort()).toEqual([...drawingNamesOf('bias-effect')].sort());
    const chip = renderToStaticMarkup(<>{drawingsOf('bias-effect').chip({})}</>);
    expect(chip).toContain('fill="#f2c14e"');
  });
});
