import { describe, expect, it } from 'vitest';
import type { ThreeLawsContent } from '../../games/three-laws/content-types.ts';
import { judgeAct, lawBreaks, lawById } from '../../games/three-laws/rules/laws.ts';
import type { Act, ActKind } from '../../games/three-laws/state.ts';
import { loadTree, seats } from './support.ts';

// The one rules test that reads the shipped content on purpose: every Law Card in
// content/three-laws/laws.yaml must be judged as its text says. Adding or removing a law breaks
// nothing here (a designer's ordinary edit); a law without cases is listed as a todo: write
// what breaks it and what keeps it. Changing a law's text or check means changing its cases.
const shipped: ThreeLawsContent = loadTree('content');
const shippedIds = shipped.laws.laws.map((l) => l.id);

/** Five seats, seat 0 starts; seat 1 acts: its left is 2, its right 0. The names are those the seats gave the game. */
const TABLE = { players: seats(5), startPlayer: '0', names: { 0: 'Ada', 1: 'Bo', 2: 'Cy', 3: 'Dana Scully', 4: 'Eve' } };

type Made = Omit<Act, 'id'> & { before?: Omit<Act, 'id'>[] };
const say = (kind: ActKind, text: string): Made => ({ kind, by: '1', to: kind === 'question' ? '3' : '0', text });
const aim = (kind: ActKind, to: string, before: Omit<Act, 'id'>[] = []): Made => ({ kind, by: '1', to, keys: 1, before });
const q = (text: string) => say('question', text);
const a = (text: string) => say('answer', text);

/** Per law: acts that break it and acts that keep it. */
const CASES: Record<string, { breaks: Made[]; keeps: Made[] }> = {
  'compressed-protocol': { breaks: [q('Am I the highest rank you see here?')], keeps: [q('Am I the top rank?'), a('Yes I am the very highest rank here')] },
  'query-syntax': { breaks: [q('Am I the top rank'), q('Top rank? Tell me.')], keeps: [q('Am I the top rank?'), a('Yes')] },
  'identity-scrubbed': { breaks: [q('Am I the leader?'), a('You are.'), a("It's true")], keeps: [q('Top rank here?'), a('Affirmative.')] },
  'analog-mode': { breaks: [q('Is the rank 3 or more?'), q('Rank three?'), a('Two of them'), a('The 2nd one')], keeps: [q('Top rank?'), a('Someone.')] },
  'boolean-ban': { breaks: [a('Yes.'), a('No way')], keeps: [a('Affirmative'), a('Nothing to say'), q('Yes or no?')] },
  'handshake-protocol': { breaks: [a('Yes'), a('Yes, roger')], keeps: [a('Roger: yes'), a('roger, no.')] },
  'radio-discipline': { breaks: [q('Top rank?'), q('Over the top?')], keeps: [q('Top rank, over?'), q('Top rank? Over.')] },
  'boot-sequence': { breaks: [q('Top rank?'), q('Boop beep, top rank?')], keeps: [q('Beep boop, top rank?'), q('BEEP BOOP top rank?')] },
  'volume-override': { breaks: [a('Yes'), a('YES, mostly')], keeps: [a('YES'), a('NO, 3 TIMES NO!')] },
  'quiet-hours': { breaks: [q('Top rank?'), q('top rank, Dana?')], keeps: [q('top rank?'), a('Yes')] },
  'low-bandwidth': { breaks: [q('Am I the strongest?'), a('Absolutely')], keeps: [q('Am I the top?'), a('Yes, surely')] },
  'terse-mode': { breaks: [a('Yes I am sure of it'), a('No, sorry, not at all, friend')], keeps: [a('Yes.'), a('Negative, not at all, friend')] },
  'verbose-protocol': { breaks: [a('Yes.'), a('Yes you are')], keeps: [a('Yes, that is right.')] },
  'memory-efficient': { breaks: [q('Is my rank your rank?'), a('No no')], keeps: [q('Is my rank high?'), a('No.')] },
  'corrupted-vowel': { breaks: [q('Do you see a top rank?'), q('SURE?')], keeps: [q('Am I top rank?'), a('You')] },
  'classified-designations': { breaks: [q('Am I a robot?'), a('Two AIs'), q('Android or not?')], keeps: [q('Am I with Dana?'), a('Both of your kind')] },
  'courtesy-subroutine': { breaks: [q('Top rank?')], keeps: [q('Top rank, please?'), q('PLEASE: top rank?')] },
  'gratitude-module': { breaks: [a('Yes'), a('Thank goodness')], keeps: [a('Yes, thank you'), a('Thanks: no')] },
  'uncertainty-principle': { breaks: [a('Yes'), a('Certainly')], keeps: [a('Maybe yes'), a('Probably not'), a('Perhaps')] },
  'anonymous-units': { breaks: [q('Am I with Cy?'), a('Same as dana scully, yes'), q('ADA, top rank?')], keeps: [q('Am I with the one on my left?'), a('Yes, Eventually'), q('Scully?')] },
  'left-hand-lockout': { breaks: [aim('question', '2')], keeps: [aim('question', '3'), aim('question', '0'), aim('give', '2')] },
  'no-return-queries': {
    breaks: [aim('question', '0', [{ kind: 'question', by: '0', to: '1', text: 'Top?' }])],
    keeps: [aim('question', '3', [{ kind: 'question', by: '0', to: '1', text: 'Top?' }]), aim('question', '0', [{ kind: 'question', by: '0', to: '4', text: 'Top?' }])],
  },
  'chain-of-command': { breaks: [aim('question', '0')], keeps: [aim('question', '3'), aim('give', '0')] },
  'mandatory-acceptance': { breaks: [aim('refuse', '0')], keeps: [aim('accept', '0'), aim('keep', '0')] },
  'share-the-load': { breaks: [{ kind: 'keep', by: '1' }], keeps: [aim('give', '3'), aim('refuse', '0')] },
  'right-hand-firewall': { breaks: [aim('give', '0')], keeps: [aim('give', '3'), aim('give', '2'), aim('question', '0')] },
  'conflict-of-interest': {
    breaks: [aim('give', '4', [{ kind: 'question', by: '1', to: '4', text: 'Top?' }])],
    keeps: [aim('give', '3', [{ kind: 'question', by: '1', to: '4', text: 'Top?' }]), aim('give', '4', [{ kind: 'question', by: '4', to: '1', text: 'Top?' }])],
  },
};

/** The law's reasons for the act, with the acts before it this round in place. */
function breaksOf(lawId: string, made: Made): string[] {
  const { before = [], ...rest } = made;
  const acts: Act[] = [...before, rest].map((x, i) => ({ ...x, id: `r2-${i + 1}` }));
  const law = lawById(shipped, lawId);
  const G = { ...TABLE, acts };
  const reasons = lawBreaks(law, acts[acts.length - 1], G, shipped);
  // The same ruling as the engine gives on a call with this law alone in force.
  expect(Object.keys(judgeAct(acts[acts.length - 1], { ...G, lawsInForce: [lawId] }, shipped).broken)).toEqual(reasons.length > 0 ? [lawId] : []);
  return reasons;
}

const describeAct = (m: Made) => `${m.kind}${m.text !== undefined ? ` "${m.text}"` : ` to ${m.to}`}`;

describe('the shipped Law Cards (content/three-laws/laws.yaml)', () => {
  it('every shipped law is judged by the engine', () => {
    for (const law of shipped.laws.laws) {
      expect(law.judge ?? 'engine', law.id).toBe('engine');
      expect(law.check, law.id).toBeDefined();
    }
  });

  it.each(Object.keys(CASES).filter((id) => shippedIds.includes(id)))('%s: each act that breaks it is caught, each act that keeps it is not', (id) => {
    for (const made of CASES[id].breaks) {
      const reasons = breaksOf(id, made);
      expect(reasons.length, `${id} should catch ${describeAct(made)}`).toBeGreaterThan(0);
      for (const reason of reasons) expect(reason.startsWith(`${lawById(shipped, id).name}: `)).toBe(true);
    }
    for (const made of CASES[id].keeps) expect(breaksOf(id, made), `${id} should let ${describeAct(made)} pass`).toEqual([]);
  });

  for (const id of shippedIds.filter((id) => !(id in CASES))) it.todo(`${id}: acts that break it and acts that keep it`);
});
