import type { FactionCard, PlayerID, ThreeLawsState, ThreeLawsView } from '../state.ts';
import { isSeat } from './table.ts';

// What a seat sees of the cards changes only with the deal and the Reveal, and the VP counts only
// when VP is dealt, while every seat's view is built at every step: each is made once per frozen
// record of the state, frozen and shared by the views (bots key what they add up from them by identity).
const cardsKept = new WeakMap<Record<PlayerID, FactionCard>, Map<string, Readonly<Record<PlayerID, FactionCard>>>>();
const vpCountsKept = new WeakMap<Record<PlayerID, number[]>, Readonly<Record<PlayerID, number>>>();

function cardsSeen(G: ThreeLawsState, seat: PlayerID | null, revealed: boolean): Record<PlayerID, FactionCard> {
  // A seat id is never '*' or '': the keys for everyone and for a spectator.
  const who = revealed ? '*' : (seat ?? '');
  let bySeat = cardsKept.get(G.cards);
  const kept = bySeat?.get(who);
  if (kept) return kept;
  const cards: Record<PlayerID, FactionCard> = {};
  for (const p of G.players) {
    if (revealed || (seat !== null && p !== seat)) cards[p] = G.cards[p];
  }
  Object.freeze(cards);
  if (Object.isFrozen(G.cards)) {
    if (!bySeat) cardsKept.set(G.cards, (bySeat = new Map()));
    bySeat.set(who, cards);
  }
  return cards;
}

function vpCounts(G: ThreeLawsState): Record<PlayerID, number> {
  const kept = vpCountsKept.get(G.vp);
  if (kept) return kept;
  const counts = Object.freeze(Object.fromEntries(G.players.map((p) => [p, G.vp[p].length])));
  if (Object.isFrozen(G.vp)) vpCountsKept.set(G.vp, counts);
  return counts;
}

/**
 * What one viewer may receive. Until the Reveal a seat sees every Faction card but its own, a
 * spectator none; set-aside cards and deck orders reach nobody; Victory Point values only their
 * owner. The public parts are the state's own objects, not copies: boardgame.io's states are
 * immutable (immer and the lean engine freeze them), and every bot builds a view of each seat
 * every step, so copying the chat and the history made views a tenth of a simulation.
 */
export function viewFor(G: ThreeLawsState, viewer: PlayerID | null | undefined): ThreeLawsView {
  const seat = isSeat(G, viewer) ? viewer : null;
  const revealed = G.step.kind === 'round-end';
  const cards = cardsSeen(G, seat, revealed);
  return {
    players: G.players,
    factions: G.factions,
    factionDeck: G.factionDeck,
    round: G.round,
    firstRound: G.firstRound,
    startPlayer: G.startPlayer,
    cards,
    setAsideCount: G.setAside.length,
    lawDeckCount: G.lawDeck.length,
    lawsInForce: G.lawsInForce,
    lawDiscard: G.lawDiscard,
    keys: G.keys,
    tokens: G.tokens,
    supply: G.supply,
    vpDeckCount: G.vpDeck.length,
    vpCount: vpCounts(G),
    myVp: seat ? G.vp[seat] : [],
    step: G.step,
    talk: G.talk,
    names: G.names,
    acts: G.acts,
    calls: G.calls,
    history: G.history,
  };
}
