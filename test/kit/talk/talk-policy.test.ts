import { describe, expect, it } from 'vitest';
import { checkTalk, type TalkPolicy } from '../../../games/kit/talk/talk-policy.ts';

const POLICY: TalkPolicy = {
  lobby: 'everyone',
  setup: 'seated',
  vote: 'nobody',
  question: { roles: ['asker', 'answerer'] },
  verdict: { roles: ['judge'] },
};
const SEATED = ['0', '1', '2', '3'];
const ROLES = { asker: ['0'], answerer: ['2'], 'rules-lawyer': ['3'] };
const code = (phase: string, speaker: string | null | undefined) => checkTalk(POLICY, phase, speaker, SEATED, ROLES)?.code;

describe('checkTalk', () => {
  it('everyone: players and spectators alike', () => {
    expect(code('lobby', '1')).toBeUndefined();
    expect(code('lobby', null)).toBeUndefined();
    expect(code('lobby', undefined)).toBeUndefined();
    expect(code('lobby', '9')).toBeUndefined();
  });

  it('seated: every player, no spectator', () => {
    for (const player of SEATED) expect(code('setup', player)).toBeUndefined();
    expect(checkTalk(POLICY, 'setup', null, SEATED, ROLES)).toEqual({
      code: 'spectators-silent',
      message: 'Spectators cannot talk right now: only the players may.',
    });
    expect(code('setup', '9')).toBe('spectators-silent');
  });

  it('nobody: not even the players', () => {
    expect(checkTalk(POLICY, 'vote', '0', SEATED, ROLES)).toEqual({ code: 'no-talk', message: 'Nobody may talk right now.' });
    expect(code('vote', null)).toBe('no-talk');
  });

  it('a phase the policy leaves out is silent', () => {
    expect(code('scoring', '0')).toBe('no-talk');
    expect(code('toString', '0')).toBe('no-talk');
  });

  it('roles: only the players holding one of them now, named in the message', () => {
    expect(code('question', '0')).toBeUndefined();
    expect(code('question', '2')).toBeUndefined();
    expect(checkTalk(POLICY, 'question', '1', SEATED, ROLES)).toEqual({
      code: 'not-your-turn-to-talk',
      message: 'Only the asker or the answerer may talk right now.',
    });
    expect(code('question', null)).toBe('spectators-silent');
  });

  it('roles: follows who holds the role, and a role nobody holds lets nobody talk', () => {
    expect(checkTalk(POLICY, 'question', '1', SEATED, { asker: ['1'], answerer: ['3'] })).toBeUndefined();
    expect(checkTalk(POLICY, 'verdict', '0', SEATED, ROLES)?.message).toBe('Only the judge may talk right now.');
    expect(checkTalk({ q: { roles: ['rules-lawyer', 'asker', 'answerer'] } }, 'q', '1', SEATED, ROLES)?.message).toBe(
      'Only the rules lawyer, the asker or the answerer may talk right now.',
    );
  });
});
