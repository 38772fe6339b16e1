import { ask, type Answer, type ModifierInForce } from '../../kit/script/rule-questions.ts';
import type { ScriptValue } from '../../kit/script/index.ts';
import type { EvilContent } from '../content-types.ts';
import type { EvilState } from '../state.ts';
import { robotOf } from './catalog.ts';
import { teamShown } from './coins.ts';
import { evilQuestions, type EvilQuestion } from './questions.ts';
import { countCards } from './replace.ts';

// Every rule question asks for the modifiers in force, bots' checks included, many times a
// step: they are kept per face-up list while it is frozen (a state's, or a view's sharing it).
// A move's own copy of the list may still change, and is read afresh.
const kept = new WeakMap<EvilState['faceUp'], { content: EvilContent; modifiers: readonly ModifierInForce[] }>();

/** The modifiers of every face-up Robot Card, in the order the cards were revealed. */
export function modifiersInForce(G: Pick<EvilState, 'faceUp'>, content: EvilContent): readonly ModifierInForce[] {
  const known = kept.get(G.faceUp);
  if (known?.content === content) return known.modifiers;
  const modifiers = G.faceUp.flatMap(({ card, owner }) =>
    ((robotOf(content, card).modifiers ?? []) as unknown as ModifierInForce[]).map((m) => ({ ...m, owner, source: card })),
  );
  if (Object.isFrozen(G.faceUp)) kept.set(G.faceUp, { content, modifiers: Object.freeze(modifiers) });
  return modifiers;
}

type FactsState = Pick<EvilState, 'power' | 'influence' | 'tokens' | 'coins' | 'dealer' | 'showdown'>;

/** What a `when` filter may test of a player (docs/rules/evil-robots.md): facts the table can see. */
export function playerFacts(G: FactsState, player: string): Record<string, ScriptValue> {
  return {
    power: G.power[player] ?? -1,
    influence: G.influence[player] ?? 0,
    tokens: G.tokens[player] ?? 0,
    team: G.coins[player] ? teamShown(G.coins[player]) : 'neutral',
    winner: G.showdown?.winners.includes(player) ?? false,
    dealer: G.dealer === player,
  };
}

type AskState = FactsState & Pick<EvilState, 'faceUp'>;

/** A rule's answer with the face-up cards' word on it: `base` is the rulebook's (or rules.yaml's) answer. */
export function askRule<V extends ScriptValue>(G: AskState, content: EvilContent, question: EvilQuestion, subject: Record<string, unknown>, base: V): Answer<V> {
  return ask(evilQuestions, modifiersInForce(G, content), question, subject, base, { playerFacts: (p) => playerFacts(G, p) });
}

/** The same, inside a move: every card that changed the answer is counted for the simulator's tally. */
export function askCounted<V extends ScriptValue>(G: EvilState, content: EvilContent, question: EvilQuestion, subject: Record<string, unknown>, base: V): V {
  const answer = askRule(G, content, question, subject, base);
  countCards(G, 'changed', answer.changedBy);
  return answer.value;
}
