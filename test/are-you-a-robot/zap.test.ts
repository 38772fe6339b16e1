import { describe, expect, it } from 'vitest';
import type { Team } from '../../games/are-you-a-robot/content-types.ts';
import { checkZap } from '../../games/are-you-a-robot/rules/index.ts';
import { applyZap } from '../../games/are-you-a-robot/rules/zap.ts';
import { teamOfCard } from '../../games/are-you-a-robot/rules/deal.ts';
import { content, gameWith, keepOrder, mode, prepared, refusedAt, table } from './support.ts';

const env = { shuffle: keepOrder, teamOf: (id: string) => teamOfCard(content, id) };

describe('ZAP: who may shoot whom', () => {
  it("rejects a Robot's zap on the server: state unchanged, nothing sent to anyone", () => {
    const t = table(gameWith(prepared('basic', ['human', 'robot', 'human'], [])), 3);
    refusedAt(t, 1, 'zap', '0');
    expect(t.master().G.events).toEqual([]);
    expect(checkZap(t.view(1), mode('basic'), '1', '0')).toEqual({
      code: 'robots-cannot-shoot',
      message: 'Robots can never shoot. No one else sees that you tried.',
    });
  });

  it('rejects zapping yourself, an unknown seat, and nonsense arguments without throwing', () => {
    const t = table(gameWith(prepared('basic', ['human', 'robot', 'human'], [])), 3);
    for (const arg of ['0', '7', 7, null, undefined, {}, ['1'], 'constructor', '__proto__']) refusedAt(t, 0, 'zap', arg);
    const G = t.master().G;
    expect(checkZap(G, mode('basic'), '0', '0')?.code).toBe('self');
    expect(checkZap(G, mode('basic'), '0', 'constructor')?.code).toBe('unknown-player');
    expect(checkZap(G, mode('basic'), null, '1')?.code).toBe('not-seated');
  });

  it('rejects zapping a player already out of the game', () => {
    const G = prepared('extended', ['human', 'robot', 'human', 'human', 'human'], ['human']);
    const G2 = { ...G, eliminated: ['3'] };
    expect(checkZap(G2, mode('extended'), '0', '3')?.code).toBe('target-out');
    expect(checkZap(G2, mode('extended'), '3', '0')?.code).toBe('out-of-game');
  });

  it('voids every pending offer and reveals the victim (and the shooter, a Human)', () => {
    // As after a conversion that set its Robot aside: one Robot may still be out there.
    const G = prepared('extended', ['human', 'robot', 'human', 'human', 'human'], ['human']);
    const withOffers = { ...G, setAside: ['human', 'robot'] as Team[], robotCardsDealt: 2, offers: [{ from: '2', to: '3' }, { from: '4', to: '0' }] };
    const step = applyZap(withOffers, mode('extended'), '0', '1', env);
    expect(step.gameover).toBeUndefined();
    expect(step.G.offers).toEqual([]);
    expect(step.G.revealed).toEqual({ 0: 'human', 1: 'robot' });
    expect(step.G.events).toEqual([
      { kind: 'zap', shooter: '0', victim: '1', victimTeam: 'robot', victimCard: 'robot' },
      { kind: 'robot-out', victim: '1' },
    ]);
  });
});

describe('Basic mode', () => {
  it('a Human zaps the Robot: both Humans win', () => {
    const t = table(gameWith(prepared('basic', ['human', 'robot', 'human'], [])), 3);
    t.players[2].moves.zap('1');
    expect(t.gameover()).toMatchObject({ outcome: 'humans', reason: 'last-robot-zapped', winners: ['0', '2'] });
    expect(t.gameover()!.roles).toEqual({ 0: 'human', 1: 'robot', 2: 'human' });
    expect(t.master().G.eliminated).toEqual(['1']);
  });

  it('a Human zaps the other Human: the Robot wins', () => {
    const t = table(gameWith(prepared('basic', ['human', 'robot', 'human'], [])), 3);
    t.players[0].moves.zap('2');
    expect(t.gameover()).toMatchObject({
      outcome: 'robots',
      reason: 'human-zapped',
      winners: ['1'],
      message: 'A Human zapped a Human: the Robot wins.',
      setAside: [],
    });
  });

  it('has no handshakes and no revolution', () => {
    const t = table(gameWith(prepared('basic', ['human', 'robot', 'human'], [])), 3);
    refusedAt(t, 0, 'offerHandshake', '2');
    refusedAt(t, 1, 'declareRevolution');
  });

  it('a move after the game ended is rejected', () => {
    const t = table(gameWith(prepared('basic', ['human', 'robot', 'human'], [])), 3);
    t.players[0].moves.zap('1');
    refusedAt(t, 2, 'zap', '0');
  });
});

describe('Schrödinger mode, 2 to 4 players', () => {
  for (const n of [2, 3, 4]) {
    const humans = (k: number) => Array.from({ length: k }, () => 'human' as const);
    it(`${n} players: zapping the dealt Robot wins for the Humans`, () => {
      const t = table(gameWith(prepared('schrodinger', ['robot', ...humans(n - 1)], ['human'])), n);
      t.players[n - 1].moves.zap('0');
      expect(t.gameover()).toMatchObject({ outcome: 'humans', reason: 'last-robot-zapped' });
      expect(t.gameover()!.winners).toEqual(humans(n - 1).map((_, i) => String(i + 1)));
    });

    if (n > 2) {
      it(`${n} players: zapping a Human while the Robot is dealt: the Robot wins`, () => {
        const t = table(gameWith(prepared('schrodinger', [...humans(n - 1), 'robot'], ['human'])), n);
        t.players[0].moves.zap('1');
        expect(t.gameover()).toMatchObject({ outcome: 'robots', reason: 'human-zapped', winners: [String(n - 1)] });
      });
    }

    it(`${n} players: zapping a Human when the Robot was set aside: nobody wins`, () => {
      const t = table(gameWith(prepared('schrodinger', humans(n), ['robot'])), n);
      t.players[0].moves.zap('1');
      expect(t.gameover()).toMatchObject({
        outcome: 'nobody',
        reason: 'human-zapped-no-robot',
        winners: [],
        setAside: ['robot'],
      });
    });
  }
});
