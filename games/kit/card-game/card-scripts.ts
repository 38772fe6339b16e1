import { TURN_DURATIONS } from '../script/effects.ts';
import { createScriptEngine, defineVocabulary, type ScriptEngine, type ScriptOption } from '../script/engine.ts';
import type { ScriptHost } from '../script/types.ts';
import type { FactSpec, StepDefinition, Vocabulary, VocabularyInput } from '../script/vocabulary.ts';
import type { ZoneAdapter } from '../script/zones.ts';
import type { ContentIssue } from '../game-module.ts';
import { factsOf, type BuiltDeck } from './build-deck.ts';
import { CARD_GAME_STEPS } from './card-steps.ts';
import { isSuited, type CardTableContent } from './table-content.ts';
import { refillZone } from './table-ops.ts';
import { zoneKey, type CardTableState, type ZoneDecl } from './table-state.ts';

type CardScriptState = CardTableState & ScriptHost;

/** The facts buildDeck gives a suited card, for `where` filters: a game with a suited deck spreads these into its cardFacts. */
export const SUITED_CARD_FACTS: Record<string, FactSpec> = {
  suit: { schema: { type: 'string' }, description: "The suit's id, e.g. `hearts`." },
  rank: { schema: { type: 'string' }, description: "The rank's id, e.g. `queen` or `8`." },
  points: { schema: { type: 'number' }, description: 'The points the rank counts for, when table.yaml gives it some.' },
};

/**
 * A card game's script vocabulary: the kit's steps, the card-game steps (deal, reshuffle,
 * skip, reverse) and the game's own; durations default to the usual turn ones, effects to none.
 */
export function cardGameVocabulary<G extends CardScriptState>(input: Omit<VocabularyInput<G>, 'durations' | 'effects'> & Partial<Pick<VocabularyInput<G>, 'durations' | 'effects'>>): Vocabulary<G> {
  return defineVocabulary<G>({ durations: TURN_DURATIONS, effects: {}, ...input, steps: [...(CARD_GAME_STEPS as StepDefinition<G>[]), ...(input.steps ?? [])] });
}

/** The script engine's way into TableZones: a zone is the table's, cards' facts are the deck's, refills as the zone declares. */
export function tableZoneAdapter<G extends CardTableState>(zones: readonly ZoneDecl[], deck: BuiltDeck): ZoneAdapter<G> {
  const keyOf = (key: { zone: string; of?: string }) => zoneKey(key.zone, key.of);
  return {
    read: (G, key) => (Object.hasOwn(G.zones, keyOf(key)) ? G.zones[keyOf(key)] : []),
    write: (G, key, cards) => void (G.zones[keyOf(key)] = cards),
    cardFacts: (_G, card) => factsOf(deck, card),
    refill: (G, key, shuffle) => void refillZone(G, zones, keyOf(key), shuffle),
  };
}

/**
 * A script engine over the table: its zones, the deck's facts, `next`/`previous` following
 * G.order's direction. A suited deck gives the option list `suits` (for `choose-option: { from:
 * suits }`) to a vocabulary that declares it; `lists` adds the game's own.
 */
export function cardScriptEngine<G extends CardScriptState>(vocabulary: Vocabulary<G>, table: CardTableContent, deck: BuiltDeck, lists: Record<string, ScriptOption[]> = {}): ScriptEngine<G> {
  const suits: Record<string, ScriptOption[]> = isSuited(table.deck) && Object.hasOwn(vocabulary.lists, 'suits') ? { suits: table.deck.suits.map((suit) => ({ id: suit.id, text: suit.name })) } : {};
  return createScriptEngine<G>({ vocabulary, zones: tableZoneAdapter<G>(table.zones, deck), direction: (G) => G.order.direction, lists: { ...suits, ...lists } });
}

/** Each zone the vocabulary names must be one of the table's, per seat exactly when the vocabulary's is per player. */
export function checkVocabularyZones(vocabulary: Vocabulary, table: CardTableContent, file = 'table'): ContentIssue[] {
  return Object.entries(vocabulary.zones).flatMap(([id, spec]): ContentIssue[] => {
    const zone = table.zones.find((z) => z.id === id);
    if (zone && zone.perSeat === (spec.kind === 'player')) return [];
    const wanted = spec.kind === 'player' ? 'one per seat (perSeat: true)' : 'on the table (perSeat: false)';
    return [{ file, path: ['zones'], message: `the game's scripts use a zone "${id}" ${wanted}; declare it here.` }];
  });
}
