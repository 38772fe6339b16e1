import type { FactionCard, PlayerID, ThreeLawsState, ThreeLawsView } from '../state.ts';
import { isSeat } from './table.ts';
import { clonePlain } from '../../kit/clone-plain.ts';

/**
 * What one viewer may receive. Until the Reveal a seat sees every Faction card but its own, a
 * spectator none; set-aside cards and deck orders reach nobody; Victory Point values only their
 * owner. Copies throughout, so nothing shared with the server state leaves it.
 */
export function viewFor(G: ThreeLawsState, viewer: PlayerID | null | undefined): ThreeLawsView {
  const seat = isSeat(G, viewer) ? viewer : null;
  const revealed = G.step.kind === 'round-end';
  const cards: Record<PlayerID, FactionCard> = {};
  for (const p of G.players) {
    if (revealed || (seat !== null && p !== seat)) cards[p] = { ...G.cards[p] };
  }
  return {
    players: [...G.players],
    factions: [...G.factions],
    factionDeck: G.factionDeck.map((c) => ({ ...c })),
    round: G.round,
    firstRound: G.firstRound,
    startPlayer: G.startPlayer,
    cards,
    setAsideCount: G.setAside.length,
    lawDeckCount: G.lawDeck.length,
    lawsInForce: [...G.lawsInForce],
    lawDiscard: [...G.lawDiscard],
    keys: { ...G.keys },
    tokens: { ...G.tokens },
    supply: G.supply,
    vpDeckCount: G.vpDeck.length,
    vpCount: Object.fromEntries(G.players.map((p) => [p, G.vp[p].length])),
    myVp: seat ? [...G.vp[seat]] : [],
    step: 'ready' in G.step ? { ...G.step, ready: [...G.step.ready] } : { ...G.step },
    talk: clonePlain(G.talk),
    names: { ...G.names },
    acts: G.acts.map((a) => ({ ...a, ...(a.template ? { template: { id: a.template.id, params: { ...a.template.params } } } : {}) })),
    calls: G.calls.map((c) => ({ ...c, reasons: [...c.reasons], ...(c.votes ? { votes: { ...c.votes } } : {}), ...(c.voters ? { voters: [...c.voters] } : {}) })),
    history: G.history.map(clonePlain),
  };
}
