import { describe, expect, it } from 'vitest';
import { threeLaws } from '../../games/three-laws/index.ts';
import { setupMatch, startRound, victoryPointDeck } from '../../games/three-laws/rules/deal.ts';
import { cardId } from '../../games/three-laws/rules/table.ts';
import { content, keepAll, keepOrder, playRound, prepared, queryAll, readyAll, revealAll, seats, start } from './support.ts';

const ids = (cards: { faction: string; rank: number }[]) => cards.map(cardId).sort();

describe('the faction deck and the deal', () => {
  it.each([
    [4, 2, 4],
    [5, 3, 4],
    [6, 3, 4],
    [7, 3, 5],
    [8, 3, 5],
  ])('%i players: %i factions ranked 1 to %i, one card to each player, the rest set aside', (n, factions, high) => {
    const { G } = start(undefined, { numPlayers: n, seed: `deal-${n}` });
    expect(G.factions).toHaveLength(factions);
    expect(ids(G.factionDeck)).toEqual(G.factions.flatMap((f) => Array.from({ length: high }, (_, k) => `${f}-${k + 1}`)).sort());
    expect(Object.keys(G.cards).sort()).toEqual(seats(n).sort());
    expect(G.setAside).toHaveLength(factions * high - n);
    expect(ids([...Object.values(G.cards), ...G.setAside])).toEqual(ids(G.factionDeck));
  });

  it('at 4 players the two factions are drawn at random with the match seed', () => {
    const pairs = new Set(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((seed) => start(undefined, { numPlayers: 4, seed }).G.factions.join('+')));
    expect(pairs.size).toBeGreaterThan(1);
    for (const pair of pairs) expect(['android+ai', 'android+robot', 'ai+robot']).toContain(pair);
    expect(start(undefined, { numPlayers: 4, seed: 'x' }).G).toEqual(start(undefined, { numPlayers: 4, seed: 'x' }).G);
  });

  it('the start player is drawn with the match seed and asks first', () => {
    const starts = new Set(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((seed) => start(undefined, { numPlayers: 5, seed }).G.startPlayer));
    expect(starts.size).toBeGreaterThan(1);
    const { G } = start(undefined, { numPlayers: 5, seed: 'b' });
    expect(G.step).toEqual({ kind: 'query-ask', current: G.startPlayer });
  });

  it('the Victory Point deck holds every card of the content, shuffled; the Law deck every law', () => {
    const { G } = start(undefined, { numPlayers: 6, seed: 'decks' });
    expect([...G.vpDeck].sort()).toEqual(victoryPointDeck(content).sort());
    expect(G.vpDeck).not.toEqual(victoryPointDeck(content));
    expect([...G.lawDeck, ...G.lawsInForce].sort()).toEqual(content.laws.laws.map((l) => l.id).sort());
    expect(Object.values(G.vp).every((cards) => cards.length === 0)).toBe(true);
  });
});

describe('every round', () => {
  it('gives each player one Security Key and puts players + 2 Enforcement Tokens in the supply, none held', () => {
    for (const n of [4, 6, 8]) {
      const G = setupMatch(content, seats(n), 1, keepOrder);
      expect(G.keys).toEqual(Object.fromEntries(seats(n).map((p) => [p, 1])));
      expect(G.supply).toBe(n + 2);
      expect(Object.values(G.tokens)).toEqual(Array(n).fill(0));
    }
    const played = prepared({ cards: ['android-1', 'android-2', 'ai-1', 'ai-2', 'robot-1'], keys: { 0: 0, 1: 3, 2: 0, 3: 2, 4: 0 }, tokens: { 0: 3, 4: 1 } });
    const next = startRound({ ...played, round: 3 }, content, keepOrder);
    expect(next.keys).toEqual({ 0: 1, 1: 1, 2: 1, 3: 1, 4: 1 });
    expect(next.tokens).toEqual({ 0: 0, 1: 0, 2: 0, 3: 0, 4: 0 });
    expect(next.supply).toBe(7);
  });

  it('deals the shuffled faction cards from the start player; the cards left over are set aside', () => {
    const G = setupMatch(content, seats(5), 1, keepOrder);
    const dealt = startRound({ ...G, startPlayer: '3' }, content, keepOrder);
    expect(dealt.cards['3']).toEqual({ faction: 'android', rank: 1 });
    expect(dealt.cards['4']).toEqual({ faction: 'android', rank: 2 });
    expect(dealt.cards['0']).toEqual({ faction: 'android', rank: 3 });
    expect(dealt.setAside.map(cardId)).toEqual(['ai-2', 'ai-3', 'ai-4', 'robot-1', 'robot-2', 'robot-3', 'robot-4']);
  });

  it('reveals no Law Card in round 1, then 1, 2 and 3 new ones, and discards them at clean-up', () => {
    let state = start(undefined, { numPlayers: 4, seed: 'laws' });
    const seen: string[][] = [];
    for (let round = 1; round <= 4; round++) {
      expect(state.G.round).toBe(round);
      seen.push([...state.G.lawsInForce]);
      expect(state.G.lawDiscard).toEqual(seen.slice(0, -1).flat());
      state = keepAll(queryAll(state));
      // The laws hold through the Reveal, until the last card is turned up.
      expect(state.G.lawsInForce).toEqual(seen.at(-1));
      state = revealAll(state);
      expect(state.G.lawsInForce).toEqual([]);
      expect(state.G.lawDiscard).toEqual(seen.flat());
      if (round < 4) state = readyAll(state);
    }
    expect(seen.map((laws) => laws.length)).toEqual([0, 1, 2, 3]);
    expect(new Set(seen.flat()).size).toBe(6);
    expect(state.ctx.gameover).toBeDefined();
  });

  it('the option to skip round 1 starts at round 2 with one law: three rounds in all', () => {
    expect(threeLaws.setupOptions(content)[0].choices.map((c) => c.value)).toEqual(['round-1', 'round-2']);
    let state = start(undefined, { numPlayers: 5, seed: 'skip', setupData: { start: 'round-2' } });
    expect(state.G.round).toBe(2);
    expect(state.G.firstRound).toBe(2);
    expect(state.G.lawsInForce).toHaveLength(1);
    let rounds = 1;
    state = playRound(state);
    while (!state.ctx.gameover) {
      state = playRound(readyAll(state));
      rounds++;
    }
    expect(rounds).toBe(3);
    expect(state.G.history.map((r) => r.round)).toEqual([2, 3, 4]);
  });

  it('refuses a start option the game does not know', () => {
    const game = threeLaws.createGame(content);
    expect(game.validateSetupData!({ start: 'round-2' }, 4)).toBeUndefined();
    expect(game.validateSetupData!(undefined, 4)).toBeUndefined();
    expect(game.validateSetupData!({ start: 'round-3' }, 4)).toBe('start must be one of round-1, round-2');
  });

  it('no boardgame.io event is offered to the clients and no move runs on the client', () => {
    const game = threeLaws.createGame(content);
    for (const move of Object.values(game.moves!)) expect((move as { client?: boolean }).client).toBe(false);
    expect(Object.values(game.events ?? {})).not.toContain(true);
    expect(Object.keys(game.events ?? {})).toEqual(expect.arrayContaining(['endGame', 'endTurn', 'setActivePlayers']));
  });
});
