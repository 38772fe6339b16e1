import { describe, expect, it } from 'vitest';
import { playedFixtures } from '../../stories/evil-robots/played.ts';
import { evilAttention } from '../../ui/boards/evil-robots/attention.ts';
import { content, props } from './evil-robots-support.ts';

const played = playedFixtures(content);
/** Each seat's call in a state, in seat order (Ada, Bo, Cy, Dee). */
const calls = (state: keyof typeof played) => played[state].G.players.map((p) => evilAttention(props(played[state], p)).call);

describe('Evil Robots attention', () => {
  it("calls 'Your turn' for whoever may still claim the card on offer, and the Dealer who must choose or hand out zeros", () => {
    expect(calls('countdownOffer')).toEqual([undefined, undefined, 'Your turn', undefined]);
    expect(calls('dealerChoosing')).toEqual(['Your turn', undefined, undefined, undefined]);
    expect(calls('zeros')).toEqual(['Your turn', undefined, undefined, undefined]);
    expect(evilAttention(props(played.countdownOffer, null))).toEqual({ messages: [] });
  });

  it("calls 'Your turn' on a turn and a Reveal-phase moment, 'Decide' while a card waits", () => {
    expect(calls('turnSpending')).toEqual([undefined, undefined, 'Your turn', undefined]);
    expect(calls('decision')).toEqual([undefined, undefined, 'Decide', undefined]);
    expect(calls('revealPhase')).toEqual([undefined, 'Your turn', undefined, undefined]);
  });

  it('calls the winners who have a split to answer, tells them the proposal and everyone the round', () => {
    const { G } = played.splitProposed;
    if (G.step.kind !== 'split') throw new Error('the fixture is not at the split');
    const [proposer, other] = G.step.winners;
    expect(evilAttention(props(played.splitProposed, other)).call).toBe('Your turn');
    expect(evilAttention(props(played.splitProposed, proposer)).call).toBeUndefined();
    expect(evilAttention(props(played.splitProposed, other)).messages.map((m) => m.key)).toEqual([`showdown-r${G.round}`, expect.stringMatching(/^split-/)]);
  });

  it('calls everyone to the clean-up and the winners to the path vote, and tells everyone the end', () => {
    expect(calls('keep')).toEqual(['Your turn', 'Your turn', 'Your turn', 'Your turn']);
    const { G } = played.pathVote;
    if (G.step.kind !== 'path') throw new Error('the fixture is not at the path vote');
    expect(calls('pathVote')).toEqual(G.players.map((p) => (G.step.kind === 'path' && G.step.winners.includes(p) ? 'Your turn' : undefined)));
    const over = evilAttention(props(played.gameOver, G.step.winners[0]));
    expect(over.messages).toEqual([{ key: 'gameover', text: expect.stringMatching(/^Game over: .* wins; the robots take the (Good|Evil) path\. You won!$/) }]);
  });
});
