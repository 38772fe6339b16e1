import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { identityOf } from '../../games/bias-effect/rules/catalog.ts';
import { storyCards } from '../../stories/bias-effect/deal.ts';
import { playedFixtures } from '../../stories/bias-effect/played.ts';
import { BiasEffectTable } from '../../ui/boards/bias-effect/bias-effect-table.tsx';
import { progressText, winProgress } from '../../games/bias-effect/rules/win-progress.ts';
import { content, props } from './bias-effect-support.ts';

// The ui tests run without a DOM (vitest.config.ts): the table is rendered to markup and read with small patterns.
const played = playedFixtures(content);
/** The Algorithm cards the fixtures dealt, chosen by what they do: the expected texts read their names from them. */
const cards = storyCards(content);
const noDeadlines = { ...content, rules: { ...content.rules, tradeSeconds: 0, bidSeconds: 0 } };
const table = (state: keyof typeof played, viewer: string | null, rules = content) => renderToStaticMarkup(<BiasEffectTable {...props(played[state], viewer, rules)} />);
const testIds = (markup: string, prefix: string) => [...markup.matchAll(new RegExp(`data-testid="(${prefix}[^"]*)"`, 'g'))].map((m) => m[1]);
/** The markup from the element carrying `data-testid="<id>"` on, far enough for its own words. */
const around = (markup: string, id: string, length = 3000) => {
  const at = markup.indexOf(`data-testid="${id}"`);
  return at < 0 ? '' : markup.slice(at, at + length);
};
const text = (markup: string) => markup.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
/** A text as React writes it into markup. */
const html = (words: string) => words.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

describe('the Bias Effect table', () => {
  it('shows who has bid, never how much, and the viewer their own bid alone', () => {
    // Ada bid 1 and Cy 0; Bo has not bid.
    const bo = table('bidsWaitingOnBo', '1');
    expect(around(bo, 'sealed-status')).toContain('Bids in: Ada and Cy (2 of 3)');
    expect(testIds(bo, 'own-bid')).toEqual([]);
    expect(testIds(bo, 'bid-line-')).toEqual([]);
    expect(around(table('bidsWaitingOnBo', '0'), 'own-bid', 200)).toContain('Your bid: 1');
    expect(testIds(table('bidsWaitingOnBo', null), 'own-bid')).toEqual([]);
  });

  it('lays each sealed bid on its seat as a covered pile, its amount on the bidder’s own seat alone', () => {
    // Ada bid 1 and Cy 0; Bo has not bid.
    const pile = (markup: string, seat: string) => around(markup, `bid-pile-${seat}`, 600).split('</span></span><span class="visually-hidden">')[0];
    for (const viewer of ['1', null]) {
      const markup = table('bidsWaitingOnBo', viewer);
      expect(testIds(markup, 'bid-pile-').sort()).toEqual(['bid-pile-0', 'bid-pile-2']);
      // The same pile whatever was bid: nothing in it tells Ada's 1 from Cy's 0.
      expect(pile(markup, '0').replace('bid-pile-0', '')).toBe(pile(markup, '2').replace('bid-pile-2', ''));
      expect(text(around(markup, 'bid-pile-0', 600))).toMatch(/^[^>]*> \? A sealed bid /);
    }
    expect(text(around(table('bidsWaitingOnBo', '0'), 'bid-pile-0', 600))).toMatch(/^[^>]*> 1 Your sealed bid: 1 chip /);
    expect(testIds(table('bidsRevealed', '1'), 'bid-pile-')).toEqual([]);
  });

  it('puts the sealed bids in the middle of the table: a covered pile per bidder, an empty place for whoever is still out', () => {
    const middle = (viewer: string | null) => text(around(table('bidsWaitingOnBo', viewer), 'bid-piles', 4000).split('</ul>')[0]);
    expect(middle('1')).toMatch(/^[^>]*> \? A sealed bid Ada Bo \(you\): not yet \? A sealed bid Cy $/);
    expect(middle(null)).toMatch(/^[^>]*> \? A sealed bid Ada Bo: not yet \? A sealed bid Cy $/);
    expect(middle('0')).toMatch(/^[^>]*> 1 Your sealed bid: 1 chip Ada \(you\) Bo: not yet \? A sealed bid Cy $/);
    expect(testIds(table('bidsRevealed', '1'), 'bid-piles')).toEqual([]);
  });

  it('shows the total a bid makes, bonus included, before it is committed', () => {
    // Ada holds the Left identity and the mind one Left belief: +3.
    const ada = table('bidsHidden', '0');
    expect(text(around(ada, 'bid-total', 600))).toMatch(/bid 0 bonus \+3 = total 3/);
    expect(testIds(ada, 'bid-commit')).toEqual(['bid-commit']);
    expect(testIds(table('bidsHidden', '1'), 'bid-commit')).toEqual([]);
  });

  it('counts the deadline down, then lets a seated player close the bidding', () => {
    expect(testIds(table('bidsWaitingOnBo', '0'), 'countdown')).toEqual(['countdown']);
    expect(testIds(table('bidsWaitingOnBo', '0', noDeadlines), 'close-bids')).toEqual(['close-bids']);
    expect(testIds(table('bidsWaitingOnBo', null, noDeadlines), 'close-bids')).toEqual([]);
  });

  it('reveals every bid with its bonus and total, and gives the winner program or delete', () => {
    const ada = table('bidsRevealed', '0');
    expect(testIds(ada, 'bid-line-')).toEqual(['bid-line-0', 'bid-line-1', 'bid-line-2']);
    expect(text(around(ada, 'bid-line-0', 3000))).toMatch(/Ada \(you\) 1 \+3 – 4 −1/);
    expect(testIds(ada, 'control-')).toEqual(['control-controls', 'control-program', 'control-delete']);
    expect(testIds(table('bidsRevealed', '1'), 'control-')).toEqual([]);
    expect(text(around(table('closedLate', '2'), 'bid-line-1', 300))).toContain('0 (late)');
  });

  it('tells a tie: the Belief deleted and the tied bids spent', () => {
    expect(text(table('tie', '2'))).toContain('A tie at 2 between Ada and Bo: “');
  });

  it("lights the Life card's outcome that applied", () => {
    const markup = table('lifeLit', '1');
    expect(around(markup, 'life-left', 200)).toMatch(/^data-testid="life-left"/);
    expect(markup).toMatch(/data-applies="true" data-testid="life-left"/);
    expect(table('leaningRight', '1')).toMatch(/data-applies="true" data-testid="life-right"/);
  });

  it('gives the hand and the dock to whoever must act', () => {
    const ada = table('lifeLit', '0');
    expect(testIds(around(ada, 'action-dock', 20000), 'algorithm-controls')).toEqual(['algorithm-controls']);
    expect(testIds(table('lifeLit', '1'), 'algorithm-controls')).toEqual([]);
    expect(testIds(table('tradeOpen', '1'), 'trade-')).toEqual(['trade-controls', 'trade-card', 'trade-none']);
    // Ada trades in the card she drew in round 1, whichever the content has.
    expect(around(table('tradeOpen', '0'), 'own-trade', 300)).toContain(html(`Sealed: you trade in ${cards.tradedByAda.name}`));
    expect(testIds(table('pendingDecision', '1'), 'decision-option-')).toEqual(['decision-option-0', 'decision-option-2']);
    expect(testIds(table('pendingDecision', '0'), 'decision-waiting')).toEqual(['decision-waiting']);
  });

  it("shows each player's identity and how close the mind is to their goal", () => {
    const markup = table('leaningLeft', '2');
    expect(around(markup, 'progress-0', 100)).toContain('winning now');
    expect(around(markup, 'progress-1', 100)).toContain('needs 3 more Right');
    expect(around(markup, 'progress-2', 100)).toContain('needs 2 more Right');
    expect(around(markup, 'leaning', 100)).toContain('Leans Left');
  });

  it('ends with the winners, or nobody, and a reset at two players', () => {
    expect(around(table('gameOverWinner', '0'), 'final-result', 400)).toContain('You win!');
    expect(around(table('gameOverNobody', '2'), 'final-result', 400)).toContain('Nobody wins');
    expect(testIds(table('gameOverNobody', '2'), 'action-dock')).toEqual([]);
    const reset = table('twoPlayerReset', '0');
    expect(around(reset, 'resets', 200)).toContain('Resets: 1 of 3');
    expect(around(reset, 'reset-note', 300)).toContain('the counter went back to space 3');
  });
});

describe('how close a player is to winning', () => {
  const of = (id: string, left: number, right: number, players = 3) => progressText(winProgress(identityOf(content, id), { left, right }, players));

  it('asks the identity’s own rule of minds a few beliefs on', () => {
    expect(of('left', 1, 0)).toBe('winning now');
    expect(of('left', 0, 0)).toBe('needs 1 more Left');
    expect(of('far-right', 1, 0)).toBe('needs 4 more Right');
    expect(of('moderate', 0, 0)).toBe('needs 1 more Left and 1 more Right');
    // With four players the Left must not lead by three or more.
    expect(of('left', 4, 0, 4)).toBe('needs 2 more Right');
  });
});
