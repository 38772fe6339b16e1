import type { Ctx } from 'boardgame.io';
import type { AyarContent } from './content-types.ts';
import { teamsOf } from './rules/deal.ts';
import { REASONS, winnersOf, type Reason } from './rules/outcome.ts';
import { inGame, inGameWith } from './rules/table.ts';
import { robotsUnaccounted } from './rules/zap.ts';
import type { AyarGameover, AyarState, CardId, PublicEvent } from './state.ts';

/** Reads the end of the game from the state alone, without the move that ended it. */
function reasonHolds(G: AyarState, reason: string, last: PublicEvent | undefined): string | undefined {
  const robots = inGameWith(G, 'robot').length;
  const humans = inGameWith(G, 'human').length;
  const shakers = last?.kind === 'handshake' ? [G.roles[last.a], G.roles[last.b]] : [];
  const checks: Record<Reason, () => boolean> = {
    'last-robot-zapped': () => robots === 0 && robotsUnaccounted(G) === 0 && last?.kind === 'robot-out',
    'last-player-standing': () => inGame(G).length === 1 && humans === 1,
    'human-zapped': () => last?.kind === 'zap' && last.victimTeam === 'human' && robots > 0,
    'human-zapped-no-robot': () => last?.kind === 'zap' && last.victimTeam === 'human' && robots === 0,
    'no-humans-left': () => last?.kind === 'conversion' && humans === 0,
    'robots-shook-hands': () => shakers.length === 2 && shakers.every((t) => t === 'robot'),
    'handshake-with-robot': () => shakers.length === 2 && !shakers.every((t) => t === 'robot') && robots > 0,
    'all-human-handshake': () => shakers.length === 2 && robots === 0,
    revolution: () => last?.kind === 'revolution' && G.roles[last.by] === 'robot' && humans <= 1,
    'false-revolution': () => last?.kind === 'revolution' && G.roles[last.by] === 'robot' && humans > 1,
  };
  if (!(reason in checks)) return `unknown reason '${reason}'`;
  return checks[reason as Reason]() ? undefined : `the state does not support the reason '${reason}'`;
}

function gameoverProblems(G: AyarState, over: AyarGameover): string[] {
  const problems: string[] = [];
  const problem = reasonHolds(G, over.reason, G.events.at(-1));
  if (problem) return [problem];
  const expected = REASONS[over.reason as Reason];
  if (over.outcome !== expected.outcome) problems.push(`outcome '${over.outcome}' does not follow from '${over.reason}'`);
  const winners = winnersOf(G, expected.outcome);
  if (JSON.stringify(winners) !== JSON.stringify(over.winners)) {
    problems.push(`winners ${JSON.stringify(over.winners)} should be ${JSON.stringify(winners)}`);
  }
  if (JSON.stringify(over.roles) !== JSON.stringify(G.roles) || JSON.stringify(over.cards) !== JSON.stringify(G.cards)) {
    problems.push('the end screen does not show every card');
  }
  return problems;
}

/** Broken invariants of a state, for the simulator: cards conserved, turns honest, endings true. */
export function ayarInvariants(G: AyarState, ctx: Ctx, content: AyarContent): string[] {
  const problems: string[] = [];
  const teamOf = teamsOf(content);
  // Loops over the state's frozen lists, where map, filter and for...of take V8's slow way (docs/simulator.md, frozen lists).
  const cards: (CardId | undefined)[] = [];
  for (let i = 0; i < G.players.length; i++) cards.push(G.cards[G.players[i]]);
  for (let i = 0; i < G.setAside.length; i++) cards.push(G.setAside[i]);
  if (cards.length !== G.deckSize + G.conversions.length) {
    problems.push(`${cards.length} cards in play and set aside, expected ${G.deckSize} dealt + ${G.conversions.length} added`);
  }
  const robotCards = cards.filter((card) => card !== undefined && teamOf(card) === 'robot').length;
  if (robotCards !== G.robotCardsDealt) problems.push(`${robotCards} Robot cards exist but robotCardsDealt is ${G.robotCardsDealt}`);
  if (Object.keys(G.roles).length !== G.players.length || Object.keys(G.cards).length !== G.players.length) {
    problems.push('a seat holds no card, or a card has no seat');
  }
  for (let i = 0; i < G.players.length; i++) {
    const p = G.players[i];
    if (G.cards[p] !== undefined && G.roles[p] !== teamOf(G.cards[p])) problems.push(`seat ${p} holds ${G.cards[p]} but plays for the ${G.roles[p]} team`);
  }
  for (let i = 0; i < G.eliminated.length; i++) {
    const p = G.eliminated[i];
    if (ctx.activePlayers && p in ctx.activePlayers) problems.push(`eliminated player ${p} is still active`);
  }
  if (ctx.gameover === undefined) {
    // The same players, each once: as many keys as players in the game, and each of them a key.
    const active = ctx.activePlayers ?? {};
    const left = inGame(G);
    let same = Object.keys(active).length === left.length;
    for (let i = 0; same && i < left.length; i++) same = Object.hasOwn(active, left[i]);
    if (!same) problems.push('the active players are not exactly those in the game');
    if (robotsUnaccounted(G) === 0) problems.push('no Robot can exist but the game goes on');
    if (inGameWith(G, 'human').length === 0) problems.push('no Human is left but the game goes on');
    if (inGame(G).length < 2) problems.push('fewer than two players are left but the game goes on');
  } else {
    problems.push(...gameoverProblems(G, ctx.gameover as AyarGameover));
  }
  return problems;
}
