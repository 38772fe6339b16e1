import { describe, expect, it } from 'vitest';
import { rulebookCardsEarned } from '../../games/three-laws/invariants.ts';
import { finishRound } from '../../games/three-laws/rules/round-end.ts';
import { factionResults, roundAwards, type RoundTable } from '../../games/three-laws/rules/score.ts';
import type { Award, PlayerID } from '../../games/three-laws/state.ts';
import { card, content, prepared, seats } from './support.ts';

/** A revealed table: cards, keys and tokens in seat order. */
function table(cards: string[], keys: number[], tokens: number[] = cards.map(() => 0)): RoundTable {
  const players = seats(cards.length);
  return {
    players,
    cards: Object.fromEntries(players.map((p, i) => [p, card(cards[i])])),
    keys: Object.fromEntries(players.map((p, i) => [p, keys[i]])),
    tokens: Object.fromEntries(players.map((p, i) => [p, tokens[i]])),
  };
}

/** Cards earned per seat, checked against the invariants' own reading of the rulebook. */
function earned(t: RoundTable): Record<PlayerID, number> {
  const awards = roundAwards(t, content);
  const got = Object.fromEntries(t.players.map((p) => [p, awards.filter((a) => a.player === p).reduce((n, a) => n + a.cards, 0)]));
  expect(got).toEqual(rulebookCardsEarned(t, t.players, content.rules.mostKeysBonusFrom));
  return got;
}

const lines = (awards: Award[]) => awards.map((a) => `${a.player}:${a.reason}${a.faction ? `:${a.faction}` : ''}`);

describe('faction scoring', () => {
  it('a faction whose highest rank alone holds keys scores: one card to each member', () => {
    const t = table(['android-3', 'android-1', 'ai-4', 'ai-2'], [3, 0, 0, 1]);
    expect(factionResults(t)).toEqual([
      { faction: 'android', members: ['0', '1'], leader: '0', keys: 3, scored: true, why: 'leader-alone' },
      { faction: 'ai', members: ['2', '3'], leader: '2', keys: 1, scored: false, why: 'keys-off-leader' },
    ]);
    expect(lines(roundAwards(t, content))).toEqual(['0:faction:android', '1:faction:android']);
    expect(earned(t)).toEqual({ 0: 1, 1: 1, 2: 0, 3: 0 });
  });

  it('the highest rank is the highest revealed: a set-aside card outranks nobody', () => {
    // android-4 and ai-4 are set aside: android-3 and ai-2 lead.
    const t = table(['android-3', 'android-2', 'ai-2', 'ai-1'], [2, 0, 2, 0]);
    expect(factionResults(t).map((r) => [r.leader, r.scored])).toEqual([['0', true], ['2', true]]);
    expect(earned(t)).toEqual({ 0: 1, 1: 1, 2: 1, 3: 1 });
  });

  it('a faction with no key scores nothing', () => {
    const t = table(['android-3', 'android-1', 'ai-4', 'ai-2'], [0, 0, 4, 0]);
    expect(factionResults(t)[0]).toMatchObject({ faction: 'android', keys: 0, scored: false, why: 'no-keys' });
    expect(earned(t)).toEqual({ 0: 0, 1: 0, 2: 1, 3: 1 });
  });

  it('a key on any member but the leader spoils the faction, even with the leader holding keys too', () => {
    const t = table(['android-3', 'android-1', 'ai-4', 'ai-2'], [2, 1, 1, 0]);
    expect(factionResults(t)[0]).toMatchObject({ keys: 3, scored: false, why: 'keys-off-leader' });
    expect(earned(t)).toEqual({ 0: 0, 1: 0, 2: 1, 3: 1 });
  });

  it('a lone member of their faction with two or more keys earns a second card; with one key, one', () => {
    const two = table(['android-4', 'ai-3', 'ai-1', 'ai-2', 'robot-2'], [0, 3, 0, 0, 2]);
    expect(lines(roundAwards(two, content).filter((a) => a.faction === 'robot'))).toEqual(['4:faction:robot', '4:lone-member:robot']);
    expect(earned(two)[4]).toBe(2);
    const one = table(['android-4', 'ai-3', 'ai-1', 'ai-2', 'robot-2'], [1, 3, 0, 0, 1]);
    expect(roundAwards(one, content).filter((a) => a.reason === 'lone-member')).toEqual([]);
  });
});

describe('the most-keys bonus (5 players and more)', () => {
  it('5+ players: each member of the scoring faction with the most keys earns one more card', () => {
    const t = table(['android-4', 'android-1', 'ai-3', 'ai-1', 'robot-2'], [3, 0, 1, 0, 1]);
    expect(lines(roundAwards(t, content))).toEqual([
      '0:faction:android', '1:faction:android', '2:faction:ai', '3:faction:ai', '4:faction:robot',
      '0:most-keys:android', '1:most-keys:android',
    ]);
    expect(earned(t)).toEqual({ 0: 2, 1: 2, 2: 1, 3: 1, 4: 1 });
  });

  it('5+ players: a tie for the most keys gives the bonus to nobody', () => {
    const t = table(['android-4', 'android-1', 'ai-3', 'ai-1', 'robot-2'], [2, 0, 2, 0, 1]);
    expect(roundAwards(t, content).filter((a) => a.reason === 'most-keys')).toEqual([]);
    expect(earned(t)).toEqual({ 0: 1, 1: 1, 2: 1, 3: 1, 4: 1 });
  });

  it('ruling: the most keys is compared among scoring factions only', () => {
    // The AIs hold 3 keys but spoil their score (a key off the leader): the Robots' 2 take the bonus.
    const t = table(['android-4', 'android-1', 'ai-3', 'ai-1', 'robot-2', 'robot-1'], [1, 0, 2, 1, 2, 0]);
    expect(lines(roundAwards(t, content).filter((a) => a.reason === 'most-keys'))).toEqual(['4:most-keys:robot', '5:most-keys:robot']);
    expect(earned(t)).toEqual({ 0: 1, 1: 1, 2: 0, 3: 0, 4: 2, 5: 2 });
  });

  it('4 players: there is no most-keys bonus', () => {
    const t = table(['android-4', 'android-1', 'ai-3', 'ai-1'], [3, 0, 1, 0]);
    expect(roundAwards(t, content).filter((a) => a.reason === 'most-keys')).toEqual([]);
    expect(earned(t)).toEqual({ 0: 1, 1: 1, 2: 1, 3: 1 });
  });
});

describe('enforcement', () => {
  it('any Enforcement Token earns a card; the most tokens one more, every player tied for the most included', () => {
    const t = table(['android-4', 'android-1', 'ai-3', 'ai-1', 'robot-2'], [0, 2, 0, 3, 0], [2, 1, 2, 0, 0]);
    expect(lines(roundAwards(t, content))).toEqual(['0:enforcer', '1:enforcer', '2:enforcer', '0:most-tokens', '2:most-tokens']);
    expect(earned(t)).toEqual({ 0: 2, 1: 1, 2: 2, 3: 0, 4: 0 });
  });

  it('with no token held, nobody earns an enforcement card', () => {
    const t = table(['android-4', 'android-1', 'ai-3', 'ai-1'], [0, 2, 0, 2]);
    expect(roundAwards(t, content)).toEqual([]);
  });
});

describe('drawing the cards', () => {
  it('the round’s cards come from the top of the Victory Point deck, in the order of the score', () => {
    const G = prepared({
      cards: ['android-4', 'android-1', 'ai-3', 'ai-1', 'robot-2'],
      keys: { 0: 3, 1: 0, 2: 1, 3: 0, 4: 1 },
      tokens: { 3: 1 },
      step: { kind: 'transfer', current: '0' },
    });
    const deck = [3, 1, 2, 2, 1, 3, 1, 2, 3, ...G.vpDeck.slice(9)];
    const { G: after } = finishRound({ ...G, vpDeck: deck }, content);
    // faction 0,1,2,3,4; most keys 0,1; enforcer 3; most tokens 3.
    expect(after.vp).toEqual({ 0: [3, 3], 1: [1, 1], 2: [2], 3: [2, 2, 3], 4: [1] });
    expect(after.vpDeck).toEqual(deck.slice(9));
    const report = after.history[0];
    expect(report.awards.map((a) => a.reason)).toEqual(['faction', 'faction', 'faction', 'faction', 'faction', 'most-keys', 'most-keys', 'enforcer', 'most-tokens']);
    expect(report).toMatchObject({ round: 2, startPlayer: '0', keys: G.keys, tokens: G.tokens, cards: G.cards });
  });
});
