import { describe, expect, it } from 'vitest';
import type { Team } from '../../games/are-you-a-robot/content-types.ts';
import { checkRevolution, checkZap } from '../../games/are-you-a-robot/rules/index.ts';
import { convert } from '../../games/are-you-a-robot/rules/conversion.ts';
import { teamOfCard, teamsOf } from '../../games/are-you-a-robot/rules/deal.ts';
import { viewFor } from '../../games/are-you-a-robot/rules/view.ts';
import { applyZap } from '../../games/are-you-a-robot/rules/zap.ts';
import type { AyarState } from '../../games/are-you-a-robot/state.ts';
import { moveAction, newMatch, reducer } from './random-play.ts';
import { content, gameWith, keepOrder, mode, prepared, refusedAt, table } from './support.ts';

const H = 'human' as const;
const R = 'robot' as const;
const extended = mode('extended');

/** A shuffle that moves the last card (the added Robot) to position k: it goes to the k-th Human. */
const robotTo =
  (k: number) =>
  <T>(items: T[]): T[] => {
    const out = items.slice(0, -1);
    out.splice(k, 0, items[items.length - 1]);
    return out;
  };

const zap = (G: AyarState, shooter: string, victim: string, shuffle = keepOrder) =>
  applyZap(G, extended, shooter, victim, { shuffle, teamOf: (id) => teamOfCard(content, id) });

const cardsOf = (G: AyarState) => [...G.players.map((p) => G.roles[p]), ...G.setAside];

describe('Extended: a Human shoots a Human', () => {
  const start = prepared('extended', [H, R, H, H, H], [H]);

  it('removes the shooter, revives the victim, and runs the conversion', () => {
    const { G, gameover } = zap(start, '0', '2', robotTo(1));
    expect(gameover).toBeUndefined();
    expect(G.eliminated).toEqual(['0']);
    expect(G.events).toEqual([
      { kind: 'zap', shooter: '0', victim: '2', victimTeam: 'human', victimCard: 'human' },
      { kind: 'shooter-removed', shooter: '0' },
      { kind: 'conversion', number: 1 },
    ]);
    // Humans still in the game, in seat order: 2, 3, 4. The Robot went to the second of them.
    expect(G.roles).toEqual({ 0: H, 1: R, 2: H, 3: R, 4: H });
    expect(G.setAside).toEqual([H, H]);
    expect(G.robotCardsDealt).toBe(2);
    expect(G.conversions).toEqual([{ number: 1, witnesses: ['1'], converted: '3' }]);
    expect(cardsOf(G)).toHaveLength(G.deckSize + 1);
  });

  it('shows the existing Robots who was converted; tells the new Robot nothing', () => {
    const { G } = zap(start, '0', '2', robotTo(1));
    expect(G.knownBy).toEqual({ 1: { 3: R } });
    expect(viewFor(G, '1').roles).toEqual({ 0: H, 1: R, 3: R });
    expect(viewFor(G, '1').conversions).toEqual([{ number: 1, converted: '3' }]);
    expect(viewFor(G, '3').roles).toEqual({ 0: H, 3: R });
    expect(viewFor(G, '3').conversions).toEqual([{ number: 1 }]);
    expect(viewFor(G, '3').knownBy).toEqual({});
  });

  it('when the new Robot card is set aside, the witnesses learn that no one was converted', () => {
    const { G } = zap(start, '0', '2', keepOrder);
    expect(G.conversions).toEqual([{ number: 1, witnesses: ['1'], converted: null }]);
    expect(G.setAside).toEqual([H, R]);
    expect(viewFor(G, '1').conversions).toEqual([{ number: 1, converted: null }]);
    expect(viewFor(G, '4').conversions).toEqual([{ number: 1 }]);
  });

  it('with no Robot in the game, the conversion still runs and has no witness', () => {
    const { G } = zap(prepared('extended', [H, H, H, H, H], [R]), '4', '0', robotTo(0));
    expect(G.conversions).toEqual([{ number: 1, witnesses: [], converted: '0' }]);
    expect(G.knownBy).toEqual({});
    expect(G.robotCardsDealt).toBe(2);
  });

  it('a second conversion: every Robot in the game witnesses it and learns all the others', () => {
    const first = zap(start, '0', '2', robotTo(1)).G; // 3 becomes a Robot; witnesses: 1
    const second = zap(first, '4', '2', robotTo(0)).G; // 4 out; Humans left: 2 -> the Robot goes to 2
    expect(second.eliminated).toEqual(['0', '4']);
    expect(second.conversions[1]).toEqual({ number: 2, witnesses: ['1', '3'], converted: '2' });
    expect(second.knownBy).toEqual({ 1: { 3: R, 2: R }, 3: { 1: R, 2: R } });
    expect(viewFor(second, '2').roles).toEqual({ 0: H, 2: R, 4: H });
    expect(viewFor(second, '3').conversions).toEqual([{ number: 1 }, { number: 2, converted: '2' }]);
    expect(second.robotCardsDealt).toBe(3);
    expect(cardsOf(second).filter((c) => c === R)).toHaveLength(3);
  });

  it('forgets that a player still in the game was Human: their card was dealt again', () => {
    // 3 zaps the Robot 1 first: 3 and 1 are revealed; then 0 shoots 2, a Human.
    const six = prepared('extended', [H, R, H, H, H, H], [H]);
    const afterRobot = zap({ ...six, setAside: [R], robotCardsDealt: 2, roles: { ...six.roles, 5: H } }, '3', '1').G;
    expect(afterRobot.revealed).toEqual({ 1: R, 3: H });
    const withKnowledge = { ...afterRobot, knownBy: { 1: { 4: H } } };
    const { G } = zap(withKnowledge, '0', '2', robotTo(2));
    expect(G.revealed).toEqual({ 0: H, 1: R });
    expect(G.knownBy).toEqual({ 1: {} });
    expect(viewFor(G, null).roles).toEqual({ 0: H, 1: R });
  });

  it('when the conversion leaves no Human in the game, the Robots win at once', () => {
    // Three players left: 0 (Human), 1 (Robot), 2 (Human); 0 shoots 2, 2 gets the Robot.
    const G = { ...start, eliminated: ['3', '4'] };
    const { G: after, gameover } = zap(G, '0', '2', robotTo(0));
    expect(after.roles[2]).toBe(R);
    expect(gameover).toMatchObject({ outcome: 'robots', reason: 'no-humans-left', winners: ['1', '2'] });
  });
});

describe('Extended: a Robot is zapped', () => {
  it('the Robot is out and play goes on while a Robot may remain (set aside included)', () => {
    const afterConversion = zap(prepared('extended', [H, R, H, H, H], [H]), '0', '2', keepOrder).G; // Robot set aside
    const t = table(gameWith(afterConversion), 5);
    t.players[3].moves.zap('1');
    const { G, ctx } = t.master();
    expect(G.eliminated).toEqual(['0', '1']);
    expect(t.gameover()).toBeUndefined();
    expect(ctx.activePlayers).toEqual({ 2: null, 3: null, 4: null });
  });

  it('the Humans win once every Robot card dealt has been zapped', () => {
    const first = zap(prepared('extended', [H, R, H, H, H, H], [H]), '0', '2', robotTo(1)).G; // 3 converted
    const t = table(gameWith(first), 6);
    t.players[4].moves.zap('1');
    expect(t.gameover()).toBeUndefined();
    t.players[5].moves.zap('3');
    expect(t.gameover()).toMatchObject({ outcome: 'humans', reason: 'last-robot-zapped', winners: ['2', '4', '5'] });
  });

  it('a zap that leaves one player, the shooter, in the game ends it: the Humans win', () => {
    const G = { ...zap(prepared('extended', [H, R, H, H, H], [H]), '0', '2', keepOrder).G, eliminated: ['0', '3', '4'] };
    const t = table(gameWith(G), 5);
    t.players[2].moves.zap('1');
    expect(t.gameover()).toMatchObject({ outcome: 'humans', reason: 'last-player-standing', winners: ['2'] });
  });

  it('a conversion that leaves one Human alone in the game ends it: the Humans win', () => {
    const G = { ...prepared('extended', [H, R, H, H, H], [H]), eliminated: ['1', '3', '4'] };
    const { gameover } = zap(G, '0', '2', keepOrder);
    expect(gameover).toMatchObject({ outcome: 'humans', reason: 'last-player-standing', winners: ['2'] });
  });
});

describe('Extended: eliminated players', () => {
  it("an eliminated player's move is rejected by the engine before any validator", () => {
    const t = table(gameWith(prepared('extended', [H, R, H, H, H], [H])), 5);
    t.players[0].moves.zap('2');
    expect(t.master().ctx.activePlayers).toEqual({ 1: null, 2: null, 3: null, 4: null });
    refusedAt(t, 0, 'zap', '1');
    refusedAt(t, 0, 'offerHandshake', '3');
    expect(checkZap(t.view(0), extended, '0', '1')?.code).toBe('out-of-game');
  });
});

describe('Extended: who may act', () => {
  it('a turn ended behind the game’s back still wakes only the players in the game', () => {
    const start = newMatch(6, 'extended', 'turn-end');
    const shooter = start.G.players.find((p) => start.G.roles[p] === H)!;
    const victim = start.G.players.find((p) => p !== shooter && start.G.roles[p] === H)!;
    const afterZap = reducer(start, moveAction('zap', [victim], shooter) as any) as typeof start;
    expect(afterZap.G.eliminated).toEqual([shooter]);
    const ended = reducer(afterZap, { type: 'GAME_EVENT', payload: { type: 'endTurn', args: [], playerID: victim } } as any) as typeof start;
    expect(ended.ctx.turn).toBe(afterZap.ctx.turn + 1);
    expect(Object.keys(ended.ctx.activePlayers!).sort()).toEqual(start.G.players.filter((p) => p !== shooter).sort());
  });

  it('no boardgame.io event is offered to the clients', () => {
    const t = table(gameWith(prepared('extended', [H, R, H, H, H], [H])), 5);
    expect(Object.keys(t.players[0].events)).toEqual([]);
  });
});

describe('Extended: the Robot revolution', () => {
  // Five seats: 0 and 3 out, 1 a Robot; 2 and 4 Humans unless a test says otherwise.
  const base = (roles: Team[], eliminated: string[]): AyarState => {
    const G = prepared('extended', [H, R, H, H, H], [H]);
    const robots = roles.filter((r) => r === R).length;
    const setAside: Team[] = Array.from({ length: robots }, () => H);
    return {
      ...G,
      roles: Object.fromEntries(roles.map((r, i) => [String(i), r])),
      setAside,
      robotCardsDealt: robots,
      conversions: Array.from({ length: robots - 1 }, (_, i) => ({ number: i + 1, witnesses: [], converted: null })),
      deckSize: 6,
      eliminated,
    };
  };

  it('declared when exactly one Human is left: the Robots win', () => {
    const t = table(gameWith(base([H, R, R, H, H], ['0', '3'])), 5);
    t.players[2].moves.declareRevolution();
    expect(t.gameover()).toMatchObject({ outcome: 'robots', reason: 'revolution', winners: ['1', '2'] });
    expect(t.master().G.events.at(-1)).toEqual({ kind: 'revolution', by: '2' });
  });

  it('declared with two Humans left: the Humans win', () => {
    const t = table(gameWith(base([H, R, H, H, H], ['0', '3'])), 5);
    t.players[1].moves.declareRevolution();
    expect(t.gameover()).toMatchObject({ outcome: 'humans', reason: 'false-revolution', winners: ['2', '4'] });
  });

  it('a Human cannot declare it: rejected, unseen by others', () => {
    const t = table(gameWith(base([H, R, H, H, H], ['0', '3'])), 5);
    refusedAt(t, 2, 'declareRevolution');
    expect(checkRevolution(t.view(2), extended, '2')).toEqual({
      code: 'humans-cannot-declare',
      message: 'Only a Robot can declare the Robot revolution. No one else sees that you tried.',
    });
  });

  it('an eliminated Robot cannot declare it', () => {
    const G = base([H, R, R, H, H], ['0', '3', '2']);
    expect(checkRevolution(G, extended, '2')?.code).toBe('out-of-game');
  });

  it('does not exist outside Extended mode', () => {
    expect(checkRevolution(prepared('schrodinger', [R, H], [H]), mode('schrodinger'), '0')?.code).toBe('no-revolution');
  });
});

describe('conversion as a pure function', () => {
  it('adds exactly one card and deals only to the Humans still in the game, in seat order', () => {
    const G = { ...prepared('extended', [H, R, H, H, H], [H]), eliminated: ['0'] };
    const order: Team[][] = [];
    const spy = <T>(items: T[]) => {
      order.push([...(items as Team[])]);
      return robotTo(2)(items);
    };
    const { G: after } = convert(G, R, teamsOf(content), spy);
    expect(order).toEqual([[H, H, H, R]]);
    expect(after.roles).toEqual({ 0: H, 1: R, 2: H, 3: H, 4: R });
    expect(after.setAside).toEqual([H, H]);
  });
});
