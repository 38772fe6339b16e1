import type { Ctx, Game, StageConfig } from 'boardgame.io';
import { NO_CLIENT_EVENTS } from '../rules/no-client-events.ts';
import type { ScriptEngine, ScriptHost } from '../script/index.ts';
import { resolveSetupChoice } from '../setup-choice.ts';
import { buildDeck, type BuiltDeck } from './build-deck.ts';
import { cardMoveDecls, guardedCardMoves, legalActions, type CardMove, type CardMoveDecl } from './card-moves.ts';
import { cardScriptStages, viewCardScripts } from './card-script-turns.ts';
import type { CardTableContent } from './table-content.ts';
import { dealTable, type Shuffle } from './table-ops.ts';
import type { CardTableState } from './table-state.ts';
import { tableView } from './table-view.ts';
import { cardTurn } from './turn-order.ts';

/** What a card game gives the kit: its table content, how its own state starts, its moves and its end. */
export interface CardGameRules<G extends CardTableState> {
  name: string;
  table: CardTableContent;
  /**
   * A choice made when a match is created (a mode): setup data `{ [key]: id }` picks one of
   * `choices` (the first when none is given); anything else is refused before setup.
   */
  setupChoice?: { key: string; choices: readonly { id: string }[] };
  /** G from the dealt table: the game adds its own fields (and may run its first rules); `choice` is the setup choice's id. */
  setup(table: CardTableState, context: { seats: string[]; choice: string | undefined; shuffle: Shuffle; deck: BuiltDeck }): G;
  /** What the game resets as each turn begins (a count of cards drawn this turn). */
  onTurnBegin?(G: G): void;
  moves: Record<string, CardMove<G>>;
  /** The result when the game is over (boardgame.io's gameover), else undefined. */
  endIf(G: G, seats: readonly string[]): unknown;
  /** What the game hides beyond the table's zones, applied after tableView. */
  view?(view: G, seat: string | null | undefined): G;
  /** The engine the cards' scripts run on (cardScriptEngine), for a game whose G holds `scripts`: moves run them with `runScript`. */
  scripts?: ScriptEngine<G & ScriptHost>;
}

/** A card game's boardgame.io Game, with its moves as a table reads them (clicks, drops). */
export type CardGame<G> = Game<G> & { cardMoves: CardMoveDecl[] };

/**
 * One boardgame.io Game from content and rules: setup builds and shuffles the deck and deals it
 * as table.yaml says; each seat receives tableView (and the game's own view); turns follow
 * G.order (direction, skips); every move is checked before it runs, so a refused move changes
 * nothing; a card's script that asks a decision waits in the kit's decision stage (`decide`);
 * bots get every legal move (ai.enumerate) from the moves' declarations.
 */
export function defineCardGame<G extends CardTableState>(rules: CardGameRules<G>): CardGame<G> {
  const deck = buildDeck(rules.table.deck);
  const { zones } = rules.table;
  const chosen = (setupData: unknown) => (rules.setupChoice ? resolveSetupChoice(setupData, rules.setupChoice.key, rules.setupChoice.choices) : undefined);
  return {
    name: rules.name,
    minPlayers: rules.table.players.min,
    maxPlayers: rules.table.players.max,
    disableUndo: true,
    validateSetupData: (setupData) => {
      const choice = chosen(setupData);
      return typeof choice === 'string' ? choice : undefined;
    },
    setup: ({ ctx, random }, setupData) => {
      const seats = [...ctx.playOrder];
      const choice = chosen(setupData);
      if (typeof choice === 'string') throw new Error(choice);
      return rules.setup(dealTable(rules.table, deck, seats, random.Shuffle), { seats, choice: choice?.id, shuffle: random.Shuffle, deck });
    },
    turn: { ...cardTurn<G>(rules.onTurnBegin), stages: cardScriptStages(rules.scripts) as unknown as Record<string, StageConfig<G>> },
    moves: guardedCardMoves(rules.moves, rules.scripts),
    events: NO_CLIENT_EVENTS,
    endIf: ({ G, ctx }) => rules.endIf(G, ctx.playOrder),
    playerView: ({ G, playerID }) => {
      const view = viewCardScripts(tableView(G, zones, playerID), playerID);
      return rules.view ? rules.view(view, playerID) : view;
    },
    ai: { enumerate: (G: G, ctx: Ctx, playerID: string) => legalActions(rules.moves, G, ctx, playerID) },
    cardMoves: cardMoveDecls(rules.moves),
  };
}
