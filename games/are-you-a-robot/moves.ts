import type { MoveFn, MoveMap, StageArg } from 'boardgame.io';
import { Stage } from 'boardgame.io/core';
import { guardedMove } from '../kit/rules/guarded-move.ts';
import type { AyarContent } from './content-types.ts';
import { modeOf } from './modes.ts';
import { teamsOf } from './rules/deal.ts';
import { applyAccept, applyDecline, applyOffer, applyWithdraw, checkAccept, checkDecline, checkOffer, checkWithdraw } from './rules/handshake.ts';
import type { Step } from './rules/outcome.ts';
import { applyRevolution, checkRevolution } from './rules/revolution.ts';
import { inGame } from './rules/table.ts';
import { applyZap, checkZap } from './rules/zap.ts';
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
  return Object.fromEntries(inGame(G).map((p) => [p, Stage.NULL as StageArg]));
}

export function createMoves(content: AyarContent): MoveMap<AyarState> {
  const mode = (G: AyarState) => modeOf(content, G.mode);
  const teamOf = teamsOf(content);
  return {
    zap: guardedMove<AyarState>(
      ({ G, playerID }, target) => checkZap(G, mode(G), playerID, target),
      (context, target: string) => {
        const env = { shuffle: context.random.Shuffle, teamOf };
        return settle(context, context.G, applyZap(context.G, mode(context.G), context.playerID, target, env));
      },
    ),
    offerHandshake: guardedMove<AyarState>(
      ({ G, playerID }, to) => checkOffer(G, mode(G), playerID, to),
      ({ G, playerID }, to: string) => applyOffer(G, playerID, to),
    ),
    withdrawHandshake: guardedMove<AyarState>(
      ({ G, playerID }) => checkWithdraw(G, mode(G), playerID),
      ({ G, playerID }) => applyWithdraw(G, playerID),
    ),
    acceptHandshake: guardedMove<AyarState>(
      ({ G, playerID }, from) => checkAccept(G, mode(G), playerID, from),
      (context, from: string) => settle(context, context.G, applyAccept(context.G, from, context.playerID)),
    ),
    declineHandshake: guardedMove<AyarState>(
      ({ G, playerID }, from) => checkDecline(G, mode(G), playerID, from),
      ({ G, playerID }, from: string) => applyDecline(G, from, playerID),
    ),
    declareRevolution: guardedMove<AyarState>(
      ({ G, playerID }) => checkRevolution(G, mode(G), playerID),
      (context) => settle(context, context.G, applyRevolution(context.G, context.playerID)),
    ),
  };
}
