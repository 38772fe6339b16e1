import { describe, expect, it } from 'vitest';
import { playedFixtures } from '../../stories/bias-effect/played.ts';
import { biasAttention } from '../../ui/boards/bias-effect/attention.ts';
import { content, props } from './bias-effect-support.ts';

const played = playedFixtures(content);
/** Each seat's call in a state, in seat order (Ada, Bo, Cy). */
const calls = (state: keyof typeof played) => played[state].G.players.map((p) => biasAttention(props(played[state], p)).call);

describe('Bias Effect attention', () => {
  it("calls 'Your turn' for whoever has still to trade in or bid", () => {
    expect(calls('tradeOpen')).toEqual([undefined, 'Your turn', undefined]);
    expect(calls('bidsHidden')).toEqual(['Your turn', undefined, undefined]);
    expect(biasAttention(props(played.bidsHidden, null))).toEqual({ messages: [] });
  });

  it("calls 'Your turn' for the bid winner and the player whose Algorithm turn it is, and tells the bids", () => {
    expect(calls('bidsRevealed')).toEqual(['Your turn', undefined, undefined]);
    expect(biasAttention(props(played.bidsRevealed, '1')).messages.map((m) => m.key)).toEqual(['bids-r2']);
    expect(calls('lifeLit')).toEqual(['Your turn', undefined, undefined]);
  });

  it("calls 'Decide' for the player a card waits on, and no one else", () => {
    expect(calls('pendingDecision')).toEqual([undefined, 'Decide', undefined]);
    expect(calls('lifeDecision')).toEqual(['Decide', undefined, undefined]);
  });

  it('tells everyone the end', () => {
    expect(biasAttention(props(played.gameOverWinner, '0')).messages).toEqual([{ key: 'gameover', text: 'The A.I. is autonomous. Ada wins. You won!' }]);
    expect(biasAttention(props(played.gameOverNobody, '0')).messages).toEqual([{ key: 'gameover', text: 'The A.I. is autonomous. Nobody wins.' }]);
  });
});
