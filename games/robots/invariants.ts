import type { Ctx } from 'boardgame.io';
import { deckOf } from './cards.ts';
import type { RobotsContent } from './content-types.ts';
import { SCRIPT_STAGE } from '../kit/script/index.ts';
import { activeMap } from './flow.ts';
import { LOG_WINDOW } from './rules/log.ts';
import { winnerOf } from './rules/scoring.ts';
import { isWhole } from './rules/spreads.ts';
import type { RobotsGameover, RobotsState } from './state.ts';

/** Every card of the deck exactly once across hands, Factory, Scrap Heap and spreads (Constructed Robots included). */
export function cardProblems(content: RobotsContent, G: RobotsState): string[] {
  const all = [...Object.values(G.hands).flat(), ...G.factory, ...G.heap, ...G.spreads.flatMap((s) => s.cards.map((p) => p.card))];
  const expected = deckOf(content).cards.map((c) => c.id);
  const problems: string[] = [];
  if (all.length !== expected.length) problems.push(`${all.length} cards in play, the deck has ${expected.length}`);
  const seen = new Set<string>();
  for (const card of all) {
    if (seen.has(card)) problems.push(`${card} is in two places`);
    seen.add(card);
  }
  for (const card of expected) if (!seen.has(card)) problems.push(`${card} is missing`);
  return problems;
}

/** Broken invariants of a state, for the simulator and the tests. */
export function robotsInvariants(content: RobotsContent, G: RobotsState, ctx: Ctx): string[] {
  const deck = deckOf(content);
  const problems = cardProblems(content, G);
  for (const spread of G.spreads) {
    if (!isWhole(deck, spread, content.rules.minSpread)) problems.push(`spread ${spread.id} is not a valid ${spread.kind}`);
  }
  for (const p of G.players) {
    const sum = G.results.reduce((total, r) => total + r.scores[p].total, 0);
    if (sum !== G.scores[p]) problems.push(`player ${p} has ${G.scores[p]} points, the hands add up to ${sum}`);
  }
  if (G.turn.mustPlay !== null && !G.hands[G.turn.player].includes(G.turn.mustPlay)) problems.push('the card that must be played is not in hand');
  for (const p of G.poweredDown) {
    if (G.hands[p].length > 0) problems.push(`player ${p} is Powered Down with cards in hand`);
  }
  if (G.events.length > LOG_WINDOW) problems.push(`the log holds ${G.events.length} events, more than the ${LOG_WINDOW} it keeps`);
  if (G.eventCount < G.events.length) problems.push(`the log counts ${G.eventCount} events this hand but holds ${G.events.length}`);
  if (ctx.gameover === undefined) {
    if (ctx.currentPlayer !== G.turn.player) problems.push(`boardgame.io's current player ${ctx.currentPlayer} is not the rules' ${G.turn.player}`);
    const pending = G.scripts.running?.pending;
    if (G.scripts.running && !pending) problems.push('a power is running with no decision to wait for');
    const expected = pending ? { [pending.player]: SCRIPT_STAGE } : activeMap(G);
    if (JSON.stringify(ctx.activePlayers) !== JSON.stringify(expected)) problems.push('the active players do not match the turn, the ROBOTS! window or the power being resolved');
    if (winnerOf(content, G.scores) !== undefined) problems.push('someone has won but the game goes on');
  } else {
    const over = ctx.gameover as RobotsGameover;
    if (winnerOf(content, G.scores) !== over.winner) problems.push(`the winner ${over.winner} is not the single highest total at or above the target`);
  }
  return problems;
}
