import { viewScriptState, type ScriptState } from '../../kit/script/index.ts';
import type { CardId, PlayerID, RobotsState, RobotsView } from '../state.ts';
import { isSeat } from './table.ts';
import { keptForLast } from '../../kit/kept-for-last.ts';

/**
 * What one viewer may receive: their own hand, everyone's hand size, the Robot Factory's
 * size but never its cards or order. The Scrap Heap, the spreads and the log are public.
 * A power waiting on a decision shows everyone who decides what; only the decider sees the
 * options (they may be the decider's hand), and nobody sees the script's variables.
 */
export function viewFor(G: RobotsState, viewer: PlayerID | null | undefined): RobotsView {
  // No deep copy: boardgame.io freezes G after every move, and a view is only read (bots
  // build one per seat and move, which made copying the whole match log their main cost).
  const { hands, factory, scripts } = G;
  const seated = isSeat(G, viewer) ? viewer : null;
  // Every public field by name (see Evil Robots' rules/view.ts: a view built key by key from the state
  // was in V8's dictionary mode); the type checker holds the list to RobotsView.
  return {
    variant: G.variant,
    players: G.players,
    handNumber: G.handNumber,
    dealer: G.dealer,
    heap: G.heap,
    spreads: G.spreads,
    nextSpread: G.nextSpread,
    turn: G.turn,
    poweredDown: G.poweredDown,
    idleRebuilds: G.idleRebuilds,
    claimable: G.claimable,
    scores: G.scores,
    results: G.results,
    events: G.events,
    eventCount: G.eventCount,
    lastDiscard: G.lastDiscard,
    powersFired: G.powersFired,
    hands: seated ? ownHand(hands, seated) : {},
    handSizes: handSizes(G.players, hands),
    factorySize: factory.length,
    scripts: viewScriptState(scripts, viewer),
    powerCard: powerCardOf(scripts),
  };
}

// Every seat's view at every step reads the same frozen hands until a move changes them: the
// sizes a view shows are made once per hands object (a move replaces it), frozen, and shared.
// One slot (kit kept-for-last.ts), not a WeakMap: a move makes new hands, and a WeakMap entry
// per hands object was 1.7% of a ROBOTS! simulation.
const sizesKept = keptForLast<RobotsState['hands'], Readonly<Record<PlayerID, number>>>();

function handSizes(players: readonly PlayerID[], hands: RobotsState['hands']): Readonly<Record<PlayerID, number>> {
  const count = () => {
    const sizes: Record<PlayerID, number> = {};
    for (let i = 0; i < players.length; i++) sizes[players[i]] = hands[players[i]].length;
    return Object.freeze(sizes);
  };
  return Object.isFrozen(hands) ? sizesKept(hands, [players], count) : count();
}

/**
 * The viewer's own hand alone, sharing the state's frozen list. Made afresh for each view: kept
 * per hands object (a Map of seats), it lived as long as the hands did, several moves, so the
 * collector copied it out of the young heap and later swept it from the old one (a third of
 * what a ROBOTS! move left for the old heap); a fresh record dies young, almost free.
 */
function ownHand(hands: RobotsState['hands'], seat: PlayerID): Record<PlayerID, CardId[]> {
  const hand = hands[seat];
  return { [seat]: Object.isFrozen(hand) ? hand : [...hand] };
}

/**
 * The card whose power the running script resolves now: the card of the innermost script
 * call (a power's own discard runs the discarded card's power as a call nested in it). Every
 * such card was discarded face up, so it is public.
 */
export function powerCardOf(scripts: ScriptState): CardId | null {
  const run = scripts.running;
  const frame = run?.frames.at(-1);
  return run && frame ? run.scopes[frame.scope].self : null;
}
