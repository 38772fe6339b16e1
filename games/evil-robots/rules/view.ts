import { viewScriptState } from '../../kit/script/index.ts';
import type { CoinsView, Deck, EvilState, EvilView, PlayerID } from '../state.ts';
import { seesHidden } from './coins.ts';
import { DECKS } from './catalog.ts';

/**
 * A frozen part's view for each seat, made once: the engine freezes every state, and a view is
 * asked for every seat at every step (3.5 a move at 9 seats) of parts most moves leave as they
 * were. One part at a time (the last one asked), by viewer; a part not frozen is viewed afresh.
 */
function keptPerViewer<K extends object, V extends object>(make: (part: K, me: PlayerID | null) => V): (part: K, me: PlayerID | null) => V {
  let last: K | undefined;
  let views = new Map<PlayerID | null, V>();
  return (part, me) => {
    if (!Object.isFrozen(part)) return make(part, me);
    if (part !== last) {
      last = part;
      views = new Map();
    }
    let view = views.get(me);
    if (view === undefined) views.set(me, (view = Object.freeze(make(part, me))));
    return view;
  };
}

const coinsViewOf = keptPerViewer((coins: EvilState['coins'], me: PlayerID | null) => {
  const view: Record<string, CoinsView> = {};
  for (const owner of Object.keys(coins)) {
    const c = coins[owner];
    view[owner] = { hidden: seesHidden(c, owner, me) ? c.hidden : null, shown: c.shown, open: c.open };
  }
  return view;
});

/** Which decks each player holds a card from: the same for every viewer. */
const handDecksOf = keptPerViewer((hands: EvilState['hands']) => {
  const decks: Record<PlayerID, Deck[]> = {};
  for (const p of Object.keys(hands)) decks[p] = DECKS.filter((d) => hands[p][d] !== null);
  return decks;
});

/**
 * What one seat receives: its own face-down Robot Cards (others' only as backs, by deck), the
 * decks as counts, each hidden coin only for its owner, a player a card let peek, or once shown;
 * a paused card's options only if it decides. Everything else is public.
 */
export function viewFor(G: EvilState, playerID: PlayerID | null | undefined): EvilView {
  const me = playerID != null && G.players.includes(playerID) ? playerID : null;
  const { hands, decks, coins, scripts } = G;
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
    hand: me ? (Object.isFrozen(hands[me]) ? hands[me] : { ...hands[me] }) : null,
    handDecks: handDecksOf(hands, null),
    deckCounts: { left: decks.left.length, right: decks.right.length },
    coins: coinsViewOf(coins, me),
    scripts: viewScriptState(scripts, me),
  };
}
