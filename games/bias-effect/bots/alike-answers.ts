import type { DecisionRequest, Step } from '../../kit/script/index.ts';
import { stepParts } from '../../kit/script/step-parts.ts';
import type { BiasContent } from '../content-types.ts';
import type { CardId } from '../state.ts';
import type { Sim } from './sim.ts';
import { factsOf } from './sim-zones.ts';

const known = new WeakMap<readonly Step[], Map<string, boolean>>();

/** Steps that only put the chosen card on a pile (`discard` or `put` of `$as` alone, to a pile by name: not the mind, a hand or a deck's top). */
function onlyPilesChosen(rest: readonly Step[], as: string): boolean {
  const chosen = `$${as}`;
  return rest.every((step) => {
    const { name, rawArgs } = stepParts(step);
    const args = (rawArgs ?? {}) as Record<string, unknown>;
    const to = args.to ?? 'algorithm-discard';
    return (name === 'discard' || name === 'put') && args.cards === chosen && Object.keys(args).every((k) => k === 'cards' || k === 'to') && typeof to === 'string' && to.endsWith('-discard');
  });
}

/** onlyPilesChosen, read once per list of steps and variable (content's steps are shared by every walk). */
function movesOnlyChosen(rest: readonly Step[], as: unknown): boolean {
  let byVariable = known.get(rest);
  if (!byVariable) known.set(rest, (byVariable = new Map()));
  const name = String(as);
  let keeps = byVariable.get(name);
  if (keeps === undefined) byVariable.set(name, (keeps = onlyPilesChosen(rest, name)));
  return keeps;
}

/** Which of the seat's lists holds `card`: the mind, its hand, or a pile by name; undefined for none. */
function holderOf(sim: Sim, card: CardId): string | undefined {
  if (sim.mind.includes(card)) return 'mind';
  if (sim.own.includes(card)) return 'own';
  for (const zone of Object.keys(sim.piles)) if (sim.piles[zone].includes(card)) return zone;
  return undefined;
}

const sameFacts = (a: Record<string, unknown>, b: Record<string, unknown>): boolean => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => Object.hasOwn(b, k) && a[k] === b[k]);
};

/**
 * Whether every answer of `answers` is worth the same to the bot, so one walk of `rest` serves
 * them all: each answer one card, every card with the same facts (kind, side, value) and in the
 * same list of the seat's picture, and `rest` only puts that card on a discard pile. The endings
 * then differ only in which card moved, and a worth reads the mind by its count of each side and
 * a hand by its size, never which cards lie where (worth.ts). A Life card that deletes a belief
 * of one side from the mind weighs each of up to a dozen beliefs alike.
 */
export function alikeAnswers(content: BiasContent, sim: Sim, request: DecisionRequest, answers: readonly string[][], rest: readonly Step[], as: unknown): boolean {
  if (request.kind !== 'card' || answers.length < 2 || !movesOnlyChosen(rest, as)) return false;
  const first = answers[0];
  if (first.length !== 1) return false;
  const facts = factsOf(content, first[0]);
  const holder = holderOf(sim, first[0]);
  if (holder === undefined) return false;
  for (let i = 1; i < answers.length; i++) {
    const answer = answers[i];
    if (answer.length !== 1 || holderOf(sim, answer[0]) !== holder || !sameFacts(facts, factsOf(content, answer[0]))) return false;
  }
  return true;
}
