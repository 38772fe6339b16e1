import { buildDeck, factsOf } from '../kit/card-game/build-deck.ts';
import { cardScriptEngine } from '../kit/card-game/card-scripts.ts';
import type { CardMove, CardMoveContext } from '../kit/card-game/card-moves.ts';
import { cardsIn, drawable, drawCards, moveCards } from '../kit/card-game/table-ops.ts';
import { zoneKey } from '../kit/card-game/table-state.ts';
import { nextSeat } from '../kit/card-game/turn-order.ts';
import { keptForLast } from '../kit/kept-for-last.ts';
import { perContent } from '../kit/per-content.ts';
import { arg } from '../kit/rules/move-args.ts';
import { violation } from '../kit/violation.ts';
import type { EightsContent } from './content-types.ts';
import type { EightsGameover, EightsLogEntry, EightsState } from './state.ts';
import { eightsVocabulary } from './vocabulary.ts';

const hand = (seat: string) => zoneKey('hand', seat);
const log = (G: EightsState, entry: EightsLogEntry) => void (G.log = [...G.log, entry].slice(-20));

/** Crazy Eights' rules over one content: which card may be played, the three moves, and the end. */
export const eightsRules = perContent((content: EightsContent) => {
  const { table, rules } = content;
  const deck = buildDeck(table.deck);
  const suits = 'suits' in table.deck ? table.deck.suits : [];
  const engine = cardScriptEngine(eightsVocabulary, table, deck);
  const fact = (card: string | undefined, name: string) => (card === undefined ? undefined : factsOf(deck, card)[name]);
  const isWild = (card: string) => fact(card, 'rank') === rules.wild;

  /** Whether `card` may go on the discard pile now: an eight always; else the called suit, or the top card's suit or rank. */
  const matches = (G: EightsState, card: string, top = G.zones.discard[0]) =>
    isWild(card) || (G.calledSuit !== null ? fact(card, 'suit') === G.calledSuit : fact(card, 'suit') === fact(top, 'suit') || fact(card, 'rank') === fact(top, 'rank'));
  const playableByHand = keptForLast<readonly string[], readonly string[]>();
  /** After drawing, only the card just drawn may be played (it went to the end of the hand); kept for the last hand list (kit kept-for-last.ts). */
  const playable = (G: EightsState, seat: string, held = G.zones[hand(seat)], drew = G.drawnThisTurn > 0) =>
    playableByHand(held, [G.zones.discard[0], G.calledSuit, drew], () => (drew ? held.slice(-1) : held).filter((card) => matches(G, card)));

  /** A special's script, then what it did as the log tells it: skips, a reverse, cards drawn, a reshuffle. */
  const fireSpecial = ({ G, seat, ctx, runScript }: CardMoveContext<EightsState>, card: string) => {
    const special = rules.modes.find((m) => m.id === G.mode)?.specials.find((s) => s.rank === fact(card, 'rank'));
    if (!special) return;
    const before = { ...G.order, discard: G.zones.discard.length, hands: ctx.playOrder.map((s) => G.zones[hand(s)].length) };
    runScript({ script: special.script, owner: seat, self: card });
    G.stats.specials++;
    if (G.order.skip > before.skip) log(G, { seat: nextSeat({ ...G.order, skip: 0 }, ctx.playOrder, seat), kind: 'skip' });
    if (G.order.direction !== before.direction) log(G, { seat, kind: 'reverse' });
    if (G.zones.discard.length < before.discard) noteReshuffle(G, seat);
    ctx.playOrder.forEach((s, i) => G.zones[hand(s)].length > before.hands[i] && log(G, { seat: s, kind: 'draw' }));
  };
  const noteReshuffle = (G: EightsState, seat: string) => void (G.stats.reshuffles++, log(G, { seat, kind: 'reshuffle' }));

  const moves: Record<string, CardMove<EightsState>> = {
    play: {
      label: 'Play a card',
      args: [arg.card<EightsState>('card', 'hand', ({ G, playerID }) => cardsIn(G, hand(playerID ?? ''))), arg.optional(arg.choice('suit', suits))],
      check: (G, seat, card: string, suit?: string) => {
        const why = G.drawnThisTurn > 0 ? 'After drawing, only the card you just drew may be played, if it matches.'
          : 'Play an eight, or a card of the suit or rank on top of the discard pile (the named suit after an eight).';
        if (!playable(G, seat).includes(card)) return violation('no-match', why);
        if (isWild(card) !== (suit !== undefined)) return violation('suit', isWild(card) ? 'Name a suit for your eight.' : 'Only an eight names a suit.');
        return undefined;
      },
      apply: (context, card: string, suit?: string) => {
        const { G, seat } = context;
        moveCards(G, hand(seat), 'discard', [card]);
        G.calledSuit = suit ?? null;
        G.passes = 0;
        if (isWild(card)) G.stats.eights++;
        log(G, { seat, kind: 'play', card, ...(suit === undefined ? {} : { suit }) });
        // The hand is over the moment it empties: the last card's special does not happen.
        if (G.zones[hand(seat)].length > 0) fireSpecial(context, card);
        return 'end-turn';
      },
      dropsOn: 'discard',
    },
    draw: {
      label: 'Draw a card',
      args: [],
      check: (G, seat) => {
        if (G.drawnThisTurn > 0 && playable(G, seat).length > 0) return violation('drew-playable', 'You drew a card you can play: play it.');
        return drawable(G, table.zones, 'draw') > 0 ? undefined : violation('nothing-to-draw', 'The stock and the discard pile under its top card are empty: pass if you cannot play.');
      },
      apply: ({ G, seat, random }) => {
        if (drawCards(G, table.zones, 'draw', hand(seat), 1, random.Shuffle).reshuffled) noteReshuffle(G, seat);
        G.drawnThisTurn++;
        log(G, { seat, kind: 'draw' });
      },
      clicks: 'draw',
    },
    pass: {
      label: 'Pass',
      args: [],
      check: (G, seat) => (playable(G, seat).length > 0 || drawable(G, table.zones, 'draw') > 0 ? violation('can-act', 'You can still play or draw a card.') : undefined),
      apply: ({ G, seat }) => {
        G.passes++;
        log(G, { seat, kind: 'pass' });
        return 'end-turn';
      },
    },
  };

  const handTotal = (G: EightsState, seat: string) => G.zones[hand(seat)].reduce((sum, card) => sum + Number(fact(card, 'points') ?? 0), 0);

  /** Over when a hand is empty, or blocked once every seat passed in a row: then the lowest hand wins, a tie wins for no one. */
  const outcome = (G: EightsState, seats: readonly string[]): EightsGameover | undefined => {
    const out = seats.find((seat) => G.zones[hand(seat)].length === 0);
    if (out === undefined && G.passes < seats.length) return undefined;
    const handTotals = Object.fromEntries(seats.map((seat) => [seat, handTotal(G, seat)]));
    const lowest = seats.filter((seat) => handTotals[seat] === Math.min(...Object.values(handTotals)));
    const winner = out ?? (lowest.length === 1 ? lowest[0] : null);
    const others = seats.reduce((sum, seat) => sum + (seat === winner ? 0 : handTotals[seat]), 0);
    return { winner, scores: Object.fromEntries(seats.map((seat) => [seat, seat === winner ? others : 0])), handTotals, blocked: out === undefined };
  };

  return { deck, engine, moves, outcome, isWild, fact, matches };
});
