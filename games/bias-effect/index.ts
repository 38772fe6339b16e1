import { sealedDeadline } from '../kit/commit/sealed-commitments.ts';
import { designCounts } from '../kit/simulate/card-tally.ts';
import { biasHowToPlayFacts } from './how-to-play-facts.ts';
import { defineGameModule, type GameModule } from '../kit/game-module.ts';
import { playersTalk } from '../kit/talk/talk-policy.ts';
import { biasBotPolicy, lifeWalksBotPolicy, mindOnlyBotPolicy } from './bots/policy.ts';
import { checkBiasContent } from './content-checks.ts';
import type { BiasContent } from './content-types.ts';
import { BIAS_EFFECT_ID, createGame } from './game.ts';
import { biasInvariants } from './invariants.ts';
import { biasPrintedCards } from './printed-cards.ts';
import { biasSeatResults } from './seat-results.ts';
import type { BiasGameover, BiasState } from './state.ts';

function isGameover(value: unknown): value is BiasGameover {
  return typeof value === 'object' && value !== null && 'winners' in value && 'identities' in value;
}

/** The simulator's tally: how often each Algorithm card was played or traded, each Life outcome ran, ties, resets. */
export function biasTally(G: BiasState): Record<string, number> {
  const s = G.stats;
  return {
    'beliefs programmed': s.programmed,
    'beliefs deleted': s.deleted,
    'tied bids': s.ties,
    'tied bids above 0': s.contestedTies ?? 0,
    'autonomy resets': G.resets,
    ...designCounts('played', s.algorithmsPlayed),
    ...designCounts('traded', s.algorithmsTraded),
    ...designCounts('life', s.lifeOutcomes),
  };
}

export function createBiasModule(): GameModule<BiasContent, BiasState> {
  return defineGameModule({
    id: BIAS_EFFECT_ID,
    title: 'Bias Effect',
    contentFiles: {
      rules: { file: 'rules.yaml', schema: 'rules.schema.json' },
      identities: { file: 'identities.yaml', schema: 'identities.schema.json' },
      beliefs: { file: 'beliefs.yaml', schema: 'beliefs.schema.json' },
      algorithms: { file: 'algorithms.yaml', schema: 'algorithms.schema.json' },
      life: { file: 'life.yaml', schema: 'life.schema.json' },
    },
    checkContent: checkBiasContent,
    howToPlayFacts: biasHowToPlayFacts,
    createGame,
    setupOptions: () => [],
    printedCards: biasPrintedCards,
    // The rulebook asks for voice or video chat: the match chat is the table's, open to its seats all game.
    chatPolicy: (G, ctx, playerID) => playersTalk(G.players, playerID, ctx.gameover !== undefined),
    invariants: (G, ctx, content) => biasInvariants(G, ctx, content),
    tally: biasTally,
    tallyTitle: 'Cards and beliefs',
    cardTally: {
      title: 'Algorithm cards',
      counters: ['played', 'traded'],
      // Every Algorithm may be played for its script or traded in for its value.
      designs: (content) => content.algorithms.algorithms.map((card) => ({ id: card.id, copies: card.copies, can: ['played', 'traded'] })),
    },
    seatResults: biasSeatResults,
    roleTitle: 'Identity',
    scoreTitle: 'Chips at the end',
    botPolicy: biasBotPolicy,
    botVariants: {
      'mind-only': { about: 'its bids weigh the mind they would make, not the Life card to come', policy: mindOnlyBotPolicy },
      'life-walks': { about: 'its bids walk every unseen Life outcome on the table, as the bot did until 2026-12-03', policy: lifeWalksBotPolicy },
    },
    // A player who never chooses cannot hold the table forever: after the deadline anyone may close the step.
    timedWindow: (G, ctx, content) => {
      if (ctx.gameover !== undefined) return undefined;
      if (G.step.kind === 'trade') return sealedDeadline(G.step.sealed, content.rules.tradeSeconds, 'closeTrade');
      if (G.step.kind === 'bid') return sealedDeadline(G.step.sealed, content.rules.bidSeconds, 'closeBids');
      return undefined;
    },
    outcomeLabel: (gameover) => {
      if (!isGameover(gameover)) return 'unfinished';
      if (gameover.winners.length === 0) return 'nobody wins';
      return gameover.winners.map((p) => gameover.identities[p]).sort().join(' + ') + ' wins';
    },
  });
}

export const biasEffect = createBiasModule();
