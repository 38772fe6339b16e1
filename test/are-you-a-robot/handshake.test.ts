import { describe, expect, it } from 'vitest';
import { checkAccept, checkDecline, checkOffer, checkWithdraw } from '../../games/are-you-a-robot/rules/index.ts';
import { gameWith, mode, prepared, refusedAt, table } from './support.ts';

const schrodinger = (roles: ('human' | 'robot')[], setAside: ('human' | 'robot')[]) =>
  table(gameWith(prepared('schrodinger', roles, setAside)), roles.length);

describe('handshake offers', () => {
  it('an offer is public; the offerer may withdraw it, the receiver may decline it', () => {
    const t = schrodinger(['human', 'human', 'robot', 'human'], ['human']);
    t.players[0].moves.offerHandshake('1');
    expect(t.view(null).offers).toEqual([{ from: '0', to: '1' }]);
    expect(t.view(3).events).toEqual([{ kind: 'offer', from: '0', to: '1' }]);
    t.players[0].moves.withdrawHandshake();
    t.players[2].moves.offerHandshake('3');
    t.players[3].moves.declineHandshake('2');
    expect(t.master().G.offers).toEqual([]);
    expect(t.master().G.events.slice(1)).toEqual([
      { kind: 'offer-withdrawn', from: '0', to: '1' },
      { kind: 'offer', from: '2', to: '3' },
      { kind: 'offer-declined', from: '2', to: '3' },
    ]);
    expect(t.gameover()).toBeUndefined();
  });

  it('one outstanding offer per player', () => {
    const t = schrodinger(['human', 'human', 'robot'], ['human']);
    t.players[0].moves.offerHandshake('1');
    refusedAt(t, 0, 'offerHandshake', '2');
    expect(checkOffer(t.view(0), mode('schrodinger'), '0', '2')).toEqual({
      code: 'offer-pending',
      message: 'You already have a handshake offer out: withdraw it before offering another.',
    });
  });

  it('answering an offer with a counter-offer is refused: accept it instead', () => {
    const t = schrodinger(['human', 'human', 'robot'], ['human']);
    t.players[0].moves.offerHandshake('1');
    refusedAt(t, 1, 'offerHandshake', '0');
    expect(checkOffer(t.view(1), mode('schrodinger'), '1', '0')?.message).toMatch(/accept it instead/);
    // Someone else may still offer to the same player.
    expect(checkOffer(t.view(2), mode('schrodinger'), '2', '1')).toBeUndefined();
  });

  it('refuses offers to yourself, to no one, and answers to offers that do not exist', () => {
    const t = schrodinger(['human', 'human', 'robot'], ['human']);
    refusedAt(t, 0, 'offerHandshake', '0');
    refusedAt(t, 0, 'offerHandshake', 42);
    refusedAt(t, 0, 'withdrawHandshake');
    refusedAt(t, 1, 'acceptHandshake', '0');
    refusedAt(t, 1, 'declineHandshake', '0');
    refusedAt(t, 1, 'acceptHandshake', {});
    const G = t.view(0);
    expect(checkOffer(G, mode('schrodinger'), '0', '0')?.code).toBe('self');
    expect(checkWithdraw(G, mode('schrodinger'), '0')?.code).toBe('no-offer');
    expect(checkAccept(G, mode('schrodinger'), '1', '0')?.code).toBe('no-such-offer');
    expect(checkDecline(G, mode('schrodinger'), '1', '2')?.code).toBe('no-such-offer');
    expect(checkAccept(G, mode('basic'), '1', '0')?.code).toBe('no-handshakes');
  });

  it('anyone may still ZAP while an offer stands; the zap voids every offer', () => {
    const t = schrodinger(['human', 'human', 'human', 'robot'], ['human']);
    t.players[0].moves.offerHandshake('3');
    t.players[1].moves.offerHandshake('2');
    t.players[2].moves.zap('3');
    expect(t.master().G.offers).toEqual([]);
    expect(t.gameover()).toMatchObject({ outcome: 'humans', reason: 'last-robot-zapped' });
  });

  it('a voided offer can no longer be accepted', () => {
    const G = prepared('extended', ['human', 'human', 'robot', 'human', 'human'], ['human']);
    const t = table(gameWith(G), 5);
    t.players[0].moves.offerHandshake('1');
    t.players[3].moves.zap('4');
    refusedAt(t, 1, 'acceptHandshake', '0');
  });
});

describe('accepting a handshake ends the game at once', () => {
  it('all Humans in the game: everyone wins', () => {
    const t = schrodinger(['human', 'human', 'human'], ['robot']);
    t.players[0].moves.offerHandshake('2');
    t.players[2].moves.acceptHandshake('0');
    expect(t.gameover()).toMatchObject({ outcome: 'everyone', reason: 'all-human-handshake', winners: ['0', '1', '2'] });
    expect(t.master().G.events.at(-1)).toEqual({ kind: 'handshake', a: '0', b: '2' });
  });

  it('a Human shakes a Robot: the Robot wins', () => {
    const t = schrodinger(['robot', 'human'], ['human']);
    t.players[1].moves.offerHandshake('0');
    t.players[0].moves.acceptHandshake('1');
    expect(t.gameover()).toMatchObject({ outcome: 'robots', reason: 'handshake-with-robot', winners: ['0'] });
  });

  it('two Humans shake while a Robot is in the game: the Robot wins without shaking', () => {
    const t = schrodinger(['human', 'robot', 'human', 'human'], ['human']);
    t.players[0].moves.offerHandshake('3');
    t.players[3].moves.acceptHandshake('0');
    expect(t.gameover()).toMatchObject({ outcome: 'robots', reason: 'handshake-with-robot', winners: ['1'] });
  });

  it('two Robots shake hands: the Robots lose, the Humans win', () => {
    const G = prepared('extended', ['human', 'robot', 'human', 'human', 'human'], ['human']);
    // As after a conversion: seat 3 holds the converted Robot, a Human card went aside.
    const converted = { ...G, roles: { ...G.roles, 3: 'robot' as const }, setAside: ['human', 'human'] as ('human' | 'robot')[] };
    const t = table(gameWith({ ...converted, robotCardsDealt: 2, conversions: [{ number: 1, witnesses: ['1'], converted: '3' }] }), 5);
    t.players[1].moves.offerHandshake('3');
    t.players[3].moves.acceptHandshake('1');
    expect(t.gameover()).toMatchObject({ outcome: 'humans', reason: 'robots-shook-hands', winners: ['0', '2', '4'] });
  });
});
