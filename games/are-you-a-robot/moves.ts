import type { MoveFn, MoveMap, StageArg } from 'boardgame.io';
import { Stage } from 'boardgame.io/core';
import { guardedMove } from '../kit/rules/guarded-move.ts';
import type { AyarContent } from './content-types.ts';
import { modeOf } from './modes.ts';
import { teamsOf } from './rules/deal.ts';
import { MOVE_ARGS, MOVE_RULES, type AyarMove } from './move-checks.ts';
import { applyAccept, applyDecline, applyOffer, applyWithdraw } from './rules/handshake.ts';
import type { Step } from './rules/outcome.ts';
import { applyRevolution } from './rules/revolution.ts';
import { inGame } from './rules/table.ts';
import { applyZap } from './rules/zap.ts';
import type { AyarState } from './state.ts';

type Context = Parameters<MoveFn<AyarState>>[0];

/** Hand a rule's step to boardgame.io: keep only the players in the game active, and end it if it ended. */
function settle({ events }: Context, before: AyarState, step: Step): AyarState {
  if (step.G.eliminated.length !== before.eliminated.length) events.setActivePlayers({ value: activeMap(step.G) });
  if (step.gameover) events.endGame(step.gameover);
  return step.G;
}

/** Every player still in the game, all in the same (null) stage, so no stage hints at a role. */
export function activeMap(G: AyarState): Record<string, StageArg> {
  // A loop over inGame's frozen list, where `map` takes V8's slow way (docs/simulator.md, frozen lists).
  const left = inGame(G);
  const active: Record<string, StageArg> = {};
  for (let i = 0; i < left.length; i++) active[left[i]] = Stage.NULL as StageArg;
  return active;
}

export function createMoves(content: AyarContent): MoveMap<AyarState> {
  const mode = (G: AyarState) => modeOf(content, G.mode);
  const teamOf = teamsOf(content);
  const guarded = (move: AyarMove, apply: (context: Context, ...args: any[]) => AyarState) =>
    guardedMove<AyarState>(MOVE_ARGS[move], ({ G, playerID }, ...args) => MOVE_RULES[move](G, mode(G), playerID, ...args), apply);
  return {
    zap: guarded('zap', (context, target: string) => {
      const env = { shuffle: context.random.Shuffle, teamOf };
      return settle(context, context.G, applyZap(context.G, mode(context.G), context.playerID, target, env));
    }),
    offerHandshake: guarded('offerHandshake', ({ G, playerID }, to: string) => applyOffer(G, playerID, to)),
    withdrawHandshake: guarded('withdrawHandshake', ({ G, playerID }) => applyWithdraw(G, playerID)),
    acceptHandshake: guarded('acceptHandshake', (context, from: string) => settle(context, context.G, applyAccept(context.G, from, context.playerID))),
    declineHandshake: guarded('declineHandshake', ({ G, playerID }, from: string) => applyDecline(G, from, playerID)),
    declareRevolution: guarded('declareRevolution', (context) => settle(context, context.G, applyRevolution(context.G, context.playerID))),
  };
}
