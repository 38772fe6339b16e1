import { defineGameModule, type GameModule } from '../kit/game-module.ts';
import { designCounts } from '../kit/simulate/card-tally.ts';
import { cardAbilities } from '../kit/cards/card-abilities.ts';
import { robotsHowToPlayFacts } from './how-to-play-facts.ts';
import { playersTalk } from '../kit/talk/talk-policy.ts';
import { deckOf } from './cards.ts';
import { checkRobotsContent } from './content-checks.ts';
import type { RobotsContent } from './content-types.ts';
import { createGame, ROBOTS_ID } from './game.ts';
import { robotsInvariants } from './invariants.ts';
import { robotsBotPolicy } from './bots/policy.ts';
import { claimWindow } from './rules/claim-window.ts';
import { powerOf } from './rules/powers.ts';
import { robotsPrintedCards } from './printed-cards.ts';
import { robotsSeatResults } from './seat-results.ts';
import type { RobotsGameover, RobotsState } from './state.ts';

function isGameover(value: unknown): value is RobotsGameover {
  return typeof value === 'object' && value !== null && 'winner' in value && 'scores' in value;
}

export function createRobotsModule(): GameModule<RobotsContent, RobotsState> {
  return defineGameModule({
    id: ROBOTS_ID,
    title: 'ROBOTS!',
    contentFiles: {
      deck: { file: 'deck.yaml', schema: 'deck.schema.json' },
      rules: { file: 'rules.yaml', schema: 'rules.schema.json' },
      powers: { file: 'powers.yaml', schema: 'powers.schema.json' },
      constructs: { file: 'constructs.yaml', schema: 'constructs.schema.json' },
    },
    checkContent: checkRobotsContent,
    howToPlayFacts: robotsHowToPlayFacts,
    createGame,
    setupOptions: (content) => [
      {
        key: 'variant',
        label: 'Variant',
        choices: content.powers.variants.map((v) => ({
          value: v.id,
          label: v.name,
          minPlayers: content.rules.players.min,
          maxPlayers: content.rules.players.max,
          summary: v.summary,
        })),
      },
    ],
    chatPolicy: (G, ctx, playerID) => playersTalk(G.players, playerID, ctx.gameover !== undefined),
    invariants: (G, ctx, content) => robotsInvariants(content, G, ctx),
    tally: (G) => designCounts('fired', G.powersFired),
    tallyTitle: 'Powers fired',
    cardTally: {
      title: 'Powers',
      counters: ['fired'],
      // A power's copies are the cards carrying it in the variant: the five of its number, or the stars that arm it.
      designs: (content, setupData) =>
        content.powers.powers.map((power) => ({
          id: power.id,
          copies: deckOf(content).cards.filter((card) => powerOf(content, setupData.variant, card.id) === power).length,
          can: cardAbilities(power).runsScript ? ['fired'] : [],
        })),
    },
    botPolicy: robotsBotPolicy,
    seatResults: robotsSeatResults,
    scoreTitle: 'Points',
    timedWindow: (G, ctx, content) => claimWindow(G, ctx.gameover !== undefined, content),
    printedCards: robotsPrintedCards,
    outcomeLabel: (gameover) => (isGameover(gameover) ? `seat ${gameover.winner} wins/${gameover.reason}` : 'unfinished'),
  });
}

export const robots = createRobotsModule();
