import type { Ctx } from 'boardgame.io';
import type { BiasContent } from './content-types.ts';
import { eachOnce, setPer } from '../kit/rules/each-once.ts';
import { keptWhileFrozen } from '../kit/kept-for-last.ts';
import { everyOf } from '../kit/frozen-lists.ts';
import { cardsOf, designOf } from './rules/catalog.ts';
import type { BiasGameover, BiasState } from './state.ts';

/** Whether two short lists hold the same members as many times each (a sort and a join of both took a fifth of the invariants' time). */
function sameMembers(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  const times = (list: readonly string[], x: string) => {
    let n = 0;
    for (let i = 0; i < list.length; i++) if (list[i] === x) n++;
    return n;
  };
  return everyOf(a, (x) => times(a, x) === times(b, x));
}

const beliefCards = setPer<BiasContent>();
const algorithmCards = setPer<BiasContent>();
const lifeCards = setPer<BiasContent>();

/**
 * The rulebook's win conditions for the five identities, written out again here (not through
 * the content's `win` data), so a mistake in either shows as a disagreement.
 */
function rulebookWins(identity: string, left: number, right: number, players: number): boolean | undefined {
  const lead = left - right;
  switch (identity) {
    case 'far-left':
      return lead >= 3;
    case 'far-right':
      return -lead >= 3;
    case 'left':
      return lead >= 1 && (players < 4 || lead < 3);
    case 'right':
      return -lead >= 1 && (players < 4 || -lead < 3);
    case 'moderate':
      return lead === 0 && left >= 1;
    default:
      return undefined;
  }
}

function chipProblems(G: BiasState, content: BiasContent): string[] {
  const broken: string[] = [];
  const pouches = Object.values(G.chips).reduce((a, b) => a + b, 0);
  if (pouches + G.bank !== content.rules.chips) broken.push(`chips: pouches ${pouches} + bank ${G.bank} is not ${content.rules.chips}`);
  for (const [p, n] of Object.entries(G.chips)) if (n < 0 || !Number.isInteger(n)) broken.push(`chips: player ${p} holds ${n}`);
  if (G.bank < 0) broken.push(`chips: the bank holds ${G.bank}`);
  return broken;
}

function beliefProblems(G: BiasState, content: BiasContent): string[] {
  const beliefs = [G.beliefDeck, G.beliefDiscard, G.mind, G.belief ? [G.belief] : []];
  return eachOnce(beliefs, beliefCards(content, () => cardsOf(content.beliefs.beliefs))) ? [] : ['cards: the Belief cards are not each in exactly one place'];
}

function algorithmProblems(G: BiasState, content: BiasContent): string[] {
  const algorithms = [G.algorithmDeck, G.algorithmDiscard, ...Object.values(G.hands)];
  return eachOnce(algorithms, algorithmCards(content, () => cardsOf(content.algorithms.algorithms))) ? [] : ['cards: the Algorithm cards are not each in exactly one place'];
}

function lifeProblems(G: BiasState, content: BiasContent): string[] {
  return eachOnce([G.lifeDeck, G.lifeDiscard], lifeCards(content, () => cardsOf(content.life.life))) ? [] : ['cards: the Life cards are not each in exactly one place'];
}

type Problems = readonly string[];

/** A check of one part of G and the other values it reads. */
interface PartCheck {
  part: (G: BiasState) => object;
  reads: (G: BiasState, content: BiasContent) => readonly unknown[];
  problems: (G: BiasState, content: BiasContent) => string[];
  kept: (key: object, reads: readonly unknown[], make: () => Problems) => Problems;
}

const PART_CHECKS: readonly PartCheck[] = [
  { part: (G) => G.chips, reads: (G, content) => [G.bank, content], problems: chipProblems, kept: keptWhileFrozen<object, Problems>() },
  { part: (G) => G.beliefDeck, reads: (G, content) => [G.beliefDiscard, G.mind, G.belief, content], problems: beliefProblems, kept: keptWhileFrozen<object, Problems>() },
  { part: (G) => G.hands, reads: (G, content) => [G.algorithmDeck, G.algorithmDiscard, content], problems: algorithmProblems, kept: keptWhileFrozen<object, Problems>() },
  { part: (G) => G.lifeDeck, reads: (G, content) => [G.lifeDiscard, content], problems: lifeProblems, kept: keptWhileFrozen<object, Problems>() },
];

/**
 * Each part's problems, kept while the part and what else its check reads are the same frozen
 * objects: a move replaces the parts it writes (a sealed choice only the step; a round move the
 * records it writes into, rules/own-writes.ts), and the piles it left are the state before's own,
 * checked already (the card checks were most of the invariants' time).
 */
function partProblems(G: BiasState, content: BiasContent): string[] {
  return PART_CHECKS.flatMap(({ part, reads, problems, kept }) => kept(part(G), reads(G, content), () => problems(G, content)));
}

/** Chips and cards conserved, the counter on its track, and a winner the rulebook agrees with. */
export function biasInvariants(G: BiasState, ctx: Pick<Ctx, 'gameover'>, content: BiasContent): string[] {
  const broken = partProblems(G, content);

  const { spaces, maxResets } = content.rules.autonomy;
  if (G.autonomy < 1 || G.autonomy > spaces) broken.push(`autonomy: the counter is on ${G.autonomy}, outside 1..${spaces}`);
  if (G.resets > maxResets) broken.push(`autonomy: ${G.resets} resets, more than ${maxResets}`);
  if (G.step.kind === 'trade' || G.step.kind === 'bid') {
    if (!sameMembers(G.step.sealed.eligible, G.players)) broken.push('sealed: not every player takes part');
  }

  const over = ctx.gameover as BiasGameover | undefined;
  if (over) {
    const left = G.mind.filter((c) => content.beliefs.beliefs.find((b) => b.id === designOf(c))?.side === 'left').length;
    const right = G.mind.length - left;
    if (over.left !== left || over.right !== right) broken.push(`gameover: the mind holds ${left} left and ${right} right, the result says ${over.left} and ${over.right}`);
    for (const p of G.players) {
      const wins = rulebookWins(G.identities[p], left, right, G.players.length);
      if (wins !== undefined && wins !== over.winners.includes(p)) broken.push(`gameover: player ${p} (${G.identities[p]}) ${wins ? 'should have won' : 'should not have won'}`);
    }
  }
  return broken;
}
