import type { State } from 'boardgame.io';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { actionCost, swapInfluence } from '../../games/evil-robots/rules/turn.ts';
import { EXTRA, type EvilState, type Face } from '../../games/evil-robots/state.ts';
import { act, brokenIn, content, dealt, keepAll, lastTurn, passAll, passAsked, pendingOf, play, prepared, refused, seen, start, toShowdown, type RoundEnd } from './support.ts';

beforeAll(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));

const H: Face = 'heads';
const T: Face = 'tails';

/**
 * Seat 0's turn, the countdown's last, with 3 tokens and only `cards` in hand: the only seat with
 * a token, so the Reveal phase asks seat 0 alone, and only while it still holds a card
 * (`toShowdown` passes it). By default seat 0 is Good with the 5 and wins the round alone (seat 1
 * Evil with the 4; the others Neutral).
 */
function finalTurn(cards: Partial<Record<'left' | 'right', string>>, r: Partial<RoundEnd> = {}): State<EvilState> {
  const hands = { ...r.hands, 0: { left: null, right: null, ...cards } };
  return start(lastTurn({ coins: { 0: [H, H], 1: [T, T], 2: [H, T], 3: [T, H], 4: [H, T] }, power: { 0: 5, 1: 4, 2: 3, 3: 2, 4: 0 }, tokens: { 0: 3 }, ...r, hands }));
}

/** Seat `p`'s turn in the middle of the countdown at Power Level `power`, with `tokens`. */
function midTurn(p: string, power: number, tokens: number, faceUp: { card: string; owner: string }[] = [], players = 5): State<EvilState> {
  return start(dealt(prepared({ players, faceUp, coins: { 2: [T, T] } }), { power: { [p]: power }, tokens: { [p]: tokens }, turn: p }));
}

/** What seat 0's reveal of `card` (and any answers) leads to, once the turn is ended. */
const revealThenEnd = (state: State<EvilState>, card: string, ...answers: string[][]) =>
  play(play(state, ['0', 'reveal', card], ...answers.map((a): [string, string, string[]] => ['0', 'decide', a])), ['0', 'endTurn']);

describe('the fixture Robot Cards, each where it matters', () => {
  it("fx-peek: its owner sees another player's hidden coin, nobody else does", () => {
    let state = play(finalTurn({ left: 'fx-peek' }), ['0', 'reveal', 'fx-peek']);
    expect(pendingOf(state)).toMatchObject({ player: '0', options: ['1', '2', '3', '4'] });
    state = play(state, ['0', 'decide', ['3']]);
    expect(state.G.coins['3'].seenBy).toEqual(['0']);
    expect(seen(state, '0').coins['3'].hidden).toBe('tails');
    for (const viewer of ['1', '2', null]) expect(seen(state, viewer).coins['3'].hidden).toBeNull();
  });

  it('fx-flip-hidden: another player turns their hidden coin, which stays hidden', () => {
    const state = play(finalTurn({ left: 'fx-flip-hidden' }), ['0', 'reveal', 'fx-flip-hidden'], ['0', 'decide', ['2']]);
    expect(state.G.coins['2']).toMatchObject({ hidden: 'tails', shown: 'tails', open: false });
    expect(seen(state, '0').coins['2'].hidden).toBeNull();
    // Seat 2 was Neutral; now Evil: Evil's 4 + 3 beats Good's 5.
    expect(play(state, ['0', 'endTurn']).G.showdown!.winners).toEqual(['1', '2']);
  });

  it("fx-match: another player's revealed coin, or the extra player's, turns to match the owner's", () => {
    const four = () => start(lastTurn({ coins: { 0: [H, H], 1: [T, T], 2: [H, T], 3: [T, H] }, power: { 0: 1, 1: 4, 2: 3, 3: 2 }, tokens: { 0: 3 }, hands: { 0: { left: 'fx-match', right: null } }, extra: [H, T] }));
    let state = play(four(), ['0', 'reveal', 'fx-match']);
    expect(pendingOf(state)!.options).toEqual(['1', '2', '3', EXTRA]);
    state = play(state, ['0', 'decide', [EXTRA]]);
    expect(state.G.coins[EXTRA]).toMatchObject({ hidden: 'heads', shown: 'heads' });
    // The extra player's 5 joins Good: 1 + 5 beats Evil's 4.
    expect(play(state, ['0', 'endTurn']).G.showdown!.winners).toEqual(['0', EXTRA]);
    const matched = play(four(), ['0', 'reveal', 'fx-match'], ['0', 'decide', ['1']]);
    expect(matched.G.coins['1'].shown).toBe('heads');
  });

  it('fx-zero-tax: while face up, a player at Power Level 0 pays 1 more for every action', () => {
    const revealed = play(finalTurn({ left: 'fx-zero-tax' }), ['0', 'reveal', 'fx-zero-tax']);
    expect(revealed.G.faceUp).toEqual([{ card: 'fx-zero-tax', owner: '0' }]);
    expect(actionCost(revealed.G, content, '4', 'flip-other')).toBe(3);
    expect(actionCost(revealed.G, content, '1', 'flip-other')).toBe(2);
    const taxed = midTurn('3', 0, 3, [{ card: 'fx-zero-tax', owner: '1' }]);
    expect(play(taxed, ['3', 'flipCoin', '2', 'shown']).G.tokens['3']).toBe(0);
    refused(midTurn('3', 0, 2, [{ card: 'fx-zero-tax', owner: '1' }]), '3', 'flipCoin', '2', 'shown');
    // Only what spends tokens pays the extra one: a 0-cost reveal and a swap spend none, so stay free.
    expect(['reveal', 'swap', 'reveal-phase'].map((a) => actionCost(taxed.G, content, '3', a as 'swap', 'fx-peek'))).toEqual([0, 0, 2]);
    expect(actionCost(taxed.G, content, '3', 'reveal', 'fx-zero-tax')).toBe(2);
  });

  it('fx-zero-tax: a swap at Power Level 0 spends no Action Token, since a swap spends none', () => {
    const broke = midTurn('3', 0, 0, [{ card: 'fx-zero-tax', owner: '1' }]);
    const { state, ok } = act(broke, '3', 'swap', 'left');
    expect(ok).toBe(true);
    expect(state.G.tokens['3']).toBe(0);
    expect(state.G.influence['3']).toBe(broke.G.influence['3'] - 1);
    expect(brokenIn(state)).toEqual([]);
  });

  it('fx-neutral-wins: while face up, the Neutral team can win', () => {
    const r = { coins: { 0: [H, T], 1: [T, T], 2: [H, T], 3: [H, H], 4: [H, T] } as Record<string, [Face, Face]> };
    expect(toShowdown(finalTurn({ left: 'fx-neutral-wins' }, r)).G.showdown!.winners).toEqual(['1']);
    const state = revealThenEnd(finalTurn({ left: 'fx-neutral-wins' }, r), 'fx-neutral-wins');
    expect(state.G.showdown).toMatchObject({ totals: { neutral: 8, evil: 4, good: 2 }, winningTeams: ['neutral'], winners: ['0', '2', '4'] });
    expect(brokenIn(state)).toEqual([]);
  });

  it('fx-dealer: while face up, its owner deals the next round', () => {
    const G = lastTurn({ coins: { 0: [H, H], 1: [T, T], 2: [H, T], 3: [T, H], 4: [H, T] }, power: { 0: 5, 1: 4, 2: 3, 3: 2, 4: 0 }, tokens: { 0: 3 }, hands: { 0: { left: 'fx-dealer', right: null } }, dealer: '3' });
    G.dealerToken = '2';
    expect(keepAll(toShowdown(start(structuredClone(G)))).G.dealer).toBe('2');
    expect(keepAll(revealThenEnd(start(G), 'fx-dealer')).G.dealer).toBe('0');
  });

  it('fx-plus-three: while face up, its owner’s Power Level is 3 higher', () => {
    const r = { coins: { 0: [T, T], 1: [H, H], 2: [H, T], 3: [T, H], 4: [H, T] } as Record<string, [Face, Face]>, power: { 0: 2, 1: 4, 2: 3, 3: 5, 4: 0 } };
    expect(toShowdown(finalTurn({ left: 'fx-plus-three' }, r)).G.showdown!.winners).toEqual(['1']);
    const state = revealThenEnd(finalTurn({ left: 'fx-plus-three' }, r), 'fx-plus-three');
    expect(state.G.showdown).toMatchObject({ power: { 0: 5 }, totals: { evil: 5, good: 4 }, winners: ['0'] });
  });

  it('fx-swap-free: while face up, swapping costs its owner no Influence, and others as usual', () => {
    const hand = { left: 'fx-swap-free', right: 'fx-tokens' };
    const state = play(finalTurn(hand), ['0', 'reveal', 'fx-swap-free'], ['0', 'swap', 'right']);
    expect(state.G.influence['0']).toBe(3);
    expect(state.G.hands['0'].right).not.toBe('fx-tokens');
    expect(swapInfluence(state.G, content, '1')).toBe(1);
    expect(play(finalTurn(hand), ['0', 'swap', 'right']).G.influence['0']).toBe(2);
  });

  it("fx-cheap-flips: while face up, turning another's coin costs its owner 1 token less", () => {
    const state = play(finalTurn({ left: 'fx-cheap-flips' }), ['0', 'reveal', 'fx-cheap-flips'], ['0', 'flipCoin', '1', 'shown'], ['0', 'flipCoin', '2', 'shown']);
    expect(state.G.tokens['0']).toBe(0);
    expect(state.G.coins['1'].shown).toBe('heads');
    expect(actionCost(state.G, content, '1', 'flip-other')).toBe(2);
  });

  it('fx-endgame-push: revealed at the end, the end moves 5 further and another round is played', () => {
    const r = { influence: { 0: 8 }, hands: { 1: { right: null } } };
    // Asked in the Reveal phase (a token and a card), seat 0 passes; at the end it is asked first.
    const atEnd = play(finalTurn({ left: 'fx-endgame-push' }, r), ['0', 'endTurn'], ['0', 'passReveal']);
    expect(atEnd.G.step).toEqual({ kind: 'endgame', player: '0' });
    const revealed = play(atEnd, ['0', 'reveal', 'fx-endgame-push']);
    // Seat 0's hand is empty now; the others, each holding a card, are asked and pass.
    const { asked, state } = passAsked(revealed);
    expect(asked).toEqual(['1', '2', '3', '4']);
    expect(state.G.influence['0']).toBe(14);
    expect(state.G.step.kind).toBe('keep');
    expect(state.G.extraRounds).toBe(1);
  });

  it("fx-reveal-flip: in the Reveal phase, for 1 token, turns any player's revealed coin, its owner's and the extra player's included", () => {
    const four = lastTurn({ coins: { 0: [T, H], 1: [T, T], 2: [H, T], 3: [T, H] }, power: { 0: 1, 1: 4, 2: 3, 3: 2 }, tokens: { 0: 1 }, hands: { 0: { left: 'fx-reveal-flip' } }, extra: [T, H] });
    let state = play(start(four), ['0', 'endTurn']);
    expect(state.G.step).toEqual({ kind: 'reveal-phase', player: '0' });
    state = play(state, ['0', 'reveal', 'fx-reveal-flip']);
    expect(pendingOf(state)!.options).toEqual(['0', '1', '2', '3', EXTRA]);
    state = play(state, ['0', 'decide', ['0']]);
    expect(state.G.coins['0'].shown).toBe('tails');
    // Seat 0 now Evil with seat 1: 1 + 4 wins.
    expect(state.G.showdown!.winners).toEqual(['0', '1']);
    expect(state.G.tokens['0']).toBe(0);
  });

  it('fx-show: another player’s hidden coin is shown to the whole table', () => {
    const state = play(finalTurn({ left: 'fx-show' }), ['0', 'reveal', 'fx-show'], ['0', 'decide', ['3']]);
    expect(state.G.coins['3'].open).toBe(true);
    for (const viewer of ['1', '4', null]) expect(seen(state, viewer).coins['3'].hidden).toBe('tails');
    expect(seen(state, '1').coins['2'].hidden).toBeNull();
  });

  it('fx-winner: while face up, its owner is a winner whatever its team, and shares the Influence', () => {
    const r = { coins: { 0: [H, T], 1: [T, T], 2: [H, T], 3: [T, H], 4: [H, T] } as Record<string, [Face, Face]> };
    expect(toShowdown(finalTurn({ right: 'fx-winner' }, r)).G.showdown!.winners).toEqual(['1']);
    const state = revealThenEnd(finalTurn({ right: 'fx-winner' }, r), 'fx-winner');
    expect(state.G.showdown!.winners).toEqual(['0', '1']);
    expect(state.G.step).toMatchObject({ kind: 'split', winners: ['0', '1'], amount: 6 });
  });

  it('fx-allocation: while face up, the winners share 2 more Influence', () => {
    const state = revealThenEnd(finalTurn({ right: 'fx-allocation' }, { influence: { 0: 0 } }), 'fx-allocation');
    expect(state.G.showdown!.split).toEqual({ 0: 8 });
    expect(state.G.influence['0']).toBe(8);
  });

  it('fx-grant: while face up, its owner gains 2 Influence at the end of the round', () => {
    const state = revealThenEnd(finalTurn({ right: 'fx-grant' }, { influence: { 0: 0 } }), 'fx-grant');
    expect(state.G.showdown).toMatchObject({ split: { 0: 6 }, cardInfluence: { 0: 2 } });
    expect(state.G.influence['0']).toBe(8);
  });

  it('fx-team-good: while face up, its owner is Good whatever its coins', () => {
    const r = { coins: { 0: [T, T], 1: [H, H], 2: [T, T], 3: [T, H], 4: [H, T] } as Record<string, [Face, Face]> };
    expect(toShowdown(finalTurn({ right: 'fx-team-good' }, r)).G.showdown!.winners).toEqual(['0', '2']);
    const state = revealThenEnd(finalTurn({ right: 'fx-team-good' }, r), 'fx-team-good');
    expect(state.G.showdown).toMatchObject({ teams: { 0: 'good' }, totals: { good: 9, evil: 3 }, winners: ['0', '1'] });
  });

  it('fx-tokens: its owner gains 2 Action Tokens from the supply', () => {
    const state = play(finalTurn({ right: 'fx-tokens' }), ['0', 'reveal', 'fx-tokens']);
    expect(state.G.tokens['0']).toBe(3 - 1 + 2);
    expect(brokenIn(state)).toEqual([]);
  });

  it('fx-take-influence: its owner takes 2 Influence from another player, or all they have', () => {
    const state = play(finalTurn({ right: 'fx-take-influence' }, { influence: { 4: 1 } }), ['0', 'reveal', 'fx-take-influence']);
    expect(pendingOf(state)!.options).toEqual(['1', '2', '3', '4']);
    expect(play(state, ['0', 'decide', ['2']]).G.influence).toMatchObject({ 0: 5, 2: 1 });
    expect(play(state, ['0', 'decide', ['4']]).G.influence).toMatchObject({ 0: 4, 4: 0 });
  });

  it("fx-turn-down: another face-up card turns face down, back to its owner's hand or under its deck", () => {
    const r = { faceUp: [{ card: 'fx-plus-three', owner: '1' }, { card: 'fx-grant', owner: '2' }], hands: { 1: { left: null } } };
    const hand = { right: 'fx-turn-down' };
    // Seat 1's Plus Three: Evil's 4 + 3 beats Good's 5.
    expect(toShowdown(finalTurn(hand, r)).G.showdown!.winners).toEqual(['1']);
    let state = play(finalTurn(hand, r), ['0', 'reveal', 'fx-turn-down']);
    expect(pendingOf(state)!.options).toEqual(['fx-plus-three', 'fx-grant']);
    state = play(state, ['0', 'decide', ['fx-plus-three']]);
    expect(state.G.hands['1'].left).toBe('fx-plus-three');
    expect(play(state, ['0', 'endTurn']).G.showdown!.winners).toEqual(['0']);
    // Seat 2 holds a right card already: Grant goes under the right deck.
    const grant = play(finalTurn(hand, r), ['0', 'reveal', 'fx-turn-down'], ['0', 'decide', ['fx-grant']]);
    expect(grant.G.decks.right.at(-1)).toBe('fx-grant');
    expect(grant.G.faceUp.map((f) => f.card)).toEqual(['fx-plus-three', 'fx-turn-down']);
    expect(brokenIn(grant)).toEqual([]);
  });

  it('fx-swap-power: its owner exchanges Power Cards with another player or the extra player; nothing with someone without one', () => {
    const state = play(finalTurn({ right: 'fx-swap-power' }), ['0', 'reveal', 'fx-swap-power'], ['0', 'decide', ['1']]);
    expect([state.G.power['0'], state.G.power['1']]).toEqual([4, 5]);
    expect(play(state, ['0', 'endTurn']).G.showdown!.winners).toEqual(['1']);
    const four = start(lastTurn({ coins: { 0: [H, H], 1: [T, T], 2: [H, T], 3: [T, H] }, power: { 0: 1, 1: 4, 2: 3, 3: 2 }, tokens: { 0: 3 }, hands: { 0: { left: null, right: 'fx-swap-power' } } }));
    const extra = play(four, ['0', 'reveal', 'fx-swap-power'], ['0', 'decide', [EXTRA]]);
    expect([extra.G.power['0'], extra.G.power[EXTRA]]).toEqual([5, 1]);
    const early = start(dealt(prepared({ players: 5, hands: { 1: { right: 'fx-swap-power' } } }), { power: { 1: 4 }, tokens: { 1: 3 }, turn: '1' }));
    const none = play(early, ['1', 'reveal', 'fx-swap-power'], ['1', 'decide', ['2']]);
    expect([none.G.power['1'], none.G.power['2']]).toEqual([4, null]);
  });

  it('fx-endgame-gain: revealed free at the end, its owner gains 2 Influence', () => {
    // Seat 0 holds no card (skipped); seats 1 and 2 are asked first and pass.
    const state = play(finalTurn({}, { influence: { 0: 8 }, hands: { 3: { right: 'fx-endgame-gain' } } }), ['0', 'endTurn']);
    expect(state.G.step).toEqual({ kind: 'endgame', player: '1' });
    const asked = play(state, ['1', 'passReveal'], ['2', 'passReveal']);
    expect(asked.G.step).toEqual({ kind: 'endgame', player: '3' });
    const after = passAll(play(asked, ['3', 'reveal', 'fx-endgame-gain']));
    expect(after.G.influence['3']).toBe(5);
    expect(after.G.step).toMatchObject({ kind: 'path', winners: ['0'] });
  });

  it('fx-no-claim: while face up, only its owner may claim the first card of a round', () => {
    const state = start(prepared({ players: 5, faceUp: [{ card: 'fx-no-claim', owner: '2' }] }));
    for (const p of ['0', '1', '3', '4']) refused(state, p, 'claim', true);
    // Seat 2 alone may claim: its answer settles the window.
    const taken = play(state, ['2', 'claim', true]);
    expect(taken.G.step).toEqual({ kind: 'turn', player: '2' });
    expect(play(taken, ['2', 'endTurn'], ['1', 'claim', true]).G.step).toMatchObject({ kind: 'offer', claims: ['1'] });
  });

  it('fx-own-flip-free: while face up, its owner turns their own coin even at Power Level 0, for nothing', () => {
    refused(midTurn('1', 0, 0), '1', 'flipCoin', '1', 'shown');
    const state = play(midTurn('1', 0, 0, [{ card: 'fx-own-flip-free', owner: '1' }]), ['1', 'flipCoin', '1', 'shown']);
    expect(state.G.coins['1'].shown).toBe('tails');
    expect(state.G.tokens['1']).toBe(0);
    // For the others, the rule stands.
    refused(midTurn('3', 0, 3, [{ card: 'fx-own-flip-free', owner: '1' }]), '3', 'flipCoin', '3', 'shown');
  });

  it('every fixture card has its test here', () => {
    const source = readFileSync(fileURLToPath(import.meta.url), 'utf8');
    const missing = content.robots.robots.map((r) => r.id).filter((id) => !source.includes(`it('${id}:`) && !source.includes(`it("${id}:`) && id !== ONLY_IN_YAML);
    expect(missing).toEqual([]);
    expect(source).toContain(`'${ONLY_IN_YAML}'`);
  });
});

const ONLY_IN_YAML = 'fx-only-in-fixture';

/** Every file under a folder, recursively. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)]));
}

describe('a new rule change is YAML alone', () => {
  it('a rule change that exists only in YAML takes effect', () => {
    // The card is in the fixture's YAML, and nowhere in the game's code or the shipped content.
    expect(content.robots.robots.some((r) => r.id === ONLY_IN_YAML)).toBe(true);
    for (const file of [...filesUnder('games'), ...filesUnder('content'), ...filesUnder('schemas')]) expect(readFileSync(file, 'utf8'), file).not.toContain(ONLY_IN_YAML);
    // Evil (seat 1's 5) would win; face up, the card says Evil cannot win and every winner gains 1.
    const r = { coins: { 0: [H, H], 1: [T, T], 2: [H, T], 3: [H, T], 4: [H, H] } as Record<string, [Face, Face]>, power: { 0: 2, 1: 5, 2: 4, 3: 3, 4: 0 } };
    const without = toShowdown(finalTurn({ right: ONLY_IN_YAML }, r));
    expect(without.G.showdown).toMatchObject({ winningTeams: ['evil'], winners: ['1'], split: { 1: 6 }, cardInfluence: {} });
    let state = revealThenEnd(finalTurn({ right: ONLY_IN_YAML }, r), ONLY_IN_YAML);
    expect(state.G.showdown).toMatchObject({ winningTeams: ['good'], winners: ['0', '4'], changedBy: [ONLY_IN_YAML] });
    state = play(state, ['0', 'proposeSplit', { 0: 3, 4: 3 }], ['4', 'answerSplit', true]);
    expect(state.G.showdown).toMatchObject({ split: { 0: 3, 4: 3 }, cardInfluence: { 0: 1, 4: 1 } });
    expect(state.G.influence).toEqual({ 0: 3 + 3 + 1, 1: 3, 2: 3, 3: 3, 4: 3 + 3 + 1 });
    expect(state.G.stats.changed[ONLY_IN_YAML]).toBeGreaterThan(0);
    expect(brokenIn(state)).toEqual([]);
  });
});
