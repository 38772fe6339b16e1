import { beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_MESSAGE_LENGTH } from '../../games/three-laws/rules/acts.ts';
import { checkAnswer, checkAsk } from '../../games/three-laws/rules/query.ts';
import { content, play, prepared, refused, start } from './support.ts';

// boardgame.io logs every refused move: the refusals here are the point.
beforeAll(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));

const FIVE = ['android-1', 'android-2', 'ai-1', 'ai-2', 'robot-1'];

describe('the Query', () => {
  it('goes around clockwise from the start player, each asking once; then the Transfer begins with the start player', () => {
    let state = start(prepared({ cards: FIVE, startPlayer: '3' }));
    const askers: string[] = [];
    while (state.G.step.kind === 'query-ask') {
      const asker = state.G.step.current;
      askers.push(asker);
      const target = asker === '0' ? '1' : '0';
      state = play(state, [asker, 'ask', target, 'Top rank?'], [target, 'answer', 'No']);
    }
    expect(askers).toEqual(['3', '4', '0', '1', '2']);
    expect(state.G.step).toEqual({ kind: 'transfer', current: '3' });
    expect(state.G.acts.map((a) => `${a.kind}:${a.by}>${a.to}`).slice(0, 4)).toEqual(['question:3>0', 'answer:0>3', 'question:4>0', 'answer:0>4']);
  });

  it('only the current player asks, and never themselves; the question waits for its answer', () => {
    const state = start(prepared({ cards: FIVE }));
    refused(state, '1', 'ask', '2', 'Top rank?');
    refused(state, null, 'ask', '2', 'Top rank?');
    refused(state, '0', 'ask', '0', 'Top rank?');
    refused(state, '0', 'ask', '9', 'Top rank?');
    const G = state.G;
    expect(checkAsk(G, content, '1', '2', 'Top rank?')?.code).toBe('not-your-query');
    expect(checkAsk(G, content, '0', '0', 'Top rank?')?.code).toBe('bad-target');
    const asked = play(state, ['0', 'ask', '2', 'Top rank?']);
    expect(asked.G.step).toEqual({ kind: 'query-answer', current: '0', target: '2' });
    refused(asked, '0', 'ask', '3', 'Top rank?');
    expect(checkAsk(asked.G, content, '0', '3', 'Top rank?')?.code).toBe('not-query');
  });

  it('only the player asked answers, truthfully or not, and the answer is recorded as said', () => {
    const state = play(start(prepared({ cards: FIVE })), ['0', 'ask', '2', 'Top rank?']);
    for (const other of ['0', '1', '3', '4']) {
      refused(state, other, 'answer', 'Yes');
      expect(checkAnswer(state.G, content, other, 'Yes')?.code).toBe('not-asked');
    }
    refused(state, null, 'answer', 'Yes');
    // Seat 0 is android-1 and seat 1 sees android-2 higher: a lie is allowed.
    const answered = play(state, ['2', 'answer', 'Yes, the very top.']);
    expect(answered.G.acts[1]).toEqual({ id: 'r2-2', kind: 'answer', by: '2', to: '0', text: 'Yes, the very top.' });
    expect(answered.G.step).toEqual({ kind: 'query-ask', current: '1' });
  });

  it('a message is not empty and at most 240 characters', () => {
    const state = start(prepared({ cards: FIVE }));
    expect(MAX_MESSAGE_LENGTH).toBe(240);
    expect(checkAsk(state.G, content, '0', '1', '   ')?.code).toBe('empty-message');
    expect(checkAsk(state.G, content, '0', '1', 42)?.code).toBe('empty-message');
    expect(checkAsk(state.G, content, '0', '1', `${'a'.repeat(240)}`)).toBeUndefined();
    expect(checkAsk(state.G, content, '0', '1', `${'a'.repeat(241)}`)?.code).toBe('message-too-long');
    refused(state, '0', 'ask', '1', 'a'.repeat(241));
    const asked = play(state, ['0', 'ask', '1', 'Top rank?']);
    expect(checkAnswer(asked.G, content, '1', '')?.code).toBe('empty-message');
    expect(checkAnswer(asked.G, content, '1', 'b'.repeat(241))?.code).toBe('message-too-long');
  });

  it('a template travels as the asker’s table sent it, each slot filled with a fitting value', () => {
    const state = start(prepared({ cards: FIVE }));
    const use = { id: 'same-faction', params: { player: '3' } };
    // The engine knows no player names: the text is the table's, checked only as a message.
    const asked = play(state, ['0', 'ask', '1', 'Beep: same faction as Dana?', use]);
    expect(asked.G.acts[0]).toEqual({ id: 'r2-1', kind: 'question', by: '0', to: '1', text: 'Beep: same faction as Dana?', template: use });
    expect(checkAsk(state.G, content, '0', '1', 'Q?', { id: 'same-faction', params: { player: '1' } })?.message).toBe('Name a third player: neither you nor the one you ask.');
    expect(checkAsk(state.G, content, '0', '1', 'Q?', { id: 'same-faction', params: { player: '0' } })?.code).toBe('bad-template');
    expect(checkAsk(state.G, content, '0', '1', 'Q?', { id: 'rank-at-least', params: { rank: 9 } })?.code).toBe('bad-template');
    expect(checkAsk(state.G, content, '0', '1', 'Q?', { id: 'count-faction', params: { faction: 'robot' } })).toBeUndefined();
    expect(checkAsk(state.G, content, '0', '1', 'Q?', { id: 'count-faction', params: { faction: 'alien' } })?.code).toBe('bad-template');
    expect(checkAsk(state.G, content, '0', '1', 'Q?', { id: 'no-such', params: {} })?.code).toBe('bad-template');
    expect(checkAsk(state.G, content, '0', '1', 'Q?', { id: 'highest-rank', params: { extra: 1 } })?.code).toBe('bad-template');
    refused(state, '0', 'ask', '1', 'Q?', { id: 'same-faction', params: { player: '1' } });
  });

  it('a typed question carries no template: none, undefined, or the null an undefined becomes on the wire', () => {
    const state = start(prepared({ cards: FIVE }));
    for (const none of [undefined, null]) {
      expect(checkAsk(state.G, content, '0', '1', 'Who leads?', none)).toBeUndefined();
      const asked = play(state, ['0', 'ask', '1', 'Who leads?', none]);
      expect(asked.G.acts[0]).toEqual({ id: 'r2-1', kind: 'question', by: '0', to: '1', text: 'Who leads?' });
    }
  });
});
