import type { Team } from '../content-types.ts';
import type { AyarState, AyarView, CardId, PlayerID } from '../state.ts';
import { isSeat } from './table.ts';

/**
 * What one viewer may receive. Teams: their own, the revealed ones, what a conversion
 * showed them; cards: their own and those turned face up. Everything built in seat order,
 * so no ordering hints at a secret.
 */
export function viewFor(G: AyarState, viewer: PlayerID | null | undefined): AyarView {
  const seated = isSeat(G, viewer) ? viewer : null;
  const known = seated ? (G.knownBy[seated] ?? {}) : {};
  const roles: Record<PlayerID, Team> = {};
  const cards: Record<PlayerID, CardId> = {};
  for (const p of G.players) {
    const team = p === seated ? G.roles[p] : (G.revealed[p] ?? known[p]);
    if (team) roles[p] = team;
    const card = p === seated ? G.cards[p] : G.revealedCards[p];
    if (card) cards[p] = card;
  }
  return {
    mode: G.mode,
    players: [...G.players],
    deckSize: G.deckSize,
    roles,
    cards,
    setAsideCount: G.setAside.length,
    eliminated: [...G.eliminated],
    revealed: { ...G.revealed },
    knownBy: seated && G.knownBy[seated] ? { [seated]: { ...G.knownBy[seated] } } : {},
    offers: G.offers.map((o) => ({ ...o })),
    robotCardsDealt: G.robotCardsDealt,
    conversions: G.conversions.map((c) =>
      seated && c.witnesses.includes(seated) ? { number: c.number, converted: c.converted } : { number: c.number },
    ),
    events: G.events.map((e) => ({ ...e })),
  };
}
