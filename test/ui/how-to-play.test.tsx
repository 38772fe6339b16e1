import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { HowToPlay } from '../../games/kit/kit-content-files.ts';
import { parseRoute, rulesHref } from '../../ui/app/routes.ts';
import { howToPlayFacts } from '../../ui/components/how-to-play/how-to-play-facts.ts';
import { HowToPlayPanel } from '../../ui/components/how-to-play/how-to-play-panel.tsx';
import { inlineParts, InlineText } from '../../ui/components/how-to-play/inline-text.tsx';

const summary: HowToPlay = {
  title: 'Toy',
  tagline: 'A **tiny** game.',
  players: '2–4 players',
  minutes: '5–10',
  goal: 'Win.',
  sections: [
    { heading: 'Turn', steps: ['Draw.', 'Play.'] },
    { heading: 'Cards', paragraphs: ['Some text.'], points: ['**Red**: hot.'] },
  ],
  glossary: [{ term: 'Heap', meaning: 'The discards.' }],
};

describe('the how-to-play panel', () => {
  it('splits **bold** runs from plain text; unpaired stars stay as written', () => {
    expect(inlineParts('a **b** c')).toEqual([
      { text: 'a ', bold: false },
      { text: 'b', bold: true },
      { text: ' c', bold: false },
    ]);
    expect(inlineParts('**all**')).toEqual([{ text: 'all', bold: true }]);
    expect(inlineParts('2 ** 3 is not bold')).toEqual([{ text: '2 ** 3 is not bold', bold: false }]);
  });

  it('shows markup in content as text, never as HTML', () => {
    const html = renderToStaticMarkup(<InlineText text={'<img src=x onerror="alert(1)"> **<b>x</b>**'} />);
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt; <strong>&lt;b&gt;x&lt;/b&gt;</strong>');
  });

  it('renders the goal, numbered steps, bullet points, the glossary and the facts', () => {
    const html = renderToStaticMarkup(<HowToPlayPanel howToPlay={summary} />);
    expect(html).toContain('<h2 id=');
    expect(html).toMatch(/<ol class="how-to-play__steps"><li>Draw\.<\/li><li>Play\.<\/li><\/ol>/);
    expect(html).toMatch(/<ul class="how-to-play__points"><li><strong>Red<\/strong>: hot\.<\/li><\/ul>/);
    expect(html).toContain('A <strong>tiny</strong> game.');
    expect(html).toContain('<dt>Heap</dt>');
    expect(howToPlayFacts(summary)).toEqual(['2–4 players', '5–10 min']);
  });

  it('compact: for the table, no tagline; as a page, the title is the h1', () => {
    expect(renderToStaticMarkup(<HowToPlayPanel howToPlay={summary} compact />)).not.toContain('tiny');
    expect(renderToStaticMarkup(<HowToPlayPanel howToPlay={summary} titleLevel={1} />)).toMatch(/<h1 [^>]*>Toy<\/h1>/);
  });
});

describe('the rules route', () => {
  it('#/rules/<game> opens a game\'s rules; rulesHref makes the link', () => {
    expect(rulesHref('are-you-a-robot')).toBe('#/rules/are-you-a-robot');
    expect(parseRoute(rulesHref('are-you-a-robot'))).toEqual({ page: 'rules', gameId: 'are-you-a-robot' });
    expect(parseRoute(rulesHref('a b/c'))).toEqual({ page: 'rules', gameId: 'a b/c' });
    expect(parseRoute('#/rules').page).toBe('not-found');
    expect(parseRoute('#/rules/robots/extra').page).toBe('not-found');
  });
});
