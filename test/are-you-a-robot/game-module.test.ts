import type { Ctx } from 'boardgame.io';
import { describe, expect, it } from 'vitest';
import { areYouARobot } from '../../games/are-you-a-robot/index.ts';
import type { AyarGameover, AyarState } from '../../games/are-you-a-robot/state.ts';
import { randomPlay } from './random-play.ts';
import { content, gameWith, prepared, table } from './support.ts';

const H = 'human' as const;
const R = 'robot' as const;

describe('the game module', () => {
  it('offers the mode choice with each mode’s player range', () => {
    expect(areYouARobot.setupOptions(content)).toEqual([
      {
        key: 'mode',
        label: 'Mode',
        choices: [
          expect.objectContaining({ value: 'basic', label: 'Basic', minPlayers: 3, maxPlayers: 3 }),
          expect.objectContaining({ value: 'schrodinger', label: 'Schrödinger', minPlayers: 2, maxPlayers: 4 }),
          expect.objectContaining({ value: 'extended', label: 'Extended', minPlayers: 5, maxPlayers: 10 }),
        ],
      },
    ]);
    expect(areYouARobot.id).toBe('are-you-a-robot');
    expect(areYouARobot.createGame(content).name).toBe('are-you-a-robot');
  });

  it('labels an outcome as outcome/reason', () => {
    const over: AyarGameover = { outcome: 'robots', reason: 'revolution', message: '', winners: [], roles: {}, cards: {}, setAside: [] };
    expect(areYouARobot.outcomeLabel(over)).toBe('robots/revolution');
    expect(areYouARobot.outcomeLabel(undefined)).toBe('unfinished');
  });
});

describe('chat policy', () => {
  const t = table(gameWith(prepared('extended', [H, R, H, H, H], [H])), 5);
  t.players[0].moves.zap('2');
  const { G, ctx } = t.master();

  it('while the game runs, players in the game may post; the eliminated and spectators may not', () => {
    expect(areYouARobot.chatPolicy(G, ctx, '1')).toBeUndefined();
    expect(areYouARobot.chatPolicy(G, ctx, '0')?.code).toBe('eliminated-silent');
    expect(areYouARobot.chatPolicy(G, ctx, null)?.code).toBe('spectators-silent');
    expect(areYouARobot.chatPolicy(G, ctx, undefined)?.code).toBe('spectators-silent');
    expect(areYouARobot.chatPolicy(G, ctx, '42')?.code).toBe('spectators-silent');
  });

  it('after game over every seated player may post, spectators still not', () => {
    const over = { ...ctx, gameover: { outcome: 'humans' } } as Ctx;
    expect(areYouARobot.chatPolicy(G, over, '0')).toBeUndefined();
    expect(areYouARobot.chatPolicy(G, over, '3')).toBeUndefined();
    expect(areYouARobot.chatPolicy(G, over, null)?.code).toBe('not-seated');
  });
});

describe('invariants', () => {
  it('hold after every move of random games in every mode, and every game ends', () => {
    const reasons = new Set<string>();
    for (const [mode, n] of [['basic', 3], ['schrodinger', 2], ['schrodinger', 4], ['extended', 5], ['extended', 8]] as const) {
      for (let s = 0; s < 25; s++) {
        const states = randomPlay(n, mode, `inv-${mode}-${n}-${s}`, 400);
        for (const { G, ctx } of states) expect(areYouARobot.invariants(G, ctx, content)).toEqual([]);
        const last = states.at(-1)!;
        expect(last.ctx.gameover).toBeDefined();
        reasons.add(areYouARobot.outcomeLabel(last.ctx.gameover));
      }
    }
    expect(reasons.size).toBeGreaterThanOrEqual(8);
  });

  const running = () => {
    const t = table(gameWith(prepared('extended', [H, R, H, H, H], [H])), 5);
    return t.master();
  };

  it('catch a card lost or a Robot card miscounted', () => {
    const { G, ctx } = running();
    expect(areYouARobot.invariants({ ...G, setAside: [] }, ctx, content)[0]).toMatch(/cards in play and set aside/);
    expect(areYouARobot.invariants({ ...G, robotCardsDealt: 2 }, ctx, content)).toEqual(
      expect.arrayContaining([expect.stringMatching(/robotCardsDealt is 2/)]),
    );
  });

  it('catch a seat playing for a team its card is not on', () => {
    const { G, ctx } = running();
    expect(areYouARobot.invariants({ ...G, roles: { ...G.roles, 0: R } }, ctx, content)).toContain('seat 0 holds human but plays for the robot team');
    const { 2: _lost, ...cards } = G.cards;
    expect(areYouARobot.invariants({ ...G, cards }, ctx, content)).toContain('a seat holds no card, or a card has no seat');
  });

  it('catch an eliminated player left active', () => {
    const { G, ctx } = running();
    const broken: AyarState = { ...G, eliminated: ['4'] };
    expect(areYouARobot.invariants(broken, ctx, content)).toEqual(expect.arrayContaining(['eliminated player 4 is still active']));
  });

  it('catch active players that are not exactly those in the game: one missing, one too many, the same count but another seat', () => {
    const { G, ctx } = running();
    const wrong = 'the active players are not exactly those in the game';
    const { 3: _gone, ...missing } = ctx.activePlayers!;
    expect(areYouARobot.invariants(G, { ...ctx, activePlayers: missing }, content)).toContain(wrong);
    expect(areYouARobot.invariants(G, { ...ctx, activePlayers: { ...ctx.activePlayers, 9: null } } as unknown as Ctx, content)).toContain(wrong);
    expect(areYouARobot.invariants(G, { ...ctx, activePlayers: { ...missing, 9: null } } as unknown as Ctx, content)).toContain(wrong);
    const reordered = Object.fromEntries(Object.entries(ctx.activePlayers!).reverse());
    expect(areYouARobot.invariants(G, { ...ctx, activePlayers: reordered }, content)).toEqual([]);
  });

  it('catch an ending the state does not support', () => {
    const t = table(gameWith(prepared('basic', [H, R, H], [])), 3);
    t.players[0].moves.zap('1');
    const { G, ctx } = t.master();
    expect(areYouARobot.invariants(G, ctx, content)).toEqual([]);
    const lie = { ...ctx, gameover: { ...ctx.gameover, outcome: 'robots' } } as Ctx;
    expect(areYouARobot.invariants(G, lie, content)).toEqual(["outcome 'robots' does not follow from 'last-robot-zapped'"]);
    const wrongReason = { ...ctx, gameover: { ...ctx.gameover, reason: 'human-zapped' } } as Ctx;
    expect(areYouARobot.invariants(G, wrongReason, content)).toEqual(["the state does not support the reason 'human-zapped'"]);
    const robotStillIn: AyarState = { ...G, eliminated: [] };
    expect(areYouARobot.invariants(robotStillIn, ctx, content)).toEqual(["the state does not support the reason 'last-robot-zapped'"]);
  });

  it('catch a game that should have ended but goes on', () => {
    const t = table(gameWith(prepared('basic', [H, R, H], [])), 3);
    const { G, ctx } = t.master();
    const zapped: AyarState = { ...G, events: [{ kind: 'zap', shooter: '0', victim: '1', victimTeam: 'robot', victimCard: 'robot' }] };
    expect(areYouARobot.invariants(zapped, ctx, content)).toContain('no Robot can exist but the game goes on');
  });
});
