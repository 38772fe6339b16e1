import type { DecisionRequest, Step } from '../../kit/script/index.ts';
import { stepParts } from '../../kit/script/step-parts.ts';
import type { BiasContent } from '../content-types.ts';
import type { CardId } from '../state.ts';
import type { Sim } from './sim.ts';
import { factsOf } from './sim-zones.ts';

/**
 * Whether `step` leaves the chosen card where it was put and reads nothing of which card it
 * was: a card taken unseen from the top of a deck, by a plain count and kept in no variable.
 */
function blindToChoice(name: string, args: Record<string, unknown>): boolean {
  return name === 'move' && typeof args.from === 'string' && args.from.endsWith('-deck') && typeof args.to === 'string' && (args.count === undefined || typeof args.count === 'number') && Object.keys(args).every((k) => k === 'from' || k === 'to' || k === 'count');
}

/** Whether `step` puts the card in `$as` on a discard pile by name (`discard` or `put` of it alone), or is blind to it (blindToChoice). */
function keepsChoiceBlind(step: Step, as: string): boolean {
  const { name = '', rawArgs } = stepParts(step);
  const args = (rawArgs ?? {}) as Record<string, unknown>;
  if (blindToChoice(name, args)) return true;
  const to = args.to ?? 'algorithm-discard';
  return (name === 'discard' || name === 'put') && args.cards === `$${as}` && Object.keys(args).every((k) => k === 'cards' || k === 'to') && typeof to === 'string' && to.endsWith('-discard');
}

// A walk's rest of steps is a new list at every choice; the steps in it are content's own, read once each.
const known = new WeakMap<Step, Map<string, boolean>>();

/** Whether every step of `rest` keeps to keepsChoiceBlind. */
function movesOnlyChosen(rest: readonly Step[], as: unknown): boolean {
  const name = String(as);
  for (const step of rest) {
    let byVariable = known.get(step);
    if (!byVariable) known.set(step, (byVariable = new Map()));
    let keeps = byVariable.get(name);
    if (keeps === undefined) byVariable.set(name, (keeps = keepsChoiceBlind(step, name)));
    if (!keeps) return false;
  }
  return true;
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
 * The answers of `answers` that are worth the same to the bot, as a class number per answer
 * (numbered in order of first answer), so one walk of `rest` serves each class; undefined when
 * no two are known alike. Alike: each answer one card, the cards with the same facts (kind,
 * side, value) and in the same list of the seat's picture, and `rest` only puts the card on a
 * discard pile (with cards drawn unseen from a deck besides). The endings then differ only in
 * which card moved, and a worth reads the mind by its count of each side and a hand by its size,
 * never which cards lie where (worth.ts). A card that deletes a belief from the mind weighs a
 * dozen beliefs as one or two.
 */
export function alikeAnswers(content: BiasContent, sim: Sim, request: DecisionRequest, answers: readonly string[][], rest: readonly Step[], as: unknown): number[] | undefined {
  if (request.kind !== 'card' || answers.length < 2 || !movesOnlyChosen(rest, as)) return undefined;
  const kinds: { holder: string; facts: Record<string, unknown> }[] = [];
  const classes: number[] = [];
  for (const answer of answers) {
    if (answer.length !== 1) return undefined;
    const holder = holderOf(sim, answer[0]);
    if (holder === undefined) return undefined;
    const facts = factsOf(content, answer[0]);
    let c = kinds.findIndex((k) => k.holder === holder && sameFacts(k.facts, facts));
    if (c < 0) c = kinds.push({ holder, facts }) - 1;
    classes.push(c);
  }
  return kinds.length < answers.length ? classes : undefined;
}
