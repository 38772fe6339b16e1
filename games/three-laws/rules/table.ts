import type { PlayerID, Step, ThreeLawsState } from '../state.ts';

type Seats = Pick<ThreeLawsState, 'players'>;

export function isSeat(G: Seats, playerID: unknown): playerID is PlayerID {
  return typeof playerID === 'string' && G.players.includes(playerID);
}

/** The seat `steps` places clockwise (to the left) of `from`; negative goes right. */
export function seatFrom(G: Seats, from: PlayerID, steps: number): PlayerID {
  const n = G.players.length;
  const i = G.players.indexOf(from);
  return G.players[(((i + steps) % n) + n) % n];
}

export const leftOf = (G: Seats, p: PlayerID): PlayerID => seatFrom(G, p, 1);
export const rightOf = (G: Seats, p: PlayerID): PlayerID => seatFrom(G, p, -1);

/** Every seat in turn order for a round: the start player first, then clockwise. */
export function turnOrder(G: Seats, start: PlayerID): PlayerID[] {
  return G.players.map((_, k) => seatFrom(G, start, k));
}

/** Clockwise distance from `from` to `to` (0 for the same seat). */
export function seatsAfter(G: Seats, from: PlayerID, to: PlayerID): number {
  const n = G.players.length;
  return (((G.players.indexOf(to) - G.players.indexOf(from)) % n) + n) % n;
}

/** Laws are in force from the deal (Wake up) to the Reveal: every step but the round's end. */
export function lawsApply(step: Step): boolean {
  return step.kind !== 'round-end';
}

/** The talk-policy phase of a step (rules.yaml `talk`). */
export function talkPhase(step: Step, over: boolean): string {
  if (over) return 'game-over';
  if (step.kind === 'transfer-offer' || step.kind === 'reveal') return 'transfer';
  return step.kind;
}

/** Who holds each talk role now: the asker and the answerer of an open query. */
export function talkRoles(step: Step): Record<string, PlayerID[]> {
  if (step.kind === 'query-ask') return { asker: [step.current], answerer: [] };
  if (step.kind === 'query-answer') return { asker: [step.current], answerer: [step.target] };
  return { asker: [], answerer: [] };
}

export function cardId(card: { faction: string; rank: number }): string {
  return `${card.faction}-${card.rank}`;
}
