import { violation, type Violation } from '../../kit/violation.ts';
import type { QuestionDef, ThreeLawsContent } from '../content-types.ts';
import type { PlayerID, TemplateUse, ThreeLawsState } from '../state.ts';
import { isSeat } from './table.ts';

type Table = Pick<ThreeLawsState, 'players' | 'factions' | 'factionDeck'>;

// Bots look a question up for every template use they weigh, at every step.
const byId = new WeakMap<readonly QuestionDef[], Map<string, QuestionDef>>();

export function questionById(content: Pick<ThreeLawsContent, 'questions'>, id: string): QuestionDef | undefined {
  const { questions } = content.questions;
  let index = byId.get(questions);
  if (!index) {
    index = new Map();
    for (const q of questions) if (!index.has(q.id)) index.set(q.id, q);
    byId.set(questions, index);
  }
  return index.get(id);
}

/** The ranks of this match's faction deck, low to high. */
export function ranksInPlay(G: Pick<ThreeLawsState, 'factionDeck'>): number[] {
  return [...new Set(G.factionDeck.map((c) => c.rank))].sort((a, b) => a - b);
}

/** What may fill a slot of `kind` for a question from `asker` to `target`. */
export function slotChoices(G: Table, kind: 'player' | 'rank' | 'faction', asker: PlayerID, target: PlayerID): (string | number)[] {
  if (kind === 'player') return G.players.filter((p) => p !== asker && p !== target);
  if (kind === 'rank') return ranksInPlay(G);
  return [...G.factions];
}

/** A template use as sent over the wire: a known template with every slot filled by a fitting value. */
export function checkTemplateUse(G: Table, content: Pick<ThreeLawsContent, 'questions'>, asker: PlayerID, target: PlayerID, use: unknown): Violation | undefined {
  const bad = violation('bad-template', 'That question template does not fit: pick it again from the list.');
  if (typeof use !== 'object' || use === null) return bad;
  const { id, params } = use as Partial<TemplateUse>;
  const def = typeof id === 'string' ? questionById(content, id) : undefined;
  if (!def || typeof params !== 'object' || params === null) return bad;
  const slots = def.params ?? [];
  if (Object.keys(params).length !== slots.length) return bad;
  for (const slot of slots) {
    // The client's object: a slot it lacks must not be read from Object.prototype.
    const value = Object.hasOwn(params, slot.name) ? (params as Record<string, unknown>)[slot.name] : undefined;
    if (!slotChoices(G, slot.kind, asker, target).includes(value as string | number)) {
      return slot.kind === 'player' && isSeat(G, value)
        ? violation('bad-template', 'Name a third player: neither you nor the one you ask.')
        : bad;
    }
  }
  return undefined;
}

/** The text each slot shows: a player's name (from the table), a rank, a faction's plural name. */
export function templateLabels(content: Pick<ThreeLawsContent, 'factions'>, def: QuestionDef, use: TemplateUse, nameOf: (p: PlayerID) => string): Record<string, string> {
  return Object.fromEntries((def.params ?? []).map((slot) => {
    const value = use.params[slot.name];
    if (slot.kind === 'player') return [slot.name, nameOf(String(value))];
    if (slot.kind === 'faction') return [slot.name, content.factions.factions.find((f) => f.id === value)?.plural ?? String(value)];
    return [slot.name, String(value)];
  }));
}
