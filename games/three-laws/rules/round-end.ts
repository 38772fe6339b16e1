import { closeCounterClaims } from '../../kit/talk/judged-claim.ts';
import { violation, type Violation } from '../../kit/violation.ts';
import { checkNoVoteOpen } from './acts.ts';
import type { ThreeLawsContent } from '../content-types.ts';
import type { PlayerID, RoundReport, ThreeLawsGameover, ThreeLawsState } from '../state.ts';
import type { Shuffle } from './deal.ts';
import { startRound } from './deal.ts';
import { factionResults, roundAwards } from './score.ts';
import { isSeat, seatsAfter, turnOrder } from './table.ts';
import { stateWith } from './state-with.ts';

/** Looking clockwise from the start player (itself first), the first with the most Victory Point cards. */
export function nextStartPlayer(G: Pick<ThreeLawsState, 'players' | 'startPlayer' | 'vp'>): PlayerID {
  const order = turnOrder(G, G.startPlayer);
  return order.reduce((best, p) => (G.vp[p].length > G.vp[best].length ? p : best));
}

/**
 * Reveal, Score and Clean-up: every card turned up, the round scored and its Victory Point
 * cards drawn from the top of the deck, the laws discarded, the next start player chosen.
 * After the last round the game ends.
 */
export function finishRound(G: ThreeLawsState, content: ThreeLawsContent): { G: ThreeLawsState; gameover?: ThreeLawsGameover } {
  const table = { players: G.players, cards: G.cards, keys: G.keys, tokens: G.tokens };
  const factions = factionResults(table);
  const awards = roundAwards(table, content, factions);
  const vp = Object.fromEntries(G.players.map((p) => [p, [...G.vp[p]]]));
  let deck = G.vpDeck;
  for (const award of awards) {
    vp[award.player].push(...deck.slice(0, award.cards));
    deck = deck.slice(award.cards);
  }
  const nextStart = nextStartPlayer({ ...G, vp });
  const report: RoundReport = {
    round: G.round,
    startPlayer: G.startPlayer,
    laws: [...G.lawsInForce],
    cards: { ...G.cards },
    keys: { ...G.keys },
    tokens: { ...G.tokens },
    factions,
    awards,
    nextStartPlayer: nextStart,
  };
  const factionScored = { ...G.stats.factionScored };
  for (const f of factions) if (f.scored) factionScored[f.faction] = (factionScored[f.faction] ?? 0) + 1;
  const next = stateWith(G, {
    vp,
    vpDeck: deck,
    lawDiscard: [...G.lawDiscard, ...G.lawsInForce],
    lawsInForce: [],
    history: [...G.history, report],
    // The round is scored: a wrong call nobody accused stays unaccused.
    calls: closeCounterClaims(G.calls),
    step: { kind: 'round-end', ready: [] },
    stats: { ...G.stats, factionScored },
  });
  const last = G.round >= content.rules.rounds.length;
  return last ? { G: next, gameover: finalResult(next) } : { G: next };
}

/** The highest Victory Point total wins; a tie goes to the player closest clockwise to the last round's start player. */
export function finalResult(G: Pick<ThreeLawsState, 'players' | 'startPlayer' | 'vp'>): ThreeLawsGameover {
  const totals = Object.fromEntries(G.players.map((p) => [p, G.vp[p].reduce((a, b) => a + b, 0)]));
  const ranking = [...G.players].sort((a, b) => totals[b] - totals[a] || seatsAfter(G, G.startPlayer, a) - seatsAfter(G, G.startPlayer, b));
  return { winner: ranking[0], vp: Object.fromEntries(G.players.map((p) => [p, [...G.vp[p]]])), totals, ranking, startPlayer: G.startPlayer };
}

/**
 * The Reveal: each player turns their card up; the round is scored once everyone has. Until
 * then the laws hold, so the Transfer's last act can still be called.
 */
export function checkReveal(G: ThreeLawsState, playerID: PlayerID | null | undefined): Violation | undefined {
  if (G.step.kind !== 'reveal') return violation('not-reveal', 'Cards are turned up after the Transfer.');
  if (!isSeat(G, playerID)) return violation('not-seated', 'Only the players of this match take part.');
  if (G.step.ready.includes(playerID)) return violation('already-revealed', 'Your card is up: waiting for the others.');
  return checkNoVoteOpen(G);
}

export function applyReveal(G: ThreeLawsState, content: ThreeLawsContent, playerID: PlayerID): { G: ThreeLawsState; gameover?: ThreeLawsGameover } {
  if (G.step.kind !== 'reveal') return { G };
  const ready = [...G.step.ready, playerID];
  if (ready.length < G.players.length) return { G: stateWith(G, { step: { kind: 'reveal', ready } }) };
  return finishRound(G, content);
}

/** Between rounds each player says they are ready; the next round waits for everyone. */
export function checkReady(G: ThreeLawsState, playerID: PlayerID | null | undefined): Violation | undefined {
  if (G.step.kind !== 'round-end') return violation('round-running', 'The round is still being played.');
  if (!isSeat(G, playerID)) return violation('not-seated', 'Only the players of this match take part.');
  if (G.step.ready.includes(playerID)) return violation('already-ready', 'You are ready: waiting for the others.');
  return undefined;
}

export function applyReady(G: ThreeLawsState, content: ThreeLawsContent, playerID: PlayerID, shuffle: Shuffle): ThreeLawsState {
  if (G.step.kind !== 'round-end') return G;
  const ready = [...G.step.ready, playerID];
  if (ready.length < G.players.length) return stateWith(G, { step: { kind: 'round-end', ready } });
  const report = G.history[G.history.length - 1];
  return startRound(stateWith(G, { round: G.round + 1, startPlayer: report.nextStartPlayer }), content, shuffle);
}
