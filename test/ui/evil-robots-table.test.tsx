import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { viewFor } from '../../games/evil-robots/rules/view.ts';
import { storyCards } from '../../stories/evil-robots/deal.ts';
import { playedFixtures } from '../../stories/evil-robots/played.ts';
import { EvilRobotsTable } from '../../ui/boards/evil-robots/evil-robots-table.tsx';
import { outlookOf } from '../../ui/boards/evil-robots/outlook.ts';
import { logLine } from '../../ui/boards/evil-robots/round-log.tsx';
import { content, props } from './evil-robots-support.ts';

// The ui tests run without a DOM (vitest.config.ts): the table is rendered to markup and read with small patterns.
const played = playedFixtures(content);
/** The Robot Cards the fixtures dealt, chosen by what they do: the expected texts read their names from them. */
const cards = storyCards(content);
const noDeadlines = { ...content, rules: { ...content.rules, claimSeconds: 0, splitSeconds: 0, keepSeconds: 0 } };
type State = keyof typeof played;
/** Content with card-formats.yaml's `pieces` as given (the table reads nothing else of that file). */
const withPieces = (...pieces: object[]) => ({ ...content, cardFormats: { cards: [], pieces } }) as typeof content;
const table = (state: State, viewer: string | null, rules = content) => renderToStaticMarkup(<EvilRobotsTable {...props(played[state], viewer, rules)} />);
const testIds = (markup: string, prefix: string) => [...markup.matchAll(new RegExp(`data-testid="(${prefix}[^"]*)"`, 'g'))].map((m) => m[1]);
/** The markup from the element carrying `data-testid="<id>"` on, far enough for its own words. */
const around = (markup: string, id: string, length = 3000) => {
  const at = markup.indexOf(`data-testid="${id}"`);
  return at < 0 ? '' : markup.slice(at, at + length);
};
/** The opening tag of the element carrying `data-testid="<id>"`. */
const tag = (markup: string, id: string) => {
  const at = markup.indexOf(`data-testid="${id}"`);
  return at < 0 ? '' : markup.slice(markup.lastIndexOf('<', at), markup.indexOf('>', at) + 1);
};
const text = (markup: string) => markup.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('the Evil Robots table', () => {
  it('draws every fixture for every seat and a spectator', () => {
    for (const state of Object.keys(played) as State[]) {
      for (const viewer of [...played[state].G.players, null]) expect(table(state, viewer)).toContain('data-testid="round-facts"');
    }
  });

  it('offers the card on offer to those who may claim it, with the countdown and the stack to come', () => {
    const cy = table('countdownOffer', '2');
    expect(testIds(cy, 'claim')).toEqual(expect.arrayContaining(['claim-controls', 'claim']));
    expect(testIds(cy, 'pass')).toEqual(['pass']);
    expect(testIds(cy, 'countdown')).toEqual(expect.arrayContaining(['countdown-panel', 'countdown']));
    expect(tag(cy, 'offer')).toContain('data-value="6"');
    const toCome = played.countdownOffer.G.stack.slice(1).map((c) => c.value);
    expect(text(around(cy, 'stack', 1500))).toContain(`Still to come ${toCome.join(' ')}`);
    expect(text(around(cy, 'claims', 600))).toMatch(/Bo claims offering 1/);
    // The Dealer may not claim the first card: no buttons, the rule's reason.
    const ada = table('countdownOffer', '0');
    expect(testIds(ada, 'claim-controls')).toEqual([]);
    expect(text(around(ada, 'claim-why', 300))).toContain('The Dealer may not claim the first card.');
    // Bo claims: he may withdraw, and offer the Dealer Influence.
    expect(testIds(table('countdownOffer', '1'), 'offer-')).toEqual(expect.arrayContaining(['offer-controls', 'offer-less', 'offer-amount', 'offer-more', 'offer-send']));
    expect(testIds(table('countdownOffer', '2', noDeadlines), 'close-claims')).toEqual(['close-claims']);
    expect(testIds(table('countdownOffer', null, noDeadlines), 'close-claims')).toEqual([]);
  });

  it('lets the Dealer choose among claimants, each with their offer, while claimants may raise theirs', () => {
    const ada = table('dealerChoosing', '0');
    expect(testIds(ada, 'choose-')).toEqual(['choose-controls', 'choose-1', 'choose-2']);
    expect(text(around(ada, 'choose-2', 200))).toContain('Give it to Cy (+2 Influence to you)');
    expect(testIds(table('dealerChoosing', '1'), 'choose-')).toEqual([]);
    expect(testIds(table('dealerChoosing', '1'), 'offer-send')).toEqual(['offer-send']);
    expect(testIds(table('dealerChoosing', '3'), 'offer-send')).toEqual([]);
  });

  it('gives the turn its actions with their costs now, greyed with the reason when they cannot be paid', () => {
    const cy = table('turnSpending', '2');
    expect(tag(cy, 'my-tokens')).toBeTruthy();
    expect(tag(cy, 'flip-3')).toContain('aria-disabled="true"');
    expect(text(around(cy, 'flip-why', 300))).toContain('Turning that coin costs 2 Action Tokens; you have 1.');
    expect(tag(cy, `reveal-${cards.choosesCoin.id}`)).not.toContain('aria-disabled');
    expect(testIds(cy, 'end-turn')).toEqual(['end-turn']);
    expect(testIds(cy, 'swap-')).toEqual(['swap-left', 'swap-right']);
    expect(testIds(cy, 'turn-controls')).toEqual(['turn-controls']);
    expect(testIds(table('turnSpending', '3'), 'turn-controls')).toEqual([]);
    // Her own seat says it is her turn; everyone else's says it is hers.
    expect(around(cy, 'role-2', 40)).toContain('>Your turn<');
    expect(around(table('turnSpending', '3'), 'role-2', 40)).toContain('>Their turn<');
    expect(around(table('turnSpending', null), 'role-2', 40)).toContain('>Their turn<');
  });

  it("draws Action Tokens as pieces in content's look: each seat's, the player's own in the dock, the supply's pile, a card's cost", () => {
    const look = { face: '#123456', edge: '#abcdef', mark: '#fedcba' };
    // The look as card-formats.yaml's `pieces` gives it (the table reads nothing else of that file).
    const cy = table('turnSpending', '2', withPieces({ type: 'action-token', ...look }));
    const tokens = played.turnSpending.G.tokens['2'];
    const pieces = (id: string) => around(cy, id, 4000).split('</span></span>')[0].match(/class="tw-piece"/g)?.length ?? 0;
    expect(pieces('tokens-2')).toBe(tokens);
    expect(pieces('my-tokens')).toBe(tokens);
    expect(tag(cy, 'supply-tokens')).toContain(`data-count="${played.turnSpending.G.supply.tokens}"`);
    for (const id of ['tokens-2', 'my-tokens', 'supply-tokens', `hand-${cards.choosesCoin.id}`]) {
      expect(around(cy, id, 4000), id).toContain(`fill="${look.face}"`);
      expect(around(cy, id, 4000), id).toContain(`fill="${look.mark}"`);
    }
    // An artist's token replaces the drawn one.
    const art = table('turnSpending', '2', withPieces({ type: 'action-token', ...look, art: 'art/evil-robots/token.png' }));
    expect(around(art, 'tokens-2', 600)).toContain('src="/art/evil-robots/token.png"');
  });

  it("draws coins and Influence in content's look, each face its own, or the artist's picture", () => {
    const heads = { type: 'coin-heads', face: '#111111', edge: '#222222', mark: '#333333' };
    const tails = { type: 'coin-tails', face: '#444444', edge: '#555555', mark: '#666666' };
    const back = { type: 'coin-back', face: '#777777', edge: '#888888', mark: '#999999' };
    const gem = { type: 'influence', face: '#aaaaaa', edge: '#bbbbbb', mark: '#cccccc' };
    const ada = table('countdownOffer', '0', withPieces(heads, tails, back, gem));
    const looks = { heads, tails, unseen: back };
    for (const p of played.countdownOffer.G.players) {
      const coin = tag(ada, `coin-hidden-${p}`);
      const look = looks[coin.match(/data-face="(\w+)"/)![1] as keyof typeof looks];
      expect(coin).toContain(`--piece-face:${look.face};--piece-edge:${look.edge};--piece-mark:${look.mark}`);
    }
    expect(ada).toContain(`class="er-influence-icon" viewBox="0 0 20 20" aria-hidden="true" style="--piece-face:${gem.face}`);
    // Without content's look a coin keeps the stylesheet's colours: no variables set.
    expect(tag(table('countdownOffer', '0', withPieces()), 'coin-hidden-1')).not.toContain('--piece-face');
    const art = table('countdownOffer', '0', withPieces({ ...back, art: 'art/evil-robots/coin-back.png' }));
    expect(around(art, 'coin-hidden-1', 400)).toContain('src="/art/evil-robots/coin-back.png"');
  });

  it("asks the card's decision of its owner, naming the extra player; others wait", () => {
    const cy = table('decision', '2');
    expect(testIds(cy, 'decision-option-')).toEqual(['decision-option-0', 'decision-option-1', 'decision-option-3', 'decision-option-extra']);
    expect(tag(cy, 'decision-option-extra')).toContain('aria-label="the extra player"');
    expect(testIds(table('decision', '0'), 'decision-waiting')).toEqual(['decision-waiting']);
  });

  it('shows a rule-changing card in effect: in the header, on its face-up card, and in the costs it changes', () => {
    const ada = table('ruleChanging', '0');
    expect(text(around(ada, 'header-rules', 300))).toContain(cards.costs.name);
    expect(testIds(ada, 'rules-in-effect')).toEqual(['rules-in-effect']);
    expect(testIds(ada, `changes-${cards.costs.id}`)).toEqual([`changes-${cards.costs.id}`]);
    expect(around(ada, 'flip-1', 1500)).toContain('data-changed="true"');
    // Another player reads the card and its words, but no costs of their own changed.
    expect(testIds(table('ruleChanging', '1'), 'rules-in-effect')).toEqual(['rules-in-effect']);
  });

  it('hands the zeros out by the Dealer', () => {
    expect(testIds(table('zeros', '0'), 'give-zero-')).toEqual(['give-zero-1', 'give-zero-3']);
    expect(testIds(table('zeros', '1'), 'give-zero-')).toEqual([]);
  });

  it('offers Reveal cards in the Reveal phase and Endgame cards at the end, with Pass', () => {
    const bo = table('revealPhase', '1');
    expect(testIds(bo, 'reveal-')).toEqual(expect.arrayContaining([`reveal-${cards.quietReveal.id}`]));
    expect(testIds(bo, 'pass-reveal')).toEqual(['pass-reveal']);
    const dee = table('endgame', '3');
    expect(testIds(dee, `reveal-${cards.endgame.id}`)).toEqual([`reveal-${cards.endgame.id}`]);
    expect(testIds(dee, 'pass-reveal')).toEqual(['pass-reveal']);
    expect(testIds(table('endgame', '0'), 'pass-reveal')).toEqual([]);
  });

  it('shows the reveal and the split being agreed; a winner answers, the deadline passes to anyone seated', () => {
    const { G } = played.splitProposed;
    if (G.step.kind !== 'split') throw new Error('the fixture is not at the split');
    const winners = G.step.winners;
    const [proposer, other] = winners;
    const answering = table('splitProposed', other);
    expect(testIds(answering, 'showdown')).toEqual(expect.arrayContaining(['showdown', 'showdown-verdict']));
    expect(testIds(answering, 'accept-split')).toEqual(['accept-split']);
    expect(testIds(answering, 'refuse-split')).toEqual(['refuse-split']);
    expect(testIds(table('splitProposed', proposer), 'accept-split')).toEqual([]);
    expect(testIds(answering, 'split-controls')).toEqual(['split-controls']);
    const loser = G.players.find((p) => !winners.includes(p))!;
    expect(testIds(table('splitProposed', loser), 'split-controls')).toEqual([]);
    expect(testIds(table('splitProposed', loser), 'split-proposal')).toEqual(['split-proposal']);
    expect(testIds(table('showdown', proposer), 'split-form')).toEqual(['split-form']);
    expect(testIds(table('splitProposed', loser, noDeadlines), 'close-split')).toEqual(['close-split']);
  });

  it('lets each player keep or return their face-down cards at the clean-up', () => {
    const dee = table('keep', '3');
    expect(testIds(dee, 'keep-')).toEqual(expect.arrayContaining(['keep-controls', 'keep-ready']));
    expect(testIds(dee, 'keep-ready')).toEqual(['keep-ready']);
  });

  it('ends with the path vote for the winners, then the result', () => {
    const { G } = played.pathVote;
    if (G.step.kind !== 'path') throw new Error('the fixture is not at the path vote');
    const winner = G.step.winners[0];
    expect(testIds(table('pathVote', winner), 'path-')).toEqual(['path-votes', 'path-controls', 'path-good', 'path-evil']);
    expect(testIds(table('pathVote', winner), 'action-dock')).toEqual(['action-dock']);
    const other = G.players.find((p) => p !== winner)!;
    expect(testIds(table('pathVote', other), 'path-controls')).toEqual([]);
    const over = table('gameOver', winner);
    expect(text(around(over, 'final-result', 500))).toContain('You win!');
    expect(testIds(over, 'action-dock')).toEqual([]);
  });

  it('shows each hidden coin only to whom may see it, and the hand to its holder alone', () => {
    const ada = table('countdownOffer', '0');
    expect(tag(ada, 'coin-hidden-0')).toContain('data-note="yours"');
    expect(tag(ada, 'coin-hidden-1')).toContain('data-face="unseen"');
    const spectator = table('countdownOffer', null);
    for (const p of played.countdownOffer.G.players) expect(tag(spectator, `coin-hidden-${p}`)).toContain('data-face="unseen"');
    expect(testIds(spectator, 'hand')).toEqual([]);
    const hand = played.countdownOffer.G.hands['0'];
    expect(testIds(ada, 'hand-')).toEqual([hand.left, hand.right].map((c) => `hand-${c}`));
  });
});

describe('what the table can tell', () => {
  it('tries every unseen hidden coin: a range for each total, certain only where every case agrees', () => {
    const view = viewFor(played.countdownOffer.G, '2');
    const outlook = outlookOf(view, content);
    expect(outlook.unknown).toEqual(['0', '1', '3']);
    // Cy sees her own coins (tails and tails): Evil, whatever the others hold.
    expect(outlook.teams['2']).toEqual(['evil']);
    expect(outlook.teams['1']).toEqual(['good', 'neutral']);
    // After the reveal every coin is open: nothing is uncertain.
    const after = outlookOf(viewFor(played.showdown.G, null), content);
    expect(after.unknown).toEqual([]);
    for (const t of ['good', 'evil', 'neutral'] as const) expect(after.totals[t].min).toBe(after.totals[t].max);
  });

  it("tells the log with the seats' names", () => {
    const names = { '0': 'Ada', '1': 'Bo' };
    expect(logLine({ round: 2, player: '0', text: 'Round 2: deals; the allocation is 4 Influence.' }, names)).toBe('Round 2: Ada deals; the allocation is 4 Influence.');
    expect(logLine({ round: 2, player: '0', text: "turns player 1's revealed coin to heads." }, names)).toBe("Ada turns Bo's revealed coin to heads.");
    expect(logLine({ round: 2, player: null, text: 'good and evil win the round.' }, names)).toBe('Good and Evil win the round.');
  });
});
