import type { StageConfig } from 'boardgame.io';
import { createScriptEngine, scriptStages, settleScript, startScript, type ScriptHooks } from '../../kit/script/index.ts';
import { withFields } from '../../kit/with-fields.ts';
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
  /** Runs a discarded card's power on `G` for the player whose move this is: the state after it. The turn passes when it is over. */
  start(context: MoveContext, G: RobotsState, card: CardId, power: PowerDef): RobotsState;
}

/**
 * A power runs on a state of its own when the move's G is frozen (the lean engine's): `G`'s top
 * level and its script state copied, the rest shared. The interpreter copies a frozen paused run
 * before it writes in it and the steps replace the parts of G they change (script/zones.ts), so
 * nothing is written to the move's G: a move that wrote to it made the engine run every later
 * discard on a copy of G (the kit's decide move works its answers the same way). G is copied by
 * Object.assign, not a spread: the G a discard hands in is its own new object, and a spread of an
 * object not frozen gets a hidden class of its own, which the engine's freeze copies again
 * (rules/log.ts). boardgame.io's reducer gives a draft, whose parts are drafts too: the power
 * writes to it, as a copy would still write inside the paused run it shares.
 */
function ownState(context: MoveContext, G: RobotsState): MoveContext {
  if (Object.isFrozen(context.G)) return withFields(context, { G: withFields(G, { scripts: { ...G.scripts } }) }) as MoveContext;
  if (G !== context.G) Object.assign(context.G, G);
  return context;
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
    start(context, G, card, power) {
      const own = ownState(context, G);
      const outcome = startScript(engine, own, { script: scriptOf(power), self: card, owner: context.playerID, tag: power.id });
      settleScript(own, outcome, hooks);
      return own.G;
    },
  };
}
