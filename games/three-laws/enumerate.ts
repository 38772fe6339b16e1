import type { Ctx } from 'boardgame.io';
import { renderTemplate } from '../kit/talk/question-templates.ts';
import type { ThreeLawsContent } from './content-types.ts';
import { moveRefusal } from './move-args.ts';
import { ranksInPlay, slotChoices, templateLabels } from './rules/question-params.ts';
import type { PlayerID, TemplateUse, ThreeLawsState, ThreeLawsView } from './state.ts';

export interface EnumeratedMove {
  move: string;
  args: unknown[];
}

/** How a seat is named where no names are known (the simulator, a bot without match data). */
export const seatLabel = (p: PlayerID): string => `Player ${Number(p) + 1}`;

type SlotTable = Pick<ThreeLawsView, 'players' | 'factions' | 'factionDeck'>;

// The uses depend only on the seats, the factions and the deck's ranks, which a match keeps and
// a run's matches at one table share; a bot weighs every use for every other seat at each of its questions.
// A use with the same slots is one object for every seat an asker may put it to, so a bot can
// weigh it once by identity (bots/ask.ts). A run's matches draw their factions, so its tables
// come and go: each table's uses are kept by what they are made of, the last table's by identity too.
interface TableUses {
  byPair: Map<string, readonly TemplateUse[]>;
  same: Map<string, TemplateUse>;
}
const usesKept = new WeakMap<readonly unknown[], { on: SlotTable; uses: TableUses; tables: Map<string, TableUses> }>();
// More tables than a run meets (three at four seats): past it, the oldest is let go.
const TABLES_KEPT = 32;

/** What the uses are made of, as one string: compared only when a new match's table comes in. */
const tableOf = (view: SlotTable): string => JSON.stringify([view.players, view.factions, ranksInPlay(view)]);

function usesOfTable(tables: Map<string, TableUses>, view: SlotTable): TableUses {
  const table = tableOf(view);
  let uses = tables.get(table);
  if (!uses) {
    if (tables.size === TABLES_KEPT) tables.delete(tables.keys().next().value!);
    tables.set(table, (uses = { byPair: new Map(), same: new Map() }));
  }
  return uses;
}

/** Every way to fill a template's slots for a question from `asker` to `target`: the same frozen list for the same table. */
export function templateUses(view: SlotTable, content: ThreeLawsContent, asker: PlayerID, target: PlayerID): readonly TemplateUse[] {
  const { questions } = content.questions;
  let kept = usesKept.get(questions);
  if (!kept || kept.on.players !== view.players || kept.on.factions !== view.factions || kept.on.factionDeck !== view.factionDeck) {
    const tables = kept?.tables ?? new Map<string, TableUses>();
    kept = { on: { players: view.players, factions: view.factions, factionDeck: view.factionDeck }, uses: usesOfTable(tables, view), tables };
    usesKept.set(questions, kept);
  }
  const { byPair, same } = kept.uses;
  const pair = `${asker}>${target}`;
  let uses = byPair.get(pair);
  if (!uses) {
    uses = Object.freeze(questions.flatMap((def) =>
      (def.params ?? []).reduce<TemplateUse[]>(
        (partial, slot) => partial.flatMap((u) => slotChoices(view, slot.kind, asker, target).map((v) => ({ id: def.id, params: { ...u.params, [slot.name]: v } }))),
        [{ id: def.id, params: {} }],
      ),
    ).map((use) => {
      const key = `${asker}|${use.id}|${JSON.stringify(use.params)}`;
      const made = same.get(key);
      if (made) return made;
      same.set(key, Object.freeze(use));
      Object.freeze(use.params);
      return use;
    }));
    byPair.set(pair, uses);
  }
  return uses;
}

/**
 * Every legal move for `playerID` from what its view holds, with questions from the templates
 * in their plain phrasing and plain answers: the random bots' menu. (Typed text is open-ended;
 * the game's own bots in bots/ choose their words.)
 */
export function enumerateMoves(view: ThreeLawsView, ctx: Pick<Ctx, 'gameover'>, content: ThreeLawsContent, playerID: PlayerID): EnumeratedMove[] {
  if (ctx.gameover !== undefined) return [];
  const G = view as unknown as ThreeLawsState;
  const out: EnumeratedMove[] = [];
  const step = view.step;
  if (step.kind === 'query-ask' && step.current === playerID) {
    for (const target of view.players.filter((p) => p !== playerID)) {
      for (const use of templateUses(view, content, playerID, target)) {
        const def = content.questions.questions.find((q) => q.id === use.id)!;
        out.push({ move: 'ask', args: [target, renderTemplate(def, templateLabels(content, def, use, seatLabel)), use] });
      }
    }
  }
  if (step.kind === 'query-answer' && step.target === playerID) {
    for (const text of [...content.questions.answerWords.yes.slice(0, 1), ...content.questions.answerWords.no.slice(0, 1), '2']) out.push({ move: 'answer', args: [text] });
  }
  for (const to of view.players) out.push({ move: 'giveKeys', args: [to] });
  out.push({ move: 'keepKeys', args: [] }, { move: 'acceptKeys', args: [] }, { move: 'refuseKeys', args: [] });
  for (const act of view.acts) out.push({ move: 'callError', args: [act.id] });
  out.push({ move: 'accuse', args: [] }, { move: 'voteOnCall', args: [true] }, { move: 'voteOnCall', args: [false] }, { move: 'reveal', args: [] }, { move: 'ready', args: [] });
  if (view.names[playerID] === undefined) out.push({ move: 'nameSeat', args: [seatLabel(playerID)] });
  // Each candidate put to its move's declared arguments, then its rule, as the engine puts it.
  const scope = { G, playerID, seats: view.players };
  return out.filter((m) => moveRefusal(content, scope, m.move, m.args) === undefined);
}
