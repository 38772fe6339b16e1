import type { FactionCard, PlayerID, ThreeLawsState, ThreeLawsView } from '../state.ts';
import { isSeat } from './table.ts';

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
  const cards: Record<PlayerID, FactionCard> = {};
  for (const p of G.players) {
    if (revealed || (seat !== null && p !== seat)) cards[p] = G.cards[p];
  }
  return {
    players: G.players,
    factions: G.factions,
    factionDeck: G.factionDeck,
    round: G.round,
    firstRound: G.firstRound,
    startPlayer: G.startPlayer,
    // Frozen like the state's own parts: bots key what they add up from it by identity.
    cards: Object.freeze(cards),
    setAsideCount: G.setAside.length,
    lawDeckCount: G.lawDeck.length,
    lawsInForce: G.lawsInForce,
    lawDiscard: G.lawDiscard,
    keys: G.keys,
    tokens: G.tokens,
    supply: G.supply,
    vpDeckCount: G.vpDeck.length,
    vpCount: Object.fromEntries(G.players.map((p) => [p, G.vp[p].length])),
    myVp: seat ? G.vp[seat] : [],
    step: G.step,
    talk: G.talk,
    names: G.names,
    acts: G.acts,
    calls: G.calls,
    history: G.history,
  };
}
