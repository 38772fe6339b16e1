import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { ask, defineRuleQuestions, modifiersSchema, type ModifierInForce } from '../../../games/kit/script/rule-questions.ts';
import { toyQuestions as rules } from '../../fixtures/script/toy-questions.ts';

const power: Record<string, number> = { '0': 0, '1': 4, '2': 7 };
const context = { playerFacts: (p: string) => ({ power: power[p] }) };
const inForce = (owner: string, source: string, ...modifiers: Omit<ModifierInForce, 'owner' | 'source'>[]): ModifierInForce[] => modifiers.map((m) => ({ ...m, owner, source }));

describe('cards that change the rules (kit rule questions)', () => {
  it("with no card in effect the rule's own answer stands", () => {
    expect(ask(rules, [], 'action-cost', { player: '1', action: 'flip' }, 2, context)).toEqual({ value: 2, changedBy: [] });
  });

  it("a modifier answers only the askings its `when` names: a player's facts, an action", () => {
    const zeroPays = inForce('2', 'marvin', { question: 'action-cost', when: { player: { power: 0 } }, add: 1 });
    expect(ask(rules, zeroPays, 'action-cost', { player: '0', action: 'flip' }, 2, context)).toEqual({ value: 3, changedBy: ['marvin'] });
    expect(ask(rules, zeroPays, 'action-cost', { player: '1', action: 'flip' }, 2, context).value).toBe(2);
    const cheapSwaps = inForce('1', 'robby', { question: 'action-cost', when: { action: ['swap'] }, set: 0 });
    expect(ask(rules, cheapSwaps, 'action-cost', { player: '2', action: 'swap' }, 1, context).value).toBe(0);
    expect(ask(rules, cheapSwaps, 'action-cost', { player: '2', action: 'flip' }, 2, context).value).toBe(2);
  });

  it('`owner` and `others` are read from the card owner', () => {
    const discount = inForce('1', 'tik-tok', { question: 'action-cost', when: { player: 'owner' }, add: -1 }, { question: 'action-cost', when: { player: 'others' }, add: 1 });
    expect(ask(rules, discount, 'action-cost', { player: '1', action: 'play' }, 1, context).value).toBe(0);
    expect(ask(rules, discount, 'action-cost', { player: '0', action: 'play' }, 1, context).value).toBe(2);
  });

  it('every set applies first (the last listed has the final word), then every add, then the bounds', () => {
    const cards = [
      ...inForce('0', 'a', { question: 'action-cost', add: 3 }),
      ...inForce('1', 'b', { question: 'action-cost', set: 5 }),
      ...inForce('2', 'c', { question: 'action-cost', set: 1 }),
      ...inForce('2', 'd', { question: 'action-cost', 'at-most': 3 }),
    ];
    expect(ask(rules, cards, 'action-cost', { player: '0', action: 'flip' }, 2, context)).toEqual({ value: 3, changedBy: ['b', 'c', 'a', 'd'] });
  });

  it('a yes-or-no rule and a player rule are answered by set; `owner` names the card owner', () => {
    const neutralWins = inForce('0', 'bender', { question: 'can-win', when: { team: 'neutral' }, set: true });
    expect(ask(rules, neutralWins, 'can-win', { team: 'neutral' }, false, context)).toEqual({ value: true, changedBy: ['bender'] });
    expect(ask(rules, neutralWins, 'can-win', { team: 'evil' }, true, context).value).toBe(true);
    expect(ask(rules, inForce('2', 'maria', { question: 'next-dealer', set: 'owner' }), 'next-dealer', {}, '0', context)).toEqual({ value: '2', changedBy: ['maria'] });
  });

  it("a word rule (a player's team) is answered by set, from its own words", () => {
    const alwaysGood = inForce('1', 'wall-e', { question: 'team', when: { player: 'owner' }, set: 'good' });
    expect(ask(rules, alwaysGood, 'team', { player: '1' }, 'neutral', context)).toEqual({ value: 'good', changedBy: ['wall-e'] });
    expect(ask(rules, alwaysGood, 'team', { player: '0' }, 'evil', context).value).toBe('evil');
  });

  it('a modifier that leaves the answer as it was is not named as changing it', () => {
    expect(ask(rules, inForce('0', 'idle', { question: 'action-cost', 'at-least': 1 }), 'action-cost', { player: '0', action: 'flip' }, 2, context).changedBy).toEqual([]);
  });

  it('asking a question the game did not declare is an error, as is a badly named question', () => {
    expect(() => ask(rules, [], 'who-wins', {}, null, context)).toThrow(/does not declare/);
    expect(() => defineRuleQuestions({ questions: { 'Bad Name': { description: '', answer: 'number', about: {} } }, playerFacts: {} })).toThrow(/kebab-case/);
  });

  it("the schema of a card's modifiers takes each question's own shape and refuses the rest", () => {
    const validate = new Ajv({ allErrors: true, strict: false }).compile(modifiersSchema(rules));
    expect(validate([{ question: 'action-cost', when: { player: { power: 0 }, action: 'flip' }, add: 1 }, { question: 'can-win', when: { team: 'neutral' }, set: true }, { question: 'next-dealer', set: 'owner' }, { question: 'team', when: { player: 'others' }, set: 'evil' }])).toBe(true);
    for (const bad of [
      [{ question: 'action-cost', when: { action: 'jump' }, add: 1 }],
      [{ question: 'can-win', set: 3 }],
      [{ question: 'action-cost', ad: 1 }],
      [{ question: 'what-now', set: 1 }],
      [{ question: 'next-dealer' }],
      [{ question: 'team', set: 'purple' }],
      [{ question: 'action-cost', when: { player: { powr: 0 } }, add: 1 }],
    ]) expect(validate(bad), JSON.stringify(bad)).toBe(false);
  });
});
