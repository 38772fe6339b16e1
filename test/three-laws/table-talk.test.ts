import type { Ctx } from 'boardgame.io';
import { describe, expect, it } from 'vitest';
import { findGameModule } from '../../games/registry.ts';
import { threeLaws } from '../../games/three-laws/index.ts';
import { threeLawsTally } from '../../games/three-laws/tally.ts';
import { talkPhase } from '../../games/three-laws/rules/table.ts';
import type { Step } from '../../games/three-laws/state.ts';
import { content, keepAll, prepared, queryAll, start } from './support.ts';

const FOUR = ['android-4', 'android-1', 'ai-3', 'ai-1'];
const ctx = (over = false) => ({ gameover: over ? { winner: '0' } : undefined }) as unknown as Ctx;

describe('the match chat', () => {
  it('is closed to everyone while a round is played, with laws in force or none: talk happens in the query', () => {
    const steps: Step[] = [
      { kind: 'query-ask', current: '0' },
      { kind: 'query-answer', current: '0', target: '2' },
      { kind: 'transfer', current: '1' },
      { kind: 'transfer-offer', current: '1', to: '2', keys: 1 },
      { kind: 'reveal', ready: [] },
      { kind: 'reveal', ready: ['0', '1', '3'] },
    ];
    for (const round of [1, 3]) {
      for (const step of steps) {
        const G = prepared({ cards: FOUR, round, lawsInForce: round === 1 ? [] : ['short-questions'], step });
        for (const speaker of ['0', '2']) {
          expect(threeLaws.chatPolicy(G, ctx(), speaker)).toEqual({ code: 'speak-at-table', message: 'While the round is played, talk happens in the query: ask or answer at the table.' });
        }
        expect(threeLaws.chatPolicy(G, ctx(), null)).toBeDefined();
      }
    }
    // While the cards are turned up the Transfer's silence holds.
    expect(talkPhase({ kind: 'reveal', ready: [] }, false)).toBe('transfer');
  });

  it('opens to the players between rounds and after the game; spectators stay silent', () => {
    const between = prepared({ cards: FOUR, step: { kind: 'round-end', ready: [] } });
    expect(threeLaws.chatPolicy(between, ctx(), '3')).toBeUndefined();
    expect(threeLaws.chatPolicy(between, ctx(), null)?.code).toBe('spectators-silent');
    expect(threeLaws.chatPolicy(between, ctx(true), '0')).toBeUndefined();
    expect(threeLaws.chatPolicy(between, ctx(true), null)?.code).toBe('spectators-silent');
  });
});

describe('the game module', () => {
  it('is registered as three-laws, for 4 to 8 players', () => {
    expect(findGameModule('three-laws')).toBe(threeLaws);
    const game = threeLaws.createGame(content);
    expect([game.minPlayers, game.maxPlayers]).toEqual([4, 8]);
    expect(() => start(undefined, { numPlayers: 3 })).toThrow();
    expect(() => start(undefined, { numPlayers: 9 })).toThrow();
  });

  it('the simulator’s tally lists every counter, at 0 when nothing happened, and names the winner', () => {
    const state = keepAll(queryAll(start(prepared({ cards: FOUR, keys: { 0: 1 } }))));
    const tally = threeLawsTally(state.G);
    expect(tally).toMatchObject({ 'acts breaking a law': 0, 'errors called': 0, 'errors called right': 0, 'errors called wrong': 0, 'wrong callers accused': 0 });
    expect(Object.keys(tally).filter((k) => k.endsWith('scored (rounds)'))).toEqual(['android scored (rounds)', 'ai scored (rounds)', 'robot scored (rounds)']);
    expect(threeLaws.outcomeLabel({ winner: '2', totals: {} })).toBe('seat 2 wins');
    expect(threeLaws.outcomeLabel(undefined)).toBe('unfinished');
  });
});
