import { describe, expect, it } from 'vitest';
import { requestOf } from '../../games/bias-effect/bots/choices.ts';
import type { Reading } from '../../games/bias-effect/bots/reader.ts';
import { botSeat } from '../../games/bias-effect/bots/seat.ts';
import { simOf, type Sim } from '../../games/bias-effect/bots/sim.ts';
import { viewFor } from '../../games/bias-effect/rules/view.ts';
import type { PlayerID } from '../../games/bias-effect/state.ts';
import { content, prepared, start } from './support.ts';

// A state's players and content's steps are frozen, as the engine and the loader leave them.
const view = viewFor(start(prepared({ identities: ['left', 'right', 'moderate'] })).G, '0');
const seat = botSeat({ ...view, players: Object.freeze([...view.players]) as PlayerID[] }, content, '0');
const reading = (owner: PlayerID): Reading => ({ seat, owner, winner: owner, env: {} });
const shieldedBy = (sim: Sim, owner: PlayerID): Sim => ({ ...sim, effects: [{ effect: 'firewall', owner }] });

describe("the Bias Effect bot's requests kept per step, match, chooser and players offered", () => {
  it('gives every owner, chooser and shield the request a fresh one would be, and the same one again', () => {
    const steps = [
      ['choose-player', Object.freeze({ as: 'target', prompt: 'Whom?' })],
      ['choose-player', Object.freeze({ as: 'target', prompt: 'Whom?', among: 'any' })],
      ['choose-player', Object.freeze({ as: 'target', prompt: 'Whom?', among: 'any', optional: true, 'unless-protected-by': 'firewall' })],
      ['choose-player', Object.freeze({ as: 'target', prompt: 'Whom?', chooser: 'next' })],
      ['choose-option', Object.freeze({ as: 'pick', prompt: 'Which?', options: [{ id: 'a' }, { id: 'b' }, { id: 'a' }] })],
    ] as const;
    const plain = simOf(seat.view, '0');
    for (const [name, args] of steps) {
      for (const sim of [plain, shieldedBy(plain, '1'), shieldedBy(plain, '2')]) {
        for (const owner of seat.view.players) {
          // A copy of the step is not frozen: worked out afresh.
          const fresh = requestOf(reading(owner), sim, name, { ...args });
          const kept = requestOf(reading(owner), sim, name, args);
          expect(kept, `${name} ${JSON.stringify(args)} owner ${owner}`).toEqual(fresh);
          expect(requestOf(reading(owner), sim, name, args)).toBe(kept);
        }
      }
    }
  });

  it('reads the owner as often as a fresh request does (owner-chooses.ts counts the reads)', () => {
    const args = Object.freeze({ as: 'target', prompt: 'Whom?' });
    const counted = (frozen: boolean) => {
      let reads = 0;
      const r: Reading = {
        seat,
        get owner() {
          reads++;
          return '1';
        },
        winner: '1',
        env: {},
      };
      requestOf(r, simOf(seat.view, '0'), 'choose-player', frozen ? args : { ...args });
      return reads;
    };
    expect(counted(true)).toBe(counted(false));
    expect(counted(true)).toBe(counted(false));
  });
});
