import { describe, expect, it } from 'vitest';
import { resolveSetups, setupLabel } from '../../../games/kit/simulate/setup-choices.ts';
import { tinyContent, tinyModule } from './fixtures/tiny-game.ts';

const options = tinyModule().setupOptions(tinyContent);

describe('resolveSetups', () => {
  it('plays every value that seats the players when an option is left open', () => {
    expect(resolveSetups(options, {}, 3)).toEqual({ setups: [{ length: 'short' }, { length: 'long' }] });
    expect(resolveSetups(options, {}, 4)).toEqual({ setups: [{ length: 'short' }] });
  });

  it('keeps a value the user chose', () => {
    expect(resolveSetups(options, { length: 'long' }, 2)).toEqual({ setups: [{ length: 'long' }] });
  });

  it('explains an unknown option, an unknown value and a player count the value does not seat', () => {
    expect(resolveSetups(options, { speed: 'fast' }, 3)).toEqual({ error: "unknown option 'speed'; this game's options: length" });
    expect(resolveSetups(options, { length: 'medium' }, 3)).toEqual({
      error: 'length=medium is not allowed; choose one of: short, long',
    });
    expect(resolveSetups(options, { length: 'long' }, 4)).toEqual({ error: 'length=long is for 2 to 3 players, not 4' });
    expect(resolveSetups(options, {}, 6)).toEqual({
      error: 'no length seats 6 players (short: 2 to 4 players; long: 2 to 3 players)',
    });
  });

  it('labels a setup as the command line writes it', () => {
    expect(setupLabel({ length: 'long' })).toBe('length=long');
  });
});
