import type { Ctx } from 'boardgame.io';
import { describe, expect, it } from 'vitest';
import { freezeDeep } from '../../games/kit/engine/freeze-deep.ts';
import { threeLaws } from '../../games/three-laws/index.ts';
import { finishRound } from '../../games/three-laws/rules/round-end.ts';
import type { ThreeLawsState } from '../../games/three-laws/state.ts';
import { content, prepared } from './support.ts';

const check = (G: ThreeLawsState) => threeLaws.invariants(G, {} as Ctx, content);

/** Round 2 scored: androids 0 and 1 score, seat 3 holds a token. */
function scored(): ThreeLawsState {
  const G = prepared({
    cards: ['android-4', 'android-1', 'ai-3', 'ai-1', 'robot-2'],
    keys: { 0: 3, 1: 0, 2: 0, 3: 2, 4: 0 },
    tokens: { 3: 1 },
    step: { kind: 'reveal', ready: ['0', '1', '2', '3'] },
  });
  return structuredClone(finishRound(G, content).G);
}

describe('the invariants', () => {
  it('hold on a prepared round and after its score', () => {
    expect(check(prepared({ cards: ['android-4', 'android-1', 'ai-3', 'ai-1'] }))).toEqual([]);
    expect(check(scored())).toEqual([]);
  });

  it('catch a key, a token, a Victory Point card, a Faction card or a Law Card made or lost', () => {
    const keys = scored();
    keys.keys['2'] += 1;
    expect(check(keys)).toEqual(['6 Security Keys in play, expected 5']);
    const tokens = scored();
    tokens.supply += 1;
    expect(check(tokens)).toEqual(['8 Enforcement Tokens in the game, expected 7']);
    const negative = scored();
    negative.tokens['0'] = -1;
    negative.supply += 1;
    expect(check(negative)).toEqual(['a negative count of keys or tokens']);
    const vp = scored();
    vp.vpDeck.pop();
    expect(check(vp)).toEqual(['159 Victory Point cards, expected 160']);
    const faction = scored();
    faction.setAside[0] = { ...faction.cards['0'] };
    expect(check(faction)).toEqual(['the Faction cards held and set aside are not the deck']);
    const laws = scored();
    laws.lawDiscard = [...laws.lawDiscard, laws.lawDeck[0]];
    expect(check(laws)).toEqual(['Law Cards went missing or were duplicated']);
  });

  it('catch a wrong score: a round’s awards or the cards a player holds', () => {
    const awards = scored();
    awards.history[0].awards = awards.history[0].awards.filter((a) => !(a.player === '3' && a.reason === 'most-tokens'));
    expect(check(awards)).toEqual(['round 2: player 3 earned 1 Victory Point cards, the rulebook gives 2']);
    const held = scored();
    held.vp['4'].push(held.vpDeck.shift()!);
    expect(check(held)).toEqual(['player 4 holds 1 Victory Point cards but earned 0']);
  });

  it('judge a frozen past round once and keep the verdict, right or wrong, on every later state that holds it', () => {
    const wrong = scored();
    wrong.history[0].awards = wrong.history[0].awards.filter((a) => !(a.player === '3' && a.reason === 'most-tokens'));
    freezeDeep(wrong);
    const message = 'round 2: player 3 earned 1 Victory Point cards, the rulebook gives 2';
    expect(check(wrong)).toEqual([message]);
    // The next state shares the round's report, as the engine's states do.
    expect(check({ ...wrong, supply: wrong.supply })).toEqual([message]);
    const right = scored();
    freezeDeep(right);
    expect(check(right)).toEqual([]);
    expect(check({ ...right })).toEqual([]);
  });

  it("check a frozen round's deal once, and again whenever a later state holds other cards or another set-aside pile", () => {
    const dealt = scored();
    freezeDeep(dealt);
    expect(check(dealt)).toEqual([]);
    expect(check({ ...dealt, keys: { ...dealt.keys } })).toEqual([]);
    const twice = [{ ...dealt.cards['0'] }, ...dealt.setAside.slice(1)];
    freezeDeep(twice);
    expect(check({ ...dealt, setAside: twice })).toEqual(['the Faction cards held and set aside are not the deck']);
    const swapped = { ...dealt.cards, 1: { ...dealt.cards['0'] } };
    freezeDeep(swapped);
    expect(check({ ...dealt, cards: swapped })).toEqual(['the Faction cards held and set aside are not the deck']);
  });
});
