import { viewScriptState } from '../../kit/script/index.ts';
import type { CoinsView, Deck, EvilState, EvilView, PlayerID } from '../state.ts';
import { seesHidden } from './coins.ts';
import { DECKS } from './catalog.ts';

/**
 * What one seat receives: its own face-down Robot Cards (others' only as backs, by deck), the
 * decks as counts, each hidden coin only for its owner, a player a card let peek, or once shown;
 * a paused card's options only if it decides. Everything else is public.
 */
export function viewFor(G: EvilState, playerID: PlayerID | null | undefined): EvilView {
  const me = playerID != null && G.players.includes(playerID) ? playerID : null;
  const { hands, decks, coins, scripts } = G;
  const coinsView: Record<string, CoinsView> = Object.fromEntries(
    Object.entries(coins).map(([owner, c]) => [owner, { hidden: seesHidden(c, owner, me) ? c.hidden : null, shown: c.shown, open: c.open }]),
  );
  // Every public field by name, not the state less the secret ones: an object built key by key from
  // a 27-field state was in V8's dictionary mode at every step, and every bot reads it field by field.
  // The type checker holds the list to EvilView; a field added to the state stays hidden until named here.
  return {
    players: G.players,
    round: G.round,
    extraRounds: G.extraRounds,
    dealer: G.dealer,
    dealerToken: G.dealerToken,
    influence: G.influence,
    supply: G.supply,
    tokens: G.tokens,
    power: G.power,
    allocation: G.allocation,
    stack: G.stack,
    firstGiven: G.firstGiven,
    offersMade: G.offersMade,
    faceUp: G.faceUp,
    step: G.step,
    serial: G.serial,
    showdown: G.showdown,
    reports: G.reports,
    log: G.log,
    stats: G.stats,
    result: G.result,
    me,
    hand: me ? { ...hands[me] } : null,
    handDecks: Object.fromEntries(G.players.map((p) => [p, DECKS.filter((d) => hands[p][d] !== null)])) as Record<PlayerID, Deck[]>,
    deckCounts: { left: decks.left.length, right: decks.right.length },
    coins: coinsView,
    scripts: viewScriptState(scripts, me),
  };
}
