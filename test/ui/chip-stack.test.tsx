import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { pieceFormatOf } from '../../games/kit/cards/piece-formats.ts';
import { ChipStack } from '../../ui/components/pieces/chip-stack.tsx';
import { SealedChips } from '../../ui/components/pieces/sealed-chips.tsx';
import { content } from './bias-effect-support.ts';

// The ui tests run without a DOM (vitest.config.ts): pieces are rendered to markup and counted.
const look = { type: 'chip', face: '#123456', edge: '#654321', mark: '#abcdef' };
const words = (n: number) => `${n} chips`;
const stack = (n: number, layout?: 'stack' | 'pile') => renderToStaticMarkup(<ChipStack n={n} look={look} words={words} layout={layout} />);
const count = (markup: string, pattern: string) => markup.split(pattern).length - 1;
const columns = (markup: string) => [...markup.matchAll(/<span class="tw-chips__column">(.*?)<\/span><\/span>(?=<span class="tw-chips__column">|<\/span>)/g)].map((m) => count(m[1], 'class="tw-disc"'));

describe('chips drawn as pieces', () => {
  it('stacks one disc a chip in columns of five, and says the count in words', () => {
    const seven = stack(7);
    expect(count(seven, 'class="tw-disc"')).toBe(7);
    expect(columns(seven)).toEqual([5, 2]);
    expect(seven).toContain('<span class="visually-hidden">7 chips</span>');
    expect(seven).toContain('title="7 chips"');
  });

  it('caps what it draws and lets the number tell the rest; a bank is a wider pile', () => {
    expect(count(stack(40), 'class="tw-disc"')).toBe(15);
    expect(stack(40)).toContain('>40</span>');
    const bank = stack(85, 'pile');
    expect(count(bank, 'class="tw-disc"')).toBe(48);
    expect(columns(bank)).toEqual([8, 8, 8, 8, 8, 8]);
  });

  it('draws no disc for no chips, only where they would stand', () => {
    const none = stack(0);
    expect(count(none, 'class="tw-disc"')).toBe(0);
    expect(none).toContain('tw-chips__none');
  });

  it('moves nothing on its first drawing: a reload or a late join replays no payment', () => {
    expect(stack(5)).not.toContain('data-chip-move');
    expect(stack(5)).not.toContain('data-move');
  });

  it('takes its colours and art from content, and is plain grey where content gives none', () => {
    expect(stack(3)).toContain('--piece-face:#123456;--piece-edge:#654321;--piece-mark:#abcdef;--piece-art:none');
    expect(pieceFormatOf(content, 'chip')).toEqual({ type: 'chip', face: '#f2c14e', edge: '#8a6413', mark: '#fff1c2' });
    expect(pieceFormatOf({}, 'chip')).toMatchObject({ face: '#c9ced6', edge: '#5b6270' });
    const art = renderToStaticMarkup(<ChipStack n={1} look={{ ...look, art: 'art/chip.png' }} words={words} />);
    expect(art).toMatch(/--piece-art:url\(&quot;\/?art\/chip.png&quot;\)/);
  });

  it('covers a sealed pile the same whatever it holds, and shows its owner the amount', () => {
    const covered = renderToStaticMarkup(<SealedChips look={look} label="A sealed bid" />);
    expect(covered).toContain('>?</span>');
    expect(covered).not.toMatch(/>\d+</);
    expect(renderToStaticMarkup(<SealedChips look={look} amount={4} label="Your sealed bid: 4 chips" />)).toContain('>4</span>');
  });
});
