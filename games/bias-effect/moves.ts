import type { MoveMap } from 'boardgame.io';
import { applyCommit, closeSealed, sealedMove, type SealedRound } from '../kit/commit/sealed-commitments.ts';
import { guardedMove } from '../kit/rules/guarded-move.ts';
import { violation, type Violation } from '../kit/violation.ts';
import type { BiasContent } from './content-types.ts';
import { createFlow, type MoveContext } from './flow.ts';
import { checkPass, checkPlay } from './rules/algorithm.ts';
import { checkBid } from './rules/bids.ts';
import { checkControl, type ControlChoice } from './rules/control.ts';
import { checkTrade } from './rules/trade.ts';
import type { BiasState, CardId, PlayerID } from './state.ts';

/** After a deadline, any seat may close a sealed step: whoever is still out gets the fallback. */
export function checkClose(G: Pick<BiasState, 'step' | 'players'>, player: PlayerID | null | undefined, kind: 'trade' | 'bid'): Violation | undefined {
  if (G.step.kind !== kind) return violation('nothing-to-close', kind === 'bid' ? 'Nobody is bidding now.' : 'Nobody is trading in now.');
  if (player == null || !G.players.includes(player)) return violation('not-a-seat', 'Only a player at the table may close it.');
  return undefined;
}

export function createMoves(content: BiasContent): { moves: MoveMap<BiasState>; flow: ReturnType<typeof createFlow> } {
  const flow = createFlow(content);

  /** The last trade choice in (or a deadline) turns every choice up at once. */
  const settleTrades = (context: MoveContext, sealed: SealedRound<CardId | null>) => {
    if (!sealed.revealed) {
      context.G.step = { kind: 'trade', sealed };
      return;
    }
    flow.afterTrades(context, sealed.commits);
  };
  const settleBids = (context: MoveContext, sealed: SealedRound<number>) => {
    if (!sealed.revealed) {
      context.G.step = { kind: 'bid', sealed };
      return;
    }
    flow.afterBids(context, sealed.commits, sealed.defaulted);
  };
  const tradeRound = (G: BiasState) => (G.step as { sealed: SealedRound<CardId | null> }).sealed;
  const bidRound = (G: BiasState) => (G.step as { sealed: SealedRound<number> }).sealed;

  const moves: MoveMap<BiasState> = {
    trade: sealedMove<BiasState>(
      ({ G, playerID }, card) => checkTrade(G, playerID, card),
      (context, card: CardId | null) => settleTrades(context, applyCommit(tradeRound(context.G), context.playerID, card)),
    ),
    closeTrade: guardedMove<BiasState>(
      ({ G, playerID }) => checkClose(G, playerID, 'trade'),
      (context) => settleTrades(context, closeSealed(tradeRound(context.G), null)),
    ),
    bid: sealedMove<BiasState>(
      ({ G, playerID }, amount) => checkBid(G, playerID, amount),
      (context, amount: number) => settleBids(context, applyCommit(bidRound(context.G), context.playerID, amount)),
    ),
    closeBids: guardedMove<BiasState>(
      ({ G, playerID }) => checkClose(G, playerID, 'bid'),
      (context) => settleBids(context, closeSealed(bidRound(context.G), 0)),
    ),
    control: guardedMove<BiasState>(
      ({ G, playerID }, choice) => checkControl(G, playerID, choice),
      (context, choice: ControlChoice) => flow.afterControl(context, choice),
    ),
    playAlgorithm: guardedMove<BiasState>(
      ({ G, playerID }, card) => checkPlay(G, playerID, card),
      (context, card: CardId) => flow.playAlgorithm(context, card),
    ),
    pass: guardedMove<BiasState>(
      ({ G, playerID }) => checkPass(G, playerID),
      (context) => flow.passAlgorithm(context),
    ),
  };
  return { moves, flow };
}
