import type { Ctx } from 'boardgame.io';
import { cardConservation } from '../kit/card-game/table-view.ts';
import { checkTableContent } from '../kit/card-game/check-table-content.ts';
import { checkRankRefs } from '../kit/card-game/rank-refs.ts';
import { winnerScoreResults } from '../kit/seat-result.ts';
import { checkVocabularyZones } from '../kit/card-game/card-scripts.ts';
import { firstOrRest } from '../kit/card-game/card-moves.ts';
import { defineCardGame } from '../kit/card-game/define-card-game.ts';
import { tablePrintedCards } from '../kit/card-game/printed-deck.ts';
import { tableHowToPlayFacts } from '../kit/card-game/table-facts.ts';
import { CARD_TABLE_FILE } from '../kit/card-game/table-content.ts';
import { defineGameModule, type ContentIssue } from '../kit/game-module.ts';
import { playersTalk } from '../kit/talk/talk-policy.ts';
import { setupChoiceOption } from '../kit/setup-choice.ts';
import { initialScriptState } from '../kit/script/index.ts';
import type { EightsContent } from './content-types.ts';
import { eightsRules } from './rules.ts';
import type { EightsGameover, EightsState } from './state.ts';
import { eightsVocabulary } from './vocabulary.ts';

export const CRAZY_EIGHTS_ID = 'crazy-eights';

function checkEights({ table, rules }: EightsContent): ContentIssue[] {
  const specials = rules.modes.flatMap((mode, m) => mode.specials.map((special, s) => ({ file: 'rules', path: ['modes', m, 'specials', s, 'rank'], rank: special.rank })));
  return [...checkTableContent(table), ...checkVocabularyZones(eightsVocabulary, table), ...checkRankRefs(table, [{ file: 'rules', path: ['wild'], rank: rules.wild }, ...specials], ['points'])];
}

export function createGame(content: EightsContent) {
  const { moves, outcome, engine } = eightsRules(content);
  return defineCardGame<EightsState>({
    name: CRAZY_EIGHTS_ID,
    table: content.table,
    setupChoice: { key: 'mode', choices: content.rules.modes },
    setup: (table, { choice }) =>
      ({ ...table, scripts: initialScriptState(), mode: choice!, calledSuit: null, drawnThisTurn: 0, passes: 0, log: [], stats: { eights: 0, specials: 0, reshuffles: 0 } }),
    onTurnBegin: (G) => void (G.drawnThisTurn = 0),
    moves,
    scripts: engine,
    endIf: outcome,
  });
}

/** A match that is no eight first (plays checked only up to it); else an eight naming its longest suit (the suits in turn after a draw, so bots cannot circle for ever); else a draw; else a pass. */
function botPolicy(view: EightsState, ctx: Ctx, seat: string, content: EightsContent) {
  const { moves, fact, isWild, matches } = eightsRules(content);
  const mayBeLegal = (move: string, args: unknown[]) => move !== 'play' || (args.length === 1 ? matches(view, String(args[0])) : isWild(String(args[0])));
  const { first, rest: actions } = firstOrRest(moves, view, ctx, seat, (move, args) => move === 'play' && args.length === 1 && matches(view, String(args[0])), mayBeLegal);
  const count = (suit: unknown) => view.zones[`hand:${seat}`].filter((card) => fact(card, 'suit') === suit).length;
  const eights = actions.filter((a) => a.move === 'play').sort((a, b) => count(b.args[1]) - count(a.args[1]));
  const pick = first ?? eights[view.drawnThisTurn > 0 ? view.stats.eights % eights.length : 0] ?? actions.find((a) => a.move === 'draw') ?? actions[0];
  return pick && { kind: 'move' as const, move: pick.move, args: pick.args };
}

export const crazyEights = defineGameModule<EightsContent, EightsState>({
  id: CRAZY_EIGHTS_ID,
  title: 'Crazy Eights',
  contentFiles: {
    table: CARD_TABLE_FILE,
    rules: { file: 'rules.yaml', schema: 'rules.schema.json' },
  },
  checkContent: checkEights,
  howToPlayFacts: (content) => tableHowToPlayFacts(content.table),
  createGame,
  setupOptions: (content) => [setupChoiceOption('mode', 'Mode', content.rules.modes, content.table.players)],
  chatPolicy: (_G, ctx, playerID) => playersTalk(ctx.playOrder, playerID, ctx.gameover !== undefined),
  invariants: (G, _ctx, content) => {
    const { deck, isWild } = eightsRules(content);
    const called = G.calledSuit !== null && !isWild(G.zones.discard[0]) ? [`a suit is called (${G.calledSuit}) but ${G.zones.discard[0]} is no eight`] : [];
    return [...cardConservation(G, deck), ...called];
  },
  // A game won by going out ends on a play, which clears the passes: passes left mean it was blocked.
  tally: (G) => ({ 'eights played': G.stats.eights, 'specials fired': G.stats.specials, reshuffles: G.stats.reshuffles, 'blocked games': G.passes > 0 ? 1 : 0 }),
  tallyTitle: 'Crazy Eights',
  seatResults: (_G, ctx) => winnerScoreResults(ctx.playOrder, ctx.gameover as EightsGameover),
  scoreTitle: 'Points',
  printedCards: tablePrintedCards,
  outcomeLabel: (gameover) => {
    const over = gameover as EightsGameover | undefined;
    return over?.handTotals === undefined ? 'unfinished' : `${over.blocked ? 'blocked' : 'out'}/${over.winner === null ? 'no winner' : `seat ${over.winner} wins`}`;
  },
  botPolicy: (view, ctx, seat, content) => botPolicy(view, ctx, seat, content),
});
