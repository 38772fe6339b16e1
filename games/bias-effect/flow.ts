import type { MoveFn, StageConfig } from 'boardgame.io';
import { outcomeFor } from '../kit/script/board-outcomes.ts';
import { createScriptEngine, scriptStages, settleScript, signalMoment, startScript, type ScriptHooks } from '../kit/script/index.ts';
import type { BiasContent } from './content-types.ts';
import { takePlayedCard } from './rules/algorithm.ts';
import { algorithmOf, designOf, lifeOf } from './rules/catalog.ts';
import { applyControl, type ControlChoice } from './rules/control.ts';
import { resolveBids } from './rules/bids.ts';
import { LEANING_CASES, mindCount } from './rules/mind.ts';
import { finishRound, nextAlgorithmTurn, openAlgorithmPhase, openBidding, roundLead, takeTop } from './rules/round.ts';
import { applyTrades } from './rules/trade.ts';
import { countedOnce, ownChips } from './rules/own-writes.ts';
import { scriptOf } from './script/host.ts';
import { biasVocabulary } from './script/vocabulary.ts';
import { biasZones } from './script/zones.ts';
import type { BiasState, CardId, Leaning, PlayerID } from './state.ts';

export type MoveContext = Parameters<MoveFn<BiasState>>[0];

const LIFE = 'life';
const ALGORITHM = 'algorithm';

/** What follows each step of a round; the parts that run card scripts go through the kit's interpreter. */
export interface BiasFlow {
  /** The decision stage: a player a card asks answers with `decide(answer)`. */
  stages: Record<string, StageConfig<BiasState>>;
  afterTrades(context: MoveContext, choices: Record<PlayerID, CardId | null>): void;
  afterBids(context: MoveContext, commits: Record<PlayerID, number>, defaulted: PlayerID[]): void;
  afterControl(context: MoveContext, choice: ControlChoice): void;
  playAlgorithm(context: MoveContext, card: CardId): void;
  passAlgorithm(context: MoveContext): void;
}

export function createFlow(content: BiasContent): BiasFlow {
  const engine = createScriptEngine<BiasState>({ vocabulary: biasVocabulary, zones: biasZones(content), host: { content } });
  const hooks: ScriptHooks<BiasState> = {
    onDone: (context, outcome) => (outcome.tag === LIFE ? openAlgorithmPhase(context.G) : endAlgorithmTurn(context)),
  };
  const shuffle = (context: MoveContext) => context.random.Shuffle;

  function endAlgorithmTurn(context: MoveContext): void {
    if (!nextAlgorithmTurn(context.G)) return;
    signalMoment(context.G.scripts, biasVocabulary.durations, 'round-end');
    finishRound(context.G, content, shuffle(context));
  }

  /** The Life card drawn now answers the mind as it is after the Belief was programmed or deleted. */
  function resolveLife(context: MoveContext): void {
    const { G } = context;
    const card = takeTop(G, 'lifeDeck', shuffle(context));
    if (card === null) return openAlgorithmPhase(G);
    G.lifeDiscard = [card, ...G.lifeDiscard];
    const { case: outcome, outcome: chosen } = outcomeFor(LEANING_CASES, lifeOf(content, card).outcomes, mindCount(content, G.mind));
    G.round.life = { card, outcome: outcome as Leaning };
    const key = `${designOf(card)}: ${outcome}`;
    G.stats.lifeOutcomes = countedOnce(G.stats.lifeOutcomes, key);
    G.step = { kind: 'life' };
    settleScript(context, startScript(engine, context, { script: scriptOf(chosen.script), self: card, owner: roundLead(G), tag: LIFE }), hooks);
  }

  return {
    stages: scriptStages(engine, hooks),
    afterTrades(context, choices) {
      applyTrades(context.G, content, choices);
      openBidding(context.G, shuffle(context));
      if (context.G.belief === null) resolveLife(context);
    },
    afterBids(context, commits, defaulted) {
      const { G } = context;
      const result = resolveBids(content, G, G.belief!, commits, defaulted);
      // The bid edits applied to these totals are spent once the bids are shown.
      signalMoment(G.scripts, biasVocabulary.durations, 'bids-revealed');
      // A bid of 0 pays nothing: the chips record is left to be shared (own-writes.ts).
      for (const [player, chips] of Object.entries(result.paid)) {
        if (chips === 0) continue;
        ownChips(G)[player] -= chips;
        G.bank += chips;
      }
      G.round.bids = result;
      if (result.winner) {
        G.step = { kind: 'control', winner: result.winner };
        return;
      }
      G.stats.ties += 1;
      // Kept before this counter existed, a match's stats have none.
      if (result.lines.some((line) => line.total > 0)) G.stats.contestedTies = (G.stats.contestedTies ?? 0) + 1;
      applyControl(G, 'delete');
      resolveLife(context);
    },
    afterControl(context, choice) {
      applyControl(context.G, choice);
      resolveLife(context);
    },
    playAlgorithm(context, card) {
      const { G, playerID } = context;
      takePlayedCard(G, playerID, card);
      const design = designOf(card);
      G.stats.algorithmsPlayed = countedOnce(G.stats.algorithmsPlayed, design);
      // The catalog's lookup: `find` on the content's frozen list takes V8's slow way (docs/simulator.md, frozen lists).
      const def = algorithmOf(content, card);
      settleScript(context, startScript(engine, context, { script: scriptOf(def.script), self: card, owner: playerID, tag: ALGORITHM }), hooks);
    },
    passAlgorithm(context) {
      context.G.round.algorithms = [...context.G.round.algorithms, { player: context.playerID, card: null }];
      endAlgorithmTurn(context);
    },
  };
}
