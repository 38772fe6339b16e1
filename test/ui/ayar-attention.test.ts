import type { Ctx } from 'boardgame.io';
import { describe, expect, it } from 'vitest';
import { teamOfCard } from '../../games/are-you-a-robot/rules/deal.ts';
import { applyAccept, applyDecline, applyOffer, applyWithdraw } from '../../games/are-you-a-robot/rules/handshake.ts';
import type { Step } from '../../games/are-you-a-robot/rules/outcome.ts';
import { viewFor } from '../../games/are-you-a-robot/rules/view.ts';
import { applyZap } from '../../games/are-you-a-robot/rules/zap.ts';
import type { AyarGameover, AyarState } from '../../games/are-you-a-robot/state.ts';
import { ayarAttention } from '../../ui/boards/are-you-a-robot/attention.ts';
import type { AyarTableProps } from '../../ui/boards/are-you-a-robot/table-props.ts';
import { content, keepOrder, mode, prepared } from '../are-you-a-robot/support.ts';

const H = 'human' as const;
const R = 'robot' as const;
const NAMES = ['Ada', 'Bo', 'Cy', 'Dee', 'Eli'];
const noop = () => {};

/** The table's props for one viewer, as the live board would build them from the server's state. */
function props(G: AyarState, viewer: string | null, gameover?: AyarGameover): AyarTableProps {
  const ctx = { numPlayers: G.players.length, playOrder: [...G.players], playOrderPos: 0, activePlayers: null, currentPlayer: '0', turn: 1, phase: 'default', gameover } as Ctx & { gameover?: AyarGameover };
  return {
    G: viewFor(G, viewer),
    ctx,
    playerID: viewer,
    moves: { zap: noop, offerHandshake: noop, withdrawHandshake: noop, acceptHandshake: noop, declineHandshake: noop, declareRevolution: noop },
    matchData: G.players.map((id) => ({ id: Number(id), name: NAMES[Number(id)] })),
    chatMessages: [],
    sendChatMessage: noop,
    content,
  };
}

const attention = (G: AyarState, viewer: string | null, gameover?: AyarGameover) => ayarAttention(props(G, viewer, gameover));
const keys = (G: AyarState, viewer: string | null, gameover?: AyarGameover) => attention(G, viewer, gameover).messages.map((m) => m.key);

/** A shuffle that deals the added Robot card to the first Human still in the game. */
const robotFirst = <T>(items: T[]): T[] => [items[items.length - 1], ...items.slice(0, -1)];
const zap = (G: AyarState, shooter: string, victim: string, shuffle = keepOrder): Step =>
  applyZap(G, mode(G.mode), shooter, victim, { shuffle, teamOf: (id) => teamOfCard(content, id) });

describe('Are You A Robot? attention: a game without turns', () => {
  const start = prepared('schrodinger', [H, H, R, H], [H]);

  it('asks nothing of anyone at the start, and never says "Your turn"', () => {
    for (const viewer of ['0', '1', '2', '3', null]) {
      expect(attention(start, viewer)).toEqual({ messages: [] });
    }
  });

  it('calls "Decide" for the player offered a handshake, and only for them, with a message naming the offerer', () => {
    const offered = applyOffer(start, '0', '1');
    const bo = attention(offered, '1');
    expect(bo.call).toBe('Decide');
    expect(bo.messages).toEqual([{ key: 'offer-0', text: expect.stringContaining('Ada offers you a handshake') }]);
    for (const viewer of ['0', '2', '3', null]) {
      expect(attention(offered, viewer).call).toBeUndefined();
      expect(keys(offered, viewer)).toEqual([]);
    }
  });

  it('keeps the offer key while the offer stands, and gives a new offer a new key', () => {
    const offered = applyOffer(start, '0', '1');
    const later = applyOffer(offered, '3', '2'); // something else happens meanwhile
    expect(keys(later, '1')).toEqual(['offer-0']);
    const withdrawn = applyWithdraw(later, '0');
    expect(attention(withdrawn, '1').call).toBeUndefined();
    expect(attention(withdrawn, '1').messages).toEqual([{ key: 'withdrawn-2', text: 'Ada withdrew the handshake offered to you.' }]);
    const again = applyOffer(withdrawn, '0', '1');
    expect(keys(again, '1')).toEqual(['withdrawn-2', 'offer-3']);
  });

  it('tells the offerer their handshake was declined', () => {
    const declined = applyDecline(applyOffer(start, '0', '1'), '0', '1');
    expect(attention(declined, '0').messages).toEqual([{ key: 'declined-1', text: 'Bo declined your handshake.' }]);
    expect(attention(declined, '1')).toEqual({ messages: [] });
  });

  it('at the end: no call even with an offer in the state, a message for everyone, the verdict for players only', () => {
    const step = applyAccept(applyOffer(start, '0', '1'), '0', '1');
    const over = step.gameover!;
    const ended = { ...step.G, offers: [{ from: '3', to: '1' }] };
    const bo = attention(ended, '1', over);
    expect(bo.call).toBeUndefined();
    // Two Humans shook hands while Cy, the Robot, was in the game.
    expect(bo.messages.at(-1)).toEqual({ key: 'gameover', text: expect.stringMatching(/^The Robots win\. .* You lost\.$/) });
    expect(attention(ended, '0', over).messages.at(-1)?.text).toMatch(/You lost\.$/);
    expect(attention(ended, '2', over).messages.at(-1)?.text).toMatch(/You won\.$/);
    expect(attention(ended, null, over).messages).toEqual([{ key: 'gameover', text: expect.not.stringMatching(/You (won|lost)/) }]);
  });
});

describe('Are You A Robot? attention: zaps and conversions (Extended)', () => {
  // Ada is the Robot; Bo zaps Cy, a Human: Bo is out, and the new Robot card goes to Cy.
  const start = prepared('extended', [R, H, H, H, H], [H]);
  const { G } = zap(start, '1', '2', robotFirst);

  it('tells the victim who zapped them and that their card was shown', () => {
    expect(attention(G, '2').messages[0]).toEqual({ key: 'zapped-0', text: 'Bo zapped you: your card, Human, is shown to everyone.' });
  });

  it('tells the shooter they are out, that they may watch and talk again at the end, and nothing of the deal they left', () => {
    const bo = attention(G, '1');
    expect(bo.messages).toEqual([{ key: 'out', text: expect.stringMatching(/^You are out of the game: removed for shooting a Human\..*talk again when the game ends/) }]);
  });

  it('tells the witness Robot what the conversion showed, and each Human dealt again their card now', () => {
    expect(attention(G, '0').messages).toEqual([{ key: 'conversion-2', text: 'Conversion 1: as a Robot you watched the deal: Cy received the new Robot card.' }]);
    expect(attention(G, '2').messages[1]).toEqual({ key: 'conversion-2', text: expect.stringContaining('Your card is now: Robot.') });
    expect(attention(G, '3').messages).toEqual([{ key: 'conversion-2', text: expect.stringContaining('Your card is now: Human.') }]);
    expect(keys(G, null)).toEqual([]);
  });

  it('a zapped Robot hears they were zapped and that they are out; keys already shown stay the same', () => {
    const before = keys(G, '3');
    const { G: after, gameover } = zap(G, '3', '0');
    expect(gameover).toBeUndefined(); // Cy still holds a Robot card
    const ada = attention(after, '0').messages;
    expect(ada.map((m) => m.key)).toEqual(['conversion-2', 'zapped-3', 'out']);
    expect(ada[1].text).toBe('Dee zapped you: your card, Robot, is shown to everyone.');
    expect(ada[2].text).toMatch(/^You are out of the game: zapped as a Robot\./);
    expect(keys(after, '3').slice(0, before.length)).toEqual(before);
    // An older conversion no longer claims to know the card now.
    expect(attention(after, '3').messages[0].text).toMatch(/Your card is now: Human\.$/);
  });
});
