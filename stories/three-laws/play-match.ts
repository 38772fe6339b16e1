import type { LongFormMove } from 'boardgame.io';
import { INVALID_MOVE } from 'boardgame.io/core';
import type { ThreeLawsContent } from '../../games/three-laws/content-types.ts';
import { createMoves } from '../../games/three-laws/moves.ts';
import { setupMatch } from '../../games/three-laws/rules/deal.ts';
import { cardId, turnOrder } from '../../games/three-laws/rules/table.ts';
import type { PlayerID, ThreeLawsGameover, ThreeLawsState } from '../../games/three-laws/state.ts';

/** A known deal: what every shuffle of the match returns, so a fixture is the same on every run. */
export interface Deal {
  players: PlayerID[];
  firstRound: number;
  /** The factions in play (the deck for 4 players takes two). */
  factions: string[];
  start: PlayerID;
  /** The Law Card deck from the top: each round reveals as many as rules.yaml says, in order. */
  laws: string[];
  /** Each round's Faction card per seat (`android-3`), from the first round played; the rest are set aside. */
  rounds: Record<PlayerID, string>[];
  /** The Victory Point deck from the top; the content's other cards follow. */
  vp: number[];
}

export type Step = [player: PlayerID, move: string, ...args: unknown[]];

export interface Played {
  G: ThreeLawsState;
  gameover?: ThreeLawsGameover;
}

/** `prefix` first (one of each item it names), then everything else in its order. */
function stacked<T>(items: T[], prefix: T[]): T[] {
  const rest = [...items];
  const first = prefix.map((wanted) => {
    const at = rest.indexOf(wanted);
    if (at < 0) throw new Error(`Fixture deal: ${String(wanted)} is not in the deck.`);
    return rest.splice(at, 1)[0];
  });
  return [...first, ...rest];
}

/**
 * A match played through the game's own moves (their validators first, as the server runs
 * them) from a known deal. A move the rules refuse stops the fixture with an error rather
 * than drawing an impossible table.
 */
export function playMatch(content: ThreeLawsContent, deal: Deal, steps: Step[]): Played {
  let G: ThreeLawsState | undefined;
  let dealt = 0;
  // Who the next round deals from: the start player the last round chose, or the match's first.
  const nextStart = () => (G === undefined ? deal.start : G.step.kind === 'round-end' ? G.history[G.history.length - 1].nextStartPlayer : G.startPlayer);
  const shuffle = <T,>(items: T[]): T[] => {
    const first = items[0] as unknown;
    if (items.length === 0) return [];
    if (typeof first === 'number') return stacked(items, deal.vp as T[]);
    if (typeof first === 'object') {
      const bySeat = deal.rounds[dealt++];
      if (!bySeat) throw new Error(`Fixture deal: no Faction cards for the ${dealt}th round dealt.`);
      const ids = turnOrder({ players: deal.players }, nextStart()).map((p) => bySeat[p]);
      return stacked(items, ids.map((id) => items.find((card) => cardId(card as { faction: string; rank: number }) === id)!));
    }
    if (deal.players.includes(first as string)) return stacked(items, [deal.start] as T[]);
    if (content.factions.factions.some((f) => f.id === first)) return stacked(items, deal.factions as T[]);
    return stacked(items, deal.laws as T[]);
  };
  G = setupMatch(content, deal.players, deal.firstRound, shuffle);
  const moves = createMoves(content) as Record<string, LongFormMove<ThreeLawsState>>;
  let gameover: ThreeLawsGameover | undefined;
  for (const [player, move, ...args] of steps) {
    const context = { G, ctx: { playOrder: deal.players }, playerID: player, events: { endGame: (result: ThreeLawsGameover) => (gameover = result) }, random: { Shuffle: shuffle } };
    const next = moves[move].move(context as never, ...args);
    if (next === INVALID_MOVE || next === undefined) throw new Error(`Fixture: ${player} could not ${move}(${args.map((a) => JSON.stringify(a)).join(', ')}).`);
    G = next as ThreeLawsState;
  }
  return { G, gameover };
}
