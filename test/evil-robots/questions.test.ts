import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { EvilContent } from '../../games/evil-robots/content-types.ts';
import { playerFacts } from '../../games/evil-robots/rules/ask.ts';
import { mayClaim } from '../../games/evil-robots/rules/countdown.ts';
import { evilQuestions } from '../../games/evil-robots/rules/questions.ts';
import { actionCost, swapInfluence } from '../../games/evil-robots/rules/turn.ts';
import type { Face } from '../../games/evil-robots/state.ts';
import { ask, type ModifierInForce } from '../../games/kit/script/rule-questions.ts';
import { content, dealt, gameoverOf, keepAll, passAll, playWith, prepared, roundEnd, start, takenBy, takenWith, withCard, type RoundEnd } from './support.ts';

beforeAll(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));

const H: Face = 'heads';
const T: Face = 'tails';

/** The card made to answer a question: an active fixture card, face up for seat 4. */
const CARD = 'fx-grant';
const up = (on: boolean) => (on ? [{ card: CARD, owner: '4' }] : []);

/** Five players, seat 0 alone Good with the 5 and winning the 6; seat 4 Neutral at Power Level 0. */
const ended = (c: EvilContent, on: boolean, r: Partial<RoundEnd> = {}) =>
  roundEnd({ coins: { 0: [H, H], 1: [T, T], 2: [H, T], 3: [T, H], 4: [H, T] }, power: { 0: 5, 1: 4, 2: 3, 3: 2, 4: 0 }, faceUp: up(on), content: c, ...r });

/** Seat 1's turn at Power Level 4 with `tokens`. */
const turn = (c: EvilContent, on: boolean, tokens: number) => start(dealt(prepared({ players: 5, faceUp: up(on), content: c }), { power: { 1: 4 }, tokens: { 1: tokens }, turn: '1' }, c), { content: c });

/** Good and Evil tie at 7; seat 4 Neutral. */
const TIED: Record<string, [Face, Face]> = { 0: [H, H], 1: [T, T], 2: [T, T], 3: [H, H], 4: [H, T] };

/** Seats 1 (Evil to the table) and 2 (Good) claim the first card, 3 and 4 pass. */
const claimedBy = (c: EvilContent, on: boolean) =>
  playWith(c, start(prepared({ players: 5, coins: { 1: [H, T], 2: [T, H] }, faceUp: up(on), content: c }), { content: c }), ['1', 'claim', true], ['2', 'claim', true], ['3', 'claim', false], ['4', 'claim', false]);

/** Seat 0 (Good) wins the 6 to reach 10, tying seat 3 (Evil at 10): the game is over, at the winners' vote. */
const atPath = (c: EvilContent, on: boolean) =>
  passAll(ended(c, on, { coins: { 0: [H, H], 1: [H, T], 2: [H, T], 3: [T, T], 4: [H, T] }, influence: { 0: 4, 3: 10 } }), c);

const pathOf = (state: ReturnType<typeof start>) => (gameoverOf(state)!.coinFlip ? 'coin' : gameoverOf(state)!.path);

/** Each question, a card answering it, and what the rule it names does without and with that card face up. */
const CASES: [string, unknown[], (c: EvilContent, on: boolean) => unknown, unknown, unknown][] = [
  ['action-cost', [{ question: 'action-cost', when: { action: 'flip-other' }, add: 1 }], (c, on) => playWith(c, turn(c, on, 3), ['1', 'flipCoin', '2', 'shown']).G.tokens['1'], 1, 0],
  ['swap-influence', [{ question: 'swap-influence', set: 3 }], (c, on) => playWith(c, turn(c, on, 0), ['1', 'swap', 'left']).G.influence['1'], 2, 0],
  ['may-flip-own', [{ question: 'may-flip-own', set: false }], (c, on) => takenWith(c, turn(c, on, 3), '1', 'flipCoin', '1', 'shown'), true, false],
  ['power-level', [{ question: 'power-level', when: { player: 'owner' }, add: 10 }], (c, on) => ended(c, on).G.showdown!.power['4'], 0, 10],
  ['tokens-received', [{ question: 'tokens-received', when: { card: 'first' }, set: 5 }], (c, on) => takenBy(start(prepared({ players: 5, faceUp: up(on), content: c }), { content: c }), '1', c).G.tokens['1'], 3, 5],
  ['may-claim', [{ question: 'may-claim', when: { card: 'first', player: { dealer: true } }, set: true }], (c, on) => takenWith(c, start(prepared({ players: 5, faceUp: up(on), content: c }), { content: c }), '0', 'claim', true), false, true],
  ['team', [{ question: 'team', when: { player: 'owner' }, set: 'evil' }], (c, on) => ended(c, on).G.showdown!.teams['4'], 'neutral', 'evil'],
  ['can-win', [{ question: 'can-win', when: { team: 'good' }, set: false }], (c, on) => ended(c, on).G.showdown!.winners, ['0'], ['1']],
  ['is-winner', [{ question: 'is-winner', when: { player: { power: 0 } }, set: true }], (c, on) => ended(c, on).G.showdown!.winners, ['0'], ['0', '4']],
  ['allocation', [{ question: 'allocation', set: 1 }], (c, on) => ended(c, on).G.showdown!.split, { 0: 6 }, { 0: 1 }],
  ['influence-gained', [{ question: 'influence-gained', add: 1 }], (c, on) => ended(c, on).G.showdown!.cardInfluence, {}, { 0: 1, 1: 1, 2: 1, 3: 1, 4: 1 }],
  ['next-dealer', [{ question: 'next-dealer', set: 'owner' }], (c, on) => keepAll(ended(c, on), c).G.dealer, '0', '4'],
  ['endgame-at', [{ question: 'endgame-at', set: 9 }], (c, on) => passAll(ended(c, on), c).G.step.kind, 'keep', 'path'],
  ['claim-tie', [{ question: 'claim-tie', set: 'evil' }], (c, on) => claimedBy(c, on).G.step.kind, 'choose', 'turn'],
  ['team-tie', [{ question: 'team-tie', set: 'evil' }], (c, on) => ended(c, on, { coins: TIED }).G.showdown!.winningTeams, ['good', 'evil'], ['evil']],
  ['influence-tie', [{ question: 'influence-tie', set: 'evil' }], (c, on) => (atPath(c, on).G.step as { winners: string[] }).winners, ['0', '3'], ['3']],
  ['path-tie', [{ question: 'path-tie', set: 'evil' }], (c, on) => pathOf(playWith(c, atPath(c, on), ['0', 'choosePath', 'good'], ['3', 'choosePath', 'evil'])), 'coin', 'evil'],
];

describe('the rule questions', () => {
  it('every question the game declares is asked by the rule it names', () => {
    expect(CASES.map(([q]) => q).sort()).toEqual(Object.keys(evilQuestions.questions).sort());
  });

  it.each(CASES)('%s: a face-up card answering it changes the rule', (_question, modifiers, observe, without, withIt) => {
    const c = withCard(CARD, { modifiers });
    expect(observe(c, false)).toEqual(without);
    expect(observe(c, true)).toEqual(withIt);
  });

  it("with no card face up every question has the rulebook's answer", () => {
    const G = dealt(prepared({ players: 5 }), { power: { 1: 4, 2: 0 }, turn: '1' });
    expect(actionCost(G, content, '1', 'reveal', 'fx-winner')).toBe(2);
    expect(['flip-other', 'flip-own', 'swap', 'reveal-phase'].map((a) => actionCost(G, content, '1', a as 'swap'))).toEqual([2, 1, 0, 1]);
    expect(swapInfluence(G, content, '1')).toBe(1);
    G.power['1'] = null;
    expect([mayClaim(G, content, '0', true), mayClaim(G, content, '0', false), mayClaim(G, content, '1', true)]).toEqual([false, true, true]);
  });

  it('the player facts a when filter tests: power, influence, tokens, team as the table sees it, winner, dealer', () => {
    const G = dealt(prepared({ players: 5, coins: { 1: [T, H], 2: [T, T], 3: [H, T] }, influence: { 1: 7 } }), { power: { 1: 4 }, tokens: { 1: 2 }, turn: '1' });
    expect(Object.keys(evilQuestions.playerFacts).sort()).toEqual(['dealer', 'influence', 'power', 'team', 'tokens', 'winner']);
    expect(playerFacts(G, '1')).toEqual({ power: 4, influence: 7, tokens: 2, team: 'good', winner: false, dealer: false });
    // No card yet: power -1. The Dealer is the Dealer. Before the reveal the table sees the revealed coin alone.
    expect(playerFacts(G, '0')).toMatchObject({ power: -1, dealer: true });
    expect(playerFacts(G, '3')).toMatchObject({ team: 'evil' });
    // Its hidden coin once shown, seat 1 is Neutral to the table; after the reveal, a winner is a winner.
    const after = ended(content, false, { coins: { 0: [H, H], 1: [T, H], 2: [H, T], 3: [T, H], 4: [H, T] } }).G;
    expect(playerFacts(after, '1')).toMatchObject({ team: 'neutral', winner: false });
    expect(playerFacts(after, '0')).toMatchObject({ team: 'good', winner: true });
    // Each fact works in a modifier's `when`: it answers for a player with the fact, not for one without.
    const filters: [Record<string, unknown>, string, string, typeof G][] = [
      [{ power: 4 }, '1', '2', G],
      [{ influence: { min: 7 } }, '1', '2', G],
      [{ tokens: 2 }, '1', '2', G],
      [{ team: 'good' }, '1', '2', G],
      [{ winner: true }, '0', '1', after],
      [{ dealer: true }, '0', '2', G],
    ];
    for (const [player, yes, no, state] of filters) {
      const modifier: ModifierInForce = { question: 'swap-influence', when: { player }, set: 9, owner: '4', source: 'made' };
      const answer = (p: string) => ask(evilQuestions, [modifier], 'swap-influence', { player: p }, 1, { playerFacts: (q) => playerFacts(state, q) }).value;
      expect([answer(yes), answer(no)], JSON.stringify(player)).toEqual([9, 1]);
    }
  });

  it('modifiers apply in the order their cards were revealed: every set, then every add', () => {
    const set2 = withCard('fx-tokens', { modifiers: [{ question: 'swap-influence', set: 2 }] }, withCard(CARD, { modifiers: [{ question: 'swap-influence', add: 1 }] }));
    const both = (order: string[]) => swapInfluence(prepared({ players: 5, faceUp: order.map((card) => ({ card, owner: '4' })), content: set2 }), set2, '1');
    expect(both([CARD, 'fx-tokens'])).toBe(3);
    expect(both(['fx-tokens', CARD])).toBe(3);
    const sets = withCard('fx-tokens', { modifiers: [{ question: 'swap-influence', set: 2 }] }, withCard(CARD, { modifiers: [{ question: 'swap-influence', set: 5 }] }));
    const newest = (order: string[]) => swapInfluence(prepared({ players: 5, faceUp: order.map((card) => ({ card, owner: '4' })), content: sets }), sets, '1');
    expect(newest([CARD, 'fx-tokens'])).toBe(2);
    expect(newest(['fx-tokens', CARD])).toBe(5);
  });
});
