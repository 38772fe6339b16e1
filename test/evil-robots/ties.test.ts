import { beforeAll, describe, expect, it, vi } from 'vitest';
import { settleClaims } from '../../games/evil-robots/rules/countdown.ts';
import { decidePath, finalWinners, pathTie } from '../../games/evil-robots/rules/ending.ts';
import { computeShowdown } from '../../games/evil-robots/rules/showdown.ts';
import type { EvilState, Face, Path } from '../../games/evil-robots/state.ts';
import { brokenIn, lastTurn, loadTree, passAsked, playWith, prepared, start, type RoundEnd } from './support.ts';

beforeAll(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));

const H: Face = 'heads';
const T: Face = 'tails';

/** The good fixture plus the card that says, in YAML alone, "ties go to Evil" (loaded through the loader: schemas and content checks). */
const content = loadTree('test/fixtures/evil-robots/ties');
/** That card, face up for seat 4 when `on`. */
const EVIL_TIES = 'fx-ties-to-evil';
const up = (on: boolean) => (on ? [{ card: EVIL_TIES, owner: '4' }] : []);

/** Seats 1 to 4 claim the 5 on offer or pass: `claims` claim it. Seats' revealed coins: 1 and 3 tails (Evil to the table), 2 and 4 heads. */
function claimed(claims: string[], on: boolean): EvilState {
  const G = prepared({ players: 5, coins: { 1: [H, T], 2: [T, H], 3: [H, T], 4: [T, H] }, faceUp: up(on), content });
  Object.assign(G.step, { claims, passed: ['1', '2', '3', '4'].filter((p) => !claims.includes(p)) });
  return G;
}

describe('ties, each a rule question with the rulebook as its default', () => {
  it("claim-tie: several claim and the Dealer chooses among all; ties to Evil, the one Evil claimant gets the card, several Evil ones are the Dealer's choice, none leaves all", () => {
    const byDefault = claimed(['1', '2'], false);
    expect(settleClaims(byDefault, content)).toBe('choose');
    expect(byDefault.step).toMatchObject({ kind: 'choose', claims: ['1', '2'] });

    expect(settleClaims(claimed(['1', '2'], true), content)).toBe('1');
    expect(settleClaims(claimed(['2', '3'], true), content)).toBe('3');
    const twoEvil = claimed(['1', '2', '3'], true);
    expect(settleClaims(twoEvil, content)).toBe('choose');
    expect(twoEvil.step).toMatchObject({ kind: 'choose', claims: ['1', '3'] });
    const noEvil = claimed(['2', '4'], true);
    expect(settleClaims(noEvil, content)).toBe('choose');
    expect(noEvil.step).toMatchObject({ kind: 'choose', claims: ['2', '4'] });
    expect(noEvil.stats.changed[EVIL_TIES]).toBeUndefined();
    // A card that changed who got the card is counted for the simulator's tally.
    const counted = claimed(['1', '2'], true);
    settleClaims(counted, content);
    expect(counted.stats.changed[EVIL_TIES]).toBe(1);
  });

  it("team-tie: tied teams all win; ties to Evil, a tie Evil is in is Evil's alone, and a round Evil does not tie stays as it is", () => {
    const tied = (on: boolean) => computeShowdown(lastTurn({ coins: { 0: [H, H], 1: [T, T], 2: [T, T], 3: [H, H], 4: [H, T] }, power: { 0: 5, 1: 4, 2: 3, 3: 2, 4: 0 }, faceUp: up(on), content }), content);
    expect(tied(false)).toMatchObject({ totals: { good: 7, evil: 7 }, winningTeams: ['good', 'evil'], winners: ['0', '1', '2', '3'], changedBy: [] });
    expect(tied(true)).toMatchObject({ winningTeams: ['evil'], winners: ['1', '2'], changedBy: [EVIL_TIES] });
    // Good and Neutral tie (a card lets Neutral win): no Evil among them, so both still win.
    const goodAndNeutral = lastTurn({ coins: { 0: [H, H], 1: [T, T], 2: [H, T], 3: [T, H], 4: [H, T] }, power: { 0: 5, 1: 1, 2: 3, 3: 2, 4: 0 }, faceUp: [...up(true), { card: 'fx-neutral-wins', owner: '3' }], content });
    expect(computeShowdown(goodAndNeutral, content)).toMatchObject({ totals: { good: 5, evil: 1, neutral: 5 }, winningTeams: ['good', 'neutral'], changedBy: ['fx-neutral-wins'] });
    // No tie: the card has nothing to say.
    const evilLoses = lastTurn({ coins: { 0: [H, H], 1: [T, T], 2: [H, T], 3: [T, H], 4: [H, T] }, power: { 0: 5, 1: 4, 2: 3, 3: 2, 4: 0 }, faceUp: up(true), content });
    expect(computeShowdown(evilLoses, content)).toMatchObject({ winningTeams: ['good'], changedBy: [] });
  });

  it('influence-tie: players tied for the most Influence all win; ties to Evil, those of them on Evil in the last round win, and none there leaves all', () => {
    const ended = (on: boolean, coins: Record<string, [Face, Face]>) => {
      const G = lastTurn({ coins, power: { 0: 5, 1: 4, 2: 3, 3: 2, 4: 0 }, influence: { 0: 10, 2: 10, 3: 10 }, faceUp: up(on), content });
      G.showdown = { ...computeShowdown(G, content), split: {}, cardInfluence: {} };
      return G;
    };
    const evilThree = { 0: [H, H], 1: [T, T], 2: [H, T], 3: [T, T], 4: [H, T] } as Record<string, [Face, Face]>;
    expect(finalWinners(ended(false, evilThree), content)).toEqual({ winners: ['0', '2', '3'], changedBy: [] });
    expect(finalWinners(ended(true, evilThree), content)).toEqual({ winners: ['3'], changedBy: [EVIL_TIES] });
    const noEvilTied = { 0: [H, H], 1: [T, T], 2: [H, T], 3: [H, H], 4: [H, T] } as Record<string, [Face, Face]>;
    expect(finalWinners(ended(true, noEvilTied), content)).toEqual({ winners: ['0', '2', '3'], changedBy: [] });
  });

  it('the simulator checks the winners of the game through influence-tie when a card answers it, else from the most Influence', () => {
    const at = (on: boolean) => {
      const G = lastTurn({ coins: { 0: [H, H], 1: [T, T], 2: [H, T], 3: [T, T], 4: [H, T] }, power: { 0: 5, 1: 4, 2: 3, 3: 2, 4: 0 }, influence: { 0: 10, 3: 10 }, faceUp: up(on), content });
      G.showdown = { ...computeShowdown(G, content), split: {}, cardInfluence: {} };
      return G;
    };
    const broken = (on: boolean, winners: string[]) => brokenIn({ G: at(on), ctx: { gameover: { winners } } as never }, content).filter((b) => b.startsWith('gameover'));
    expect([broken(false, ['0', '3']), broken(false, ['3'])].map((b) => b.length)).toEqual([0, 1]);
    expect([broken(true, ['3']), broken(true, ['0', '3'])].map((b) => b.length)).toEqual([0, 1]);
  });

  it("path-tie: a tied vote on the path is a coin flip; ties to Evil, it is Evil and no coin is flipped; a majority stands either way", () => {
    const tie = (on: boolean) => pathTie(prepared({ players: 5, faceUp: up(on), content }), content);
    expect([tie(false), tie(true)]).toEqual(['coin', 'evil']);
    const votes: Record<string, Path> = { 0: 'good', 3: 'evil' };
    const coin = vi.fn((): Path => 'good');
    expect(decidePath(votes, coin, tie(false))).toEqual({ path: 'good', coinFlip: true });
    expect(coin).toHaveBeenCalledTimes(1);
    expect(decidePath(votes, coin, tie(true))).toEqual({ path: 'evil', coinFlip: false });
    expect(coin).toHaveBeenCalledTimes(1);
    expect(decidePath({ 0: 'good', 2: 'good', 3: 'evil' }, coin, tie(true))).toEqual({ path: 'good', coinFlip: false });
  });

  it('fx-ties-to-evil: revealed on its turn, the card written in YAML alone gives a tied round to Evil alone, through the moves, the invariants kept', () => {
    // Seat 0's turn, the countdown's last, with 3 tokens and the card alone in hand; Good and Evil tie at 7.
    const coins: RoundEnd['coins'] = { 0: [H, H], 1: [T, T], 2: [T, T], 3: [H, H], 4: [H, T] };
    const turn = () => start(lastTurn({ coins, power: { 0: 5, 1: 4, 2: 3, 3: 2, 4: 0 }, tokens: { 0: 3 }, hands: { 0: { left: null, right: EVIL_TIES } }, content }), { content });
    const revealPhase = ['reveal-phase' as const];
    const without = passAsked(playWith(content, turn(), ['0', 'endTurn']), content, revealPhase).state;
    expect(without.G.showdown).toMatchObject({ totals: { good: 7, evil: 7 }, winningTeams: ['good', 'evil'] });
    const state = playWith(content, turn(), ['0', 'reveal', EVIL_TIES], ['0', 'endTurn']);
    expect(state.G.showdown).toMatchObject({ totals: { good: 7, evil: 7 }, winningTeams: ['evil'], winners: ['1', '2'] });
    expect(state.G.stats.changed[EVIL_TIES]).toBe(1);
    expect(brokenIn(state, content)).toEqual([]);
  });
});
