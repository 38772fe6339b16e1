import type { State } from 'boardgame.io';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { BiasState, BiasView } from '../../games/bias-effect/state.ts';
import { brokenIn, game, one, play, prepared, quietRound, start, tieRound, tradeAll } from './support.ts';

beforeAll(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));

const IDENTITIES = ['left', 'right', 'moderate'];
const SEATS = ['0', '1', '2'];

/** What boardgame.io sends a seat, or a spectator (null). */
const seen = (state: State<BiasState>, viewer: string | null) => game.playerView!({ G: state.G, ctx: state.ctx, playerID: viewer }) as unknown as BiasView;

/** Round 2, a Belief programmed in round 1, two of three bids in. */
function midBidding(): State<BiasState> {
  let state = start(prepared({ identities: IDENTITIES, mind: [one('right-a')] }));
  state = quietRound(state);
  state = tradeAll(state, { 2: state.G.hands['2'][0] });
  return play(state, ['0', 'bid', 4], ['2', 'bid', 1]);
}

/** Each card id as the JSON of a view would spell it. */
const quoted = (cards: readonly string[]) => cards.map((c) => JSON.stringify(c));

describe('what each viewer receives', () => {
  it('a seat sees its own hand and counts of the others', () => {
    const state = midBidding();
    for (const seat of SEATS) {
      const view = seen(state, seat);
      expect(view.me).toBe(seat);
      expect(view.hand).toEqual(state.G.hands[seat]);
      expect(view.handCounts).toEqual(Object.fromEntries(SEATS.map((p) => [p, state.G.hands[p].length])));
      expect((view as unknown as Record<string, unknown>).hands).toBeUndefined();
      const text = JSON.stringify(view);
      for (const other of SEATS.filter((p) => p !== seat)) for (const card of quoted(state.G.hands[other])) expect(text, `seat ${seat} sees ${card}`).not.toContain(card);
      // What is public reaches every seat: identities, chips, the mind, the discards, the round so far.
      expect(view).toMatchObject({ identities: state.G.identities, chips: state.G.chips, mind: state.G.mind, algorithmDiscard: state.G.algorithmDiscard, beliefDiscard: state.G.beliefDiscard, belief: state.G.belief, round: state.G.round });
    }
  });

  it('a spectator sees no hand and no sealed value', () => {
    const state = midBidding();
    const allHands = SEATS.flatMap((p) => state.G.hands[p]);
    for (const spectator of [null, '7']) {
      const view = seen(state, spectator);
      expect(view.me).toBeNull();
      expect(view.hand).toEqual([]);
      expect(view.handCounts).toEqual(Object.fromEntries(SEATS.map((p) => [p, state.G.hands[p].length])));
      const text = JSON.stringify(view);
      for (const card of quoted(allHands)) expect(text).not.toContain(card);
      expect(view.step).toMatchObject({ kind: 'bid', sealed: { committed: ['0', '2'], values: {}, revealed: false } });
    }
    // A trade choice is as sealed as a bid.
    const trading = play(start(prepared({ identities: IDENTITIES })), ['1', 'trade', one('fixture-take')]);
    expect(seen(trading, null).step).toMatchObject({ kind: 'trade', sealed: { committed: ['1'], values: {} } });
    expect(JSON.stringify(seen(trading, null))).not.toContain(one('fixture-take'));
    // A card's question: only the one deciding sees its options.
    const asking = play(tieRound(start(prepared({ identities: IDENTITIES, hands: { 0: [one('fixture-take')] } }))), ['0', 'playAlgorithm', one('fixture-take')]);
    expect(seen(asking, '0').scripts.running?.pending).toMatchObject({ player: '0', options: ['1', '2'] });
    for (const viewer of ['1', null]) expect(seen(asking, viewer).scripts.running?.pending).toMatchObject({ player: '0', options: [] });
    expect(brokenIn(asking)).toEqual([]);
  });

  it('the decks are counts in every view', () => {
    const state = midBidding();
    for (const viewer of [...SEATS, null]) {
      const view = seen(state, viewer) as BiasView & Record<string, unknown>;
      for (const secret of ['algorithmDeck', 'beliefDeck', 'lifeDeck', 'hands']) expect(view[secret], secret).toBeUndefined();
      expect([view.algorithmDeckCount, view.beliefDeckCount, view.lifeDeckCount]).toEqual([state.G.algorithmDeck.length, state.G.beliefDeck.length, state.G.lifeDeck.length]);
      const text = JSON.stringify(view);
      for (const card of quoted([...state.G.algorithmDeck, ...state.G.beliefDeck, ...state.G.lifeDeck])) expect(text, `${viewer} sees ${card}`).not.toContain(card);
    }
  });
});
