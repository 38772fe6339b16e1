import { omitAndAdd } from '../../kit/rules/omit-keys.ts';
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
  return omitAndAdd(G, ['hands', 'decks', 'coins', 'scripts'], {
    me,
    hand: me ? { ...hands[me] } : null,
    handDecks: Object.fromEntries(G.players.map((p) => [p, DECKS.filter((d) => hands[p][d] !== null)])) as Record<PlayerID, Deck[]>,
    deckCounts: { left: decks.left.length, right: decks.right.length },
    coins: coinsView,
    scripts: viewScriptState(scripts, me),
  });
}
