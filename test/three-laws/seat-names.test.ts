import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { LawDef } from '../../games/three-laws/content-types.ts';
import { applyCallError } from '../../games/three-laws/rules/error-call.ts';
import { checkNameSeat } from '../../games/three-laws/rules/seat-names.ts';
import type { Act } from '../../games/three-laws/state.ts';
import { viewFor } from '../../games/three-laws/rules/view.ts';
import { content, play, prepared, start } from './support.ts';

beforeAll(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));

const FIVE = ['android-1', 'android-2', 'ai-1', 'ai-2', 'robot-1'];
const ANONYMOUS: LawDef = { id: 'anonymous-units', name: 'Anonymous Units', text: "Never say a player's name.", check: { acts: ['question', 'answer'], text: [{ noPlayerNames: true }] } };

describe('players’ names', () => {
  it('a seat gives the table its name: public, once per name, 1 to 40 characters, seats only', () => {
    const state = start(prepared({ cards: FIVE }));
    const named = play(state, ['0', 'nameSeat', 'Ada'], ['3', 'nameSeat', 'Dana Scully']);
    expect(named.G.names).toEqual({ 0: 'Ada', 3: 'Dana Scully' });
    expect(viewFor(named.G, null).names).toEqual({ 0: 'Ada', 3: 'Dana Scully' });
    expect(checkNameSeat(named.G, '0', 'Ada')?.code).toBe('same-name');
    expect(checkNameSeat(named.G, '0', 'Ada Lovelace')).toBeUndefined();
    expect(checkNameSeat(named.G, '1', '  ')?.code).toBe('bad-name');
    expect(checkNameSeat(named.G, '1', 'x'.repeat(41))?.code).toBe('bad-name');
    expect(checkNameSeat(named.G, '1', 7)?.code).toBe('bad-name');
    expect(checkNameSeat(named.G, null, 'Spy')?.code).toBe('not-seated');
    // Naming is not a play move: the query goes on as it was.
    expect(named.G.step).toEqual(state.G.step);
  });

  it('Anonymous Units is judged by the names the seats gave the game', () => {
    const rules = { ...content, laws: { laws: [...content.laws.laws, ANONYMOUS] } };
    const question: Act = { id: 'r2-1', kind: 'question', by: '0', to: '1', text: 'Am I with Cy?' };
    const asked = { ...prepared({ cards: FIVE, lawsInForce: ['anonymous-units'] }), acts: [question] };
    const called = applyCallError({ ...asked, names: { 2: 'Cy' } }, rules, '3', 'r2-1');
    expect(called.calls[0]).toMatchObject({ verdict: 'upheld' });
    expect(called.calls[0].reasons.join()).toMatch(/"Cy" is a player’s name/);
    // Before a seat has named itself, its name is no one's to know: the call is wrong.
    expect(applyCallError({ ...asked, names: {} }, rules, '3', 'r2-1').calls[0]).toMatchObject({ verdict: 'rejected' });
  });
});
