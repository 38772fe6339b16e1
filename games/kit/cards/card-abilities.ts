/** What a card as written in content can do in play: run a script, change the rules while it is in force. */
export interface CardAbilities {
  /** It has a script with at least one step. */
  runsScript: boolean;
  /** It has modifiers (games/kit/script/rule-questions.ts): only such a card can change a rule's answer. */
  changesRules: boolean;
}

const someOf = (value: unknown) => Array.isArray(value) && value.length > 0;

/**
 * Read from the card's entry alone, so every game says the same of the same YAML: the
 * simulator's per-card table lists only what a card can do (a card with no modifiers is not
 * "never changed a rule", it cannot).
 */
export function cardAbilities(card: { script?: unknown; modifiers?: unknown }): CardAbilities {
  return { runsScript: someOf(card.script), changesRules: someOf(card.modifiers) };
}
