import type { Vocabulary } from '../vocabulary.ts';

/**
 * The kit's step and condition examples are written in the words of a game with a deck, a
 * discard pile, hands, piles, a `shield` effect and a `value` fact. Each game's schema shows
 * them in its own words instead, so the editor never offers a zone or an effect the game lacks:
 * a zone by the part it plays (the game's draw, discard and hand zones, its first kind of
 * group), an effect, a duration or a numeric card fact by the game's first one, a nested step the
 * game withholds by the step it runs instead. An example with a word the game has no stand-in
 * for is not one the game could run: it is left out (undefined).
 */
export function fitExample(example: unknown, vocabulary: Vocabulary): unknown {
  const words = standIns(vocabulary);
  try {
    return fit(example, words, vocabulary);
  } catch (error) {
    if (error instanceof NoStandIn) return undefined;
    throw error;
  }
}

class NoStandIn extends Error {}

/** The game's word for each word the kit's examples use. */
interface StandIns {
  zones: Record<string, string | undefined>;
  effects: Record<string, string | undefined>;
  durations: Record<string, string | undefined>;
  numericFact?: string;
}

const firstKey = (record: Record<string, unknown>): string | undefined => Object.keys(record)[0];

function standIns(vocabulary: Vocabulary): StandIns {
  const group = Object.entries(vocabulary.zones).find(([, zone]) => zone.kind === 'group')?.[0];
  const numeric = Object.entries(vocabulary.cardFacts).find(([, fact]) => ['integer', 'number'].includes(fact.schema.type as string))?.[0];
  return {
    zones: { deck: vocabulary.defaults.draw, 'discard-pile': vocabulary.defaults.discard, hand: vocabulary.defaults.hand, pile: group },
    effects: { shield: firstKey(vocabulary.effects) },
    durations: { 'end-of-next-player-turn': firstKey(vocabulary.durations) },
    numericFact: numeric,
  };
}

/** The game's own word, or the stand-in for a kit word it lacks; any other word is the game's own example's, left as written. */
function standIn(word: unknown, own: Record<string, unknown>, kit: Record<string, string | undefined>): unknown {
  if (typeof word !== 'string' || Object.hasOwn(own, word) || !Object.hasOwn(kit, word)) return word;
  const instead = kit[word];
  if (instead === undefined) throw new NoStandIn();
  return instead;
}

const STEP_LISTS = new Set(['steps', 'then', 'else']);
const ZONE_KEYS = new Set(['zone', 'from', 'to']);

function fit(value: unknown, words: StandIns, vocabulary: Vocabulary, key?: string): unknown {
  if (Array.isArray(value)) return key !== undefined && STEP_LISTS.has(key) ? value.map((step) => fitStep(step, words, vocabulary)) : value.map((item) => fit(item, words, vocabulary));
  if (typeof value === 'object' && value !== null) {
    // A zone's `where` picks groups; elsewhere (card-matches) it tests a card.
    const facts = 'zone' in value ? vocabulary.groupFacts : vocabulary.cardFacts;
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, k === 'where' ? fitFacts(v as Record<string, unknown>, facts, words) : fit(v, words, vocabulary, k)]));
  }
  if (key !== undefined && ZONE_KEYS.has(key)) return standIn(value, vocabulary.zones, words.zones);
  if (key === 'effect') return standIn(value, vocabulary.effects, words.effects);
  if (key === 'until') return standIn(value, vocabulary.durations, words.durations);
  return value;
}

/** A nested step the game runs, or the one it runs instead of a withheld kit step (with that step's own example). */
function fitStep(step: unknown, words: StandIns, vocabulary: Vocabulary): unknown {
  const [name, args] = Object.entries(step as Record<string, unknown>)[0];
  if (vocabulary.stepByName.has(name)) return { [name]: fit(args, words, vocabulary) };
  const instead = Object.hasOwn(vocabulary.withheld, name) ? vocabulary.stepByName.get(vocabulary.withheld[name].use) : undefined;
  if (!instead) throw new NoStandIn();
  return { [instead.name]: instead.example };
}

/** A filter's facts: the game's own, a numeric card fact standing in for the kit's `value`. */
function fitFacts(filter: Record<string, unknown>, facts: Vocabulary['cardFacts'], words: StandIns): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(filter).map(([fact, test]) => {
      if (Object.hasOwn(facts, fact)) return [fact, test];
      if (fact !== 'value' || words.numericFact === undefined) throw new NoStandIn();
      return [words.numericFact, test];
    }),
  );
}
