import type { StageConfig } from 'boardgame.io';
import { createScriptEngine, scriptStages, settleScript, startScript, type ScriptHooks } from '../../kit/script/index.ts';
import type { PowerDef, RobotsContent } from '../content-types.ts';
import { commit, type MoveContext } from '../flow.ts';
import { afterPower } from '../rules/discard.ts';
import type { CardId, RobotsState } from '../state.ts';
import { scriptOf, type RobotsHost } from './host.ts';
import { robotsVocabulary } from './vocabulary.ts';
import { robotsZones } from './zones.ts';

export interface PowerRunner {
  /** The decision stage for `turn.stages`: the deciding player answers with `decide(answer)`. */
  stages: Record<string, StageConfig<RobotsState>>;
  /** Runs a discarded card's power for the player whose move this is; the turn passes when it is over. */
  start(context: MoveContext, card: CardId, power: PowerDef): void;
}

/** The kit's script engine over ROBOTS!: its zones, its steps, and what happens when a power is over. */
export function createPowerRunner(content: RobotsContent): PowerRunner {
  const host: RobotsHost = { content };
  const engine = createScriptEngine<RobotsState>({ vocabulary: robotsVocabulary, zones: robotsZones(content), host });
  const hooks: ScriptHooks<RobotsState> = {
    onDone: (context) => commit(context, afterPower(content, context.G, context.ctx.currentPlayer, context.random.Shuffle)),
  };
  return {
    stages: scriptStages(engine, hooks),
    start(context, card, power) {
      const outcome = startScript(engine, context, { script: scriptOf(power), self: card, owner: context.playerID, tag: power.id });
      settleScript(context, outcome, hooks);
    },
  };
}
