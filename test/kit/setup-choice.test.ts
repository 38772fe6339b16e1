import { describe, expect, it } from 'vitest';
import { resolveSetupChoice, setupChoiceOption } from '../../games/kit/setup-choice.ts';

const modes = [{ id: 'classic' }, { id: 'specials' }];

describe('resolveSetupChoice', () => {
  it('picks the named entry, the first when none is named', () => {
    expect(resolveSetupChoice({ mode: 'specials' }, 'mode', modes)).toBe(modes[1]);
    expect(resolveSetupChoice(undefined, 'mode', modes)).toBe(modes[0]);
    expect(resolveSetupChoice({}, 'mode', modes)).toBe(modes[0]);
  });

  it('says why setup data cannot be played: not an object, another option, an unknown or prototype id', () => {
    expect(resolveSetupChoice(['specials'], 'mode', modes)).toBe('Setup data must be an object like { "mode": "classic" }.');
    expect(resolveSetupChoice({ variant: 'x' }, 'mode', modes)).toBe("Unknown setup option 'variant'; the only option is 'mode'.");
    expect(resolveSetupChoice({ mode: 'toString' }, 'mode', modes)).toBe("Unknown mode \"toString\"; choose one of 'classic', 'specials'.");
    expect(resolveSetupChoice(JSON.parse('{"__proto__": {"mode": "specials"}}'), 'mode', modes)).toBe("Unknown setup option '__proto__'; the only option is 'mode'.");
  });
});

describe('resolveSetupChoice with player counts', () => {
  const seated = [
    { id: 'duel', name: 'Duel', players: { min: 2, max: 2 } },
    { id: 'party', name: 'Party', players: { min: 3, max: 8 } },
  ];

  it('picks the first entry that seats the count, and refuses one chosen that does not', () => {
    expect(resolveSetupChoice(undefined, 'mode', seated, 5)).toBe(seated[1]);
    expect(resolveSetupChoice({ mode: 'duel' }, 'mode', seated, 5)).toBe('Duel mode needs 2 players, not 5.');
    expect(resolveSetupChoice(undefined, 'mode', seated, 9)).toBe('No mode plays with 9 players: Duel 2, Party 3 to 8.');
  });
});

describe('setupChoiceOption', () => {
  it('offers each entry by id and name, seating its own players or else the game\'s', () => {
    const option = setupChoiceOption('mode', 'Mode', [{ id: 'duel', name: 'Duel', players: { min: 2, max: 2 } }, { id: 'open', name: 'Open', summary: 'Anyone.' }], { min: 2, max: 6 });
    expect(option).toEqual({
      key: 'mode',
      label: 'Mode',
      choices: [
        { value: 'duel', label: 'Duel', minPlayers: 2, maxPlayers: 2 },
        { value: 'open', label: 'Open', summary: 'Anyone.', minPlayers: 2, maxPlayers: 6 },
      ],
    });
  });
});
