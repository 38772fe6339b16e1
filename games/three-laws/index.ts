import { defineGameModule, type GameModule } from '../kit/game-module.ts';
import { playersFact } from '../kit/content/how-to-play-facts.ts';
import { checkTalk } from '../kit/talk/talk-policy.ts';
import { violation } from '../kit/violation.ts';
import { checkThreeLawsContent } from './content-checks.ts';
import type { ThreeLawsContent } from './content-types.ts';
import { createGame, THREE_LAWS_ID } from './game.ts';
import { threeLawsBotPolicy } from './bots/policy.ts';
import { threeLawsInvariants } from './invariants.ts';
import { threeLawsPrintedCards } from './printed-cards.ts';
import { threeLawsTalkLaws } from './talk-laws.ts';
import { accuseWindow } from './rules/accuse-window.ts';
import { isSeat, lawsApply, talkPhase, talkRoles } from './rules/table.ts';
import { threeLawsSeatResults } from './seat-results.ts';
import type { ThreeLawsGameover, ThreeLawsState } from './state.ts';
import { threeLawsCardTally, threeLawsTally } from './tally.ts';

function isGameover(value: unknown): value is ThreeLawsGameover {
  return typeof value === 'object' && value !== null && 'winner' in value && 'totals' in value;
}

export function createThreeLawsModule(): GameModule<ThreeLawsContent, ThreeLawsState> {
  return defineGameModule({
    id: THREE_LAWS_ID,
    title: '3 Laws of Robotics',
    contentFiles: {
      rules: { file: 'rules.yaml', schema: 'rules.schema.json' },
      factions: { file: 'factions.yaml', schema: 'factions.schema.json' },
      laws: { file: 'laws.yaml', schema: 'laws.schema.json' },
      questions: { file: 'questions.yaml', schema: 'questions.schema.json' },
      words: { file: 'words.yaml', schema: 'words.schema.json' },
    },
    checkContent: checkThreeLawsContent,
    howToPlayFacts: (content) => [playersFact(content.rules.players)],
    printedCards: threeLawsPrintedCards,
    talkLaws: threeLawsTalkLaws,
    createGame,
    setupOptions: (content) => [
      {
        key: 'start',
        label: 'Start at',
        choices: [
          { value: 'round-1', label: 'Round 1 (full game)', minPlayers: content.rules.players.min, maxPlayers: content.rules.players.max, summary: `All ${content.rules.rounds.length} rounds; the first has no laws.` },
          { value: 'round-2', label: 'Round 2 (skip the warm-up)', minPlayers: content.rules.players.min, maxPlayers: content.rules.players.max, summary: 'For tables that know the game: laws from the first round played.' },
        ],
      },
    ],
    // While laws are in force, speech is the query's question and answer (moves the engine can
    // judge), so the match chat stays closed; between rounds and after the game it follows rules.yaml's talk.
    chatPolicy: (G, ctx, playerID) => {
      const over = ctx.gameover !== undefined;
      const talk = checkTalk(G.talk, talkPhase(G.step, over), playerID, G.players, talkRoles(G.step));
      if (isSeat(G, playerID) && !over && lawsApply(G.step)) return violation('speak-at-table', 'While the round is played, talk happens in the query: ask or answer at the table.');
      return talk;
    },
    invariants: (G, ctx, content) => threeLawsInvariants(G, ctx, content),
    tally: threeLawsTally,
    tallyTitle: 'Laws and Errors',
    cardTally: threeLawsCardTally,
    seatResults: threeLawsSeatResults,
    scoreTitle: 'Victory Points',
    timedWindow: (G, ctx, content) => accuseWindow(G, ctx.gameover !== undefined, content),
    botPolicy: threeLawsBotPolicy,
    seatNameMove: 'nameSeat',
    outcomeLabel: (gameover) => (isGameover(gameover) ? `seat ${gameover.winner} wins` : 'unfinished'),
  });
}

export const threeLaws = createThreeLawsModule();
