import type { Ctx } from 'boardgame.io';
import type { EvilContent } from './content-types.ts';
import { eachOnce, setPer } from '../kit/rules/each-once.ts';
import { keptWhileFrozen } from '../kit/kept-for-last.ts';
import { modifiersInForce } from './rules/ask.ts';
import { DECKS, robotOf, tableFor } from './rules/catalog.ts';
import { computeShowdown } from './rules/showdown.ts';
import { finalWinners } from './rules/ending.ts';
import type { EvilGameover, EvilState, Face, Team } from './state.ts';

const sorted = (items: readonly string[]) => [...items].sort().join(',');
const OUTCOME_QUESTIONS = ['team', 'power-level', 'can-win', 'is-winner', 'team-tie'];

const robotIds = setPer<EvilContent>();

/** The rulebook's round winner written out again (not through the rule questions), for rounds no card touches. */
function rulebookWinners(coins: Record<string, { hidden: Face; shown: Face }>, power: Record<string, number | null>): string[] {
  const team = (c: { hidden: Face; shown: Face }): Team => (c.hidden !== c.shown ? 'neutral' : c.hidden === 'heads' ? 'good' : 'evil');
  const totals: Partial<Record<Team, number>> = {};
  for (const [p, c] of Object.entries(coins)) if (team(c) !== 'neutral') totals[team(c)] = (totals[team(c)] ?? 0) + (power[p] ?? 0);
  const best = Math.max(...Object.values(totals));
  return Object.keys(coins).filter((p) => team(coins[p]) !== 'neutral' && totals[team(coins[p])] === best);
}

type Problems = readonly string[];

// Each part's check is kept while the part and what else it reads are the same frozen objects: a
// move replaces a part or two (rules/replace.ts), and the parts it left are the state before's
// own, checked already.
const influenceChecked = keptWhileFrozen<object, Problems>();
const tokensChecked = keptWhileFrozen<object, Problems>();
const robotsChecked = keptWhileFrozen<object, Problems>();
const powerChecked = keptWhileFrozen<object, Problems>();

function influenceProblems(G: EvilState, content: EvilContent): string[] {
  const broken: string[] = [];
  const { ones, fives } = content.rules.influence;
  const held = G.players.reduce((sum, p) => sum + G.influence[p], 0);
  if (held + G.supply.influence !== ones + 5 * fives) broken.push(`influence: players ${held} + supply ${G.supply.influence} is not ${ones + 5 * fives}`);
  for (const p of G.players) if (G.influence[p] < 0 || !Number.isInteger(G.influence[p])) broken.push(`influence: player ${p} holds ${G.influence[p]}`);
  return broken;
}

function tokenProblems(G: EvilState, content: EvilContent): string[] {
  const broken: string[] = [];
  const tokens = G.players.reduce((sum, p) => sum + G.tokens[p], 0);
  if (tokens + G.supply.tokens !== content.rules.actionTokens) broken.push(`tokens: players ${tokens} + supply ${G.supply.tokens} is not ${content.rules.actionTokens}`);
  for (const p of G.players) if (G.tokens[p] < 0) broken.push(`tokens: player ${p} holds ${G.tokens[p]}`);
  return broken;
}

function robotProblems(G: EvilState, content: EvilContent): string[] {
  const broken: string[] = [];
  // Loops, not flatMap (1.4 µs a call on Node 20): the invariants run after every simulated move.
  const inHands: string[] = [];
  for (const p of G.players) {
    for (const d of DECKS) {
      const card = G.hands[p][d];
      if (card !== null) inHands.push(card);
    }
  }
  const robots = [G.decks.left, G.decks.right, inHands, G.faceUp.map((f) => f.card)];
  if (!eachOnce(robots, robotIds(content, () => content.robots.robots.map((r) => r.id)))) broken.push('robots: the Robot Cards are not each in exactly one place');
  for (const p of G.players) for (const d of DECKS) if (G.hands[p][d] !== null && robotOf(content, G.hands[p][d]!).deck !== d) broken.push(`robots: player ${p} holds a card of the other deck in their ${d} slot`);
  for (const d of DECKS) for (const c of G.decks[d]) if (robotOf(content, c).deck !== d) broken.push(`robots: ${c} is in the ${d} deck`);
  return broken;
}

function powerProblems(G: EvilState, content: EvilContent): string[] {
  const line = tableFor(content, G.players.length);
  const given = Object.values(G.power).filter((v) => v !== null).length;
  if (1 + given + G.stack.length !== line.values.to - line.values.from + 1) return [`power cards: allocation + ${given} given + ${G.stack.length} in the stack is not the ${line.values.to - line.values.from + 1} in play`];
  return [];
}

/** Influence, tokens, Robot Cards, Power Cards and coins conserved; winners the rules agree with. */
export function evilInvariants(G: EvilState, ctx: Pick<Ctx, 'gameover'>, content: EvilContent): string[] {
  const broken = [
    ...influenceChecked(G.influence, [G.supply, G.players, content], () => influenceProblems(G, content)),
    ...tokensChecked(G.tokens, [G.supply, G.players, content], () => tokenProblems(G, content)),
    ...robotsChecked(G.hands, [G.decks, G.faceUp, G.players, content], () => robotProblems(G, content)),
    ...powerChecked(G.power, [G.stack, G.players, content], () => powerProblems(G, content)),
  ];

  if (Object.keys(G.coins).length !== G.players.length + (tableFor(content, G.players.length).extraPlayer ? 1 : 0)) broken.push('coins: not two coins for every player (and the extra player)');

  if (G.step.kind === 'split' && G.showdown) {
    const touched = modifiersInForce(G, content).some((m) => OUTCOME_QUESTIONS.includes(m.question));
    const expected = touched ? computeShowdown(G, content).winners : rulebookWinners(G.coins, G.power);
    if (sorted(expected) !== sorted(G.showdown.winners)) broken.push(`winners: the rules say ${expected.join(', ') || 'nobody'}, the round says ${G.showdown.winners.join(', ') || 'nobody'}`);
  }

  const over = ctx.gameover as EvilGameover | undefined;
  if (over) {
    const most = Math.max(...G.players.map((p) => G.influence[p]));
    const tieTouched = modifiersInForce(G, content).some((m) => m.question === 'influence-tie');
    const leaders = tieTouched ? finalWinners(G, content).winners : G.players.filter((p) => G.influence[p] === most);
    if (sorted(leaders) !== sorted(over.winners)) broken.push(`gameover: the most Influence is held by ${leaders.join(', ')}, the result names ${over.winners.join(', ')}`);
  }
  return broken;
}
