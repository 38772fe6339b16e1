import type { ScriptState } from '../../kit/script/index.ts';
import { withEntry } from '../../kit/with-entry.ts';
import type { BiasState, BiasStats, CardId, PlayerID, RoundLog, Step } from '../state.ts';

/**
 * G again with every field named, `step`, `round`, `stats` and `scripts` as given: a spread of
 * the frozen G took 0.6-0.85 µs, this about 0.04 (Node 20, 1e6 copies of a 2-seat state), and
 * the type checker holds the list to BiasState.
 */
export function stateWith(G: BiasState, step: Step, round: RoundLog, stats: BiasStats, scripts: ScriptState): BiasState {
  return {
    players: G.players,
    identities: G.identities,
    chips: G.chips,
    bank: G.bank,
    hands: G.hands,
    algorithmDeck: G.algorithmDeck,
    algorithmDiscard: G.algorithmDiscard,
    beliefDeck: G.beliefDeck,
    beliefDiscard: G.beliefDiscard,
    mind: G.mind,
    lifeDeck: G.lifeDeck,
    lifeDiscard: G.lifeDiscard,
    belief: G.belief,
    autonomy: G.autonomy,
    resets: G.resets,
    firstPlayer: G.firstPlayer,
    step,
    round,
    history: G.history,
    roundsPlayed: G.roundsPlayed,
    stats,
    result: G.result,
    scripts,
  };
}

const roundCopy = (round: RoundLog): RoundLog => ({ round: round.round, autonomy: round.autonomy, firstPlayer: round.firstPlayer, trades: round.trades, bids: round.bids, life: round.life, algorithms: round.algorithms });

/**
 * A copy of G that the rules of a round (a reveal, the Life card, an Algorithm card, the round's
 * end and the next one's start) may write to: G itself and the records they write into (the
 * round's, the stats, the scripts' state); the seat records of chips and hands are copied only
 * by a rule that writes to one (ownChips, ownHands: about 1.3 µs each, frozen, and most passes,
 * bids and Life cards change none); every list and record they only replace (the round's
 * trades, a count record: countedOnce, the effects: kit effects.ts), and everything below, shared.
 */
const writableRound = (G: BiasState): BiasState => stateWith(G, G.step, roundCopy(G.round), { ...G.stats }, { ...G.scripts });

/**
 * Runs rules that write to `context.G` and gives back the next G. The lean engine first hands a
 * move the state's own G, frozen: the rules then write to a copy of the parts they write
 * (writableRound), and the move returns it, so the engine never calls the move twice (a write to
 * the frozen G threw, and the move ran again on a copy of every part any of its calls had
 * written). Anything else (an immer draft, a copy) is written as it is.
 */
export function withOwnWrites<C extends { G: BiasState }>(context: C, rules: (context: C) => void): BiasState | void {
  if (!Object.isFrozen(context.G)) return rules(context);
  const own = Object.assign({}, context, { G: writableRound(context.G) });
  rules(own);
  return own.G;
}

// A frozen record of seats keeps its entries as a hash table: a copy key by key took about half
// a spread's time (0.68 against 1.4 µs at 5 seats).
function seatsCopy<T>(record: Readonly<Record<PlayerID, T>>): Record<PlayerID, T> {
  const out: Record<PlayerID, T> = {};
  for (const p of Object.keys(record)) out[p] = record[p];
  return out;
}

/** G's chips, to write into: the frozen state's own record is copied at a move's first write to it; any other (a copy, a draft, a bot's table) is itself. */
export function ownChips(G: { chips: Record<PlayerID, number> }): Record<PlayerID, number> {
  if (Object.isFrozen(G.chips)) G.chips = seatsCopy(G.chips);
  return G.chips;
}

/** G's hands, to replace a hand in, as ownChips. */
export function ownHands(G: Pick<BiasState, 'hands'>): Record<PlayerID, CardId[]> {
  if (Object.isFrozen(G.hands)) G.hands = seatsCopy(G.hands);
  return G.hands;
}

/**
 * `record` with one more `key`, as a new record: a move replaces the one count record it adds to,
 * so the others (some of 40 designs and outcomes) are not copied and frozen again at every move.
 */
export const countedOnce = (record: Readonly<Record<string, number>>, key: string): Record<string, number> => withEntry(record, key, (Object.hasOwn(record, key) ? record[key] : 0) + 1);
