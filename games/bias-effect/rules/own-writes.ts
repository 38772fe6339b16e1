import type { BiasState } from '../state.ts';

/**
 * A copy of G that the rules of a round (a reveal, the Life card, an Algorithm card, the round's
 * end and the next one's start) may write to: G itself and every part they write into (a
 * player's chips or hand, the round's record, a count in the stats, the scripts' state); every
 * list and record they only replace (the round's trades, a count record: countedOnce, the
 * effects: kit effects.ts), and everything below, shared.
 */
function writableRound(G: BiasState): BiasState {
  return {
    ...G,
    chips: { ...G.chips },
    hands: { ...G.hands },
    round: { ...G.round },
    stats: { ...G.stats },
    scripts: { ...G.scripts },
  };
}

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

/**
 * `record` with one more `key`, as a new record: a move replaces the one count record it adds to,
 * so the others (some of 40 designs and outcomes) are not copied and frozen again at every move.
 */
export function countedOnce(record: Readonly<Record<string, number>>, key: string): Record<string, number> {
  const out = { ...record };
  out[key] = (out[key] ?? 0) + 1;
  return out;
}
