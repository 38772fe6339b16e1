import { sealedView } from '../../kit/commit/sealed-commitments.ts';
import { viewScriptState } from '../../kit/script/index.ts';
import type { BiasState, BiasView, PlayerID, StepView } from '../state.ts';

function stepView(G: BiasState, viewer: PlayerID | null): StepView {
  const { step } = G;
  if (step.kind === 'trade') return { kind: 'trade', sealed: sealedView(step.sealed, viewer) };
  if (step.kind === 'bid') return { kind: 'bid', sealed: sealedView(step.sealed, viewer) };
  return step;
}

/**
 * What one seat receives: its own hand and counts of the others', the decks as counts, every
 * sealed choice but its own hidden until all are in, a paused card's options only if it decides.
 * Identities, chips, the mind, discards and revealed bids are public.
 */
export function viewFor(G: BiasState, playerID: PlayerID | null | undefined): BiasView {
  const me = playerID != null && G.players.includes(playerID) ? playerID : null;
  const { hands, algorithmDeck, beliefDeck, lifeDeck, scripts } = G;
  // Every public field by name (see Evil Robots' rules/view.ts: a view built key by key from the state
  // was in V8's dictionary mode); the type checker holds the list to BiasView.
  return {
    players: G.players,
    identities: G.identities,
    chips: G.chips,
    bank: G.bank,
    algorithmDiscard: G.algorithmDiscard,
    beliefDiscard: G.beliefDiscard,
    mind: G.mind,
    lifeDiscard: G.lifeDiscard,
    belief: G.belief,
    autonomy: G.autonomy,
    resets: G.resets,
    firstPlayer: G.firstPlayer,
    round: G.round,
    history: G.history,
    roundsPlayed: G.roundsPlayed,
    stats: G.stats,
    result: G.result,
    me,
    hand: me ? [...hands[me]] : [],
    handCounts: Object.fromEntries(G.players.map((p) => [p, hands[p].length])),
    algorithmDeckCount: algorithmDeck.length,
    beliefDeckCount: beliefDeck.length,
    lifeDeckCount: lifeDeck.length,
    step: stepView(G, me),
    scripts: viewScriptState(scripts, me),
  };
}
