import type { MoveMap } from 'boardgame.io';
import { applyCommit, closeSealed, sealedMove, type SealedRound } from '../kit/commit/sealed-commitments.ts';
import { checkMoveArgs } from '../kit/rules/check-move-args.ts';
import { guardedMove } from '../kit/rules/guarded-move.ts';
import { arg, type ArgScope, type MoveArgs } from '../kit/rules/move-args.ts';
import { decideArgs } from '../kit/script/boardgame.ts';
import { checkAnswer } from '../kit/script/index.ts';
import { violation, type Violation } from '../kit/violation.ts';
import type { BiasContent } from './content-types.ts';
import { createFlow, type MoveContext } from './flow.ts';
import { checkPass, checkPlay } from './rules/algorithm.ts';
import { checkBid } from './rules/bids.ts';
import { checkControl, type ControlChoice } from './rules/control.ts';
import { checkTrade } from './rules/trade.ts';
import { stateWith, withOwnWrites } from './rules/own-writes.ts';
import type { BiasState, CardId, PlayerID } from './state.ts';

type Scope = ArgScope<BiasState>;

const NO_CARDS: readonly CardId[] = [];

/** The sender's hand: own keys only, and a spectator holds none. */
const handOf = ({ G, playerID }: Scope): readonly CardId[] => (playerID != null && Object.hasOwn(G.hands, playerID) ? G.hands[playerID] : NO_CARDS);

const chipsOf = ({ G, playerID }: Scope): number => (playerID != null && Object.hasOwn(G.chips, playerID) ? G.chips[playerID] : 0);

/** Every move's arguments: the kit refuses anything else before a rule runs, and bots and the table ask the same. */
export const MOVE_ARGS: Readonly<Record<string, MoveArgs<BiasState>>> = {
  trade: [arg.nullable(arg.card<BiasState>('card', 'your hand', handOf))],
  closeTrade: [],
  // Up to the sender's chips: a card's lower cap is the rule's to explain (checkBid).
  bid: [arg.integer<BiasState>('amount', 0, chipsOf)],
  closeBids: [],
  control: [arg.choice('choice', ['program', 'delete'])],
  playAlgorithm: [arg.card<BiasState>('card', 'your hand', handOf)],
  pass: [],
  // The kit builds the move itself (flow.ts scriptStages); this is its declaration, for the bots and the table.
  decide: decideArgs<BiasState>(),
};

type Check = (G: BiasState, player: PlayerID | null | undefined, args: readonly unknown[]) => Violation | undefined;

/** After a deadline, any seat may close a sealed step: whoever is still out gets the fallback. */
export function checkClose(G: Pick<BiasState, 'step' | 'players'>, player: PlayerID | null | undefined, kind: 'trade' | 'bid'): Violation | undefined {
  if (G.step.kind !== kind) return violation('nothing-to-close', kind === 'bid' ? 'Nobody is bidding now.' : 'Nobody is trading in now.');
  if (player == null || !G.players.includes(player)) return violation('not-a-seat', 'Only a player at the table may close it.');
  return undefined;
}

/** Each move's rule, once its arguments have passed their declaration: the moves, the bots and the table ask these. */
export const MOVE_CHECKS: Readonly<Record<string, Check>> = {
  trade: (G, player, [card]) => checkTrade(G, player, card),
  closeTrade: (G, player) => checkClose(G, player, 'trade'),
  bid: (G, player, [amount]) => checkBid(G, player, amount),
  closeBids: (G, player) => checkClose(G, player, 'bid'),
  control: (G, player, [choice]) => checkControl(G, player, choice),
  playAlgorithm: (G, player, [card]) => checkPlay(G, player, card),
  pass: (G, player) => checkPass(G, player),
  decide: (G, player, [answer]) => checkAnswer(G.scripts, player, answer),
};

/**
 * Why the engine would refuse `move(...args)` from `scope.playerID` on `scope.G`: its declared
 * arguments, then its rule, as the move itself asks. A bot builds one scope for all its candidates.
 */
export function moveRefusal(scope: Scope, move: string, args: readonly unknown[]): Violation | undefined {
  if (!Object.hasOwn(MOVE_CHECKS, move)) return violation('unknown-move', `There is no move ${move}.`);
  return checkMoveArgs(MOVE_ARGS[move], args, scope) ?? MOVE_CHECKS[move](scope.G, scope.playerID, args);
}

/** A move's whole check in the form guardedMove takes: its declaration, then its rule from MOVE_CHECKS. */
const checked = (move: string) => [MOVE_ARGS[move], ({ G, playerID }: { G: BiasState; playerID: PlayerID | null | undefined }, ...args: unknown[]) => MOVE_CHECKS[move](G, playerID, args)] as const;

export function createMoves(content: BiasContent): { moves: MoveMap<BiasState>; flow: ReturnType<typeof createFlow> } {
  const flow = createFlow(content);

  // A choice that is not the last changes only the step: the next G is returned, G itself left
  // as it was, so the engine copies and freezes nothing else (every part the reveal writes, for
  // each of a 5-seat round's first four choices, cost about as much as a Life card).
  /** The last trade choice in (or a deadline) turns every choice up at once. */
  const settleTrades = (context: MoveContext, sealed: SealedRound<CardId | null>): BiasState | void => {
    if (!sealed.revealed) return stateWith(context.G, { kind: 'trade', sealed }, context.G.round, context.G.stats, context.G.scripts);
    return withOwnWrites(context, (own) => flow.afterTrades(own, sealed.commits));
  };
  const settleBids = (context: MoveContext, sealed: SealedRound<number>): BiasState | void => {
    if (!sealed.revealed) return stateWith(context.G, { kind: 'bid', sealed }, context.G.round, context.G.stats, context.G.scripts);
    return withOwnWrites(context, (own) => flow.afterBids(own, sealed.commits, sealed.defaulted));
  };
  const tradeRound = (G: BiasState) => (G.step as { sealed: SealedRound<CardId | null> }).sealed;
  const bidRound = (G: BiasState) => (G.step as { sealed: SealedRound<number> }).sealed;

  const moves: MoveMap<BiasState> = {
    trade: sealedMove<BiasState>('trade', ...checked('trade'), (context, card: CardId | null) => settleTrades(context, applyCommit(tradeRound(context.G), context.playerID, card))),
    closeTrade: guardedMove<BiasState>(...checked('closeTrade'), (context) => settleTrades(context, closeSealed(tradeRound(context.G), null))),
    bid: sealedMove<BiasState>('bid', ...checked('bid'), (context, amount: number) => settleBids(context, applyCommit(bidRound(context.G), context.playerID, amount))),
    closeBids: guardedMove<BiasState>(...checked('closeBids'), (context) => settleBids(context, closeSealed(bidRound(context.G), 0))),
    control: guardedMove<BiasState>(...checked('control'), (context, choice: ControlChoice) => withOwnWrites(context, (own) => flow.afterControl(own, choice))),
    playAlgorithm: guardedMove<BiasState>(...checked('playAlgorithm'), (context, card: CardId) => withOwnWrites(context, (own) => flow.playAlgorithm(own, card))),
    pass: guardedMove<BiasState>(...checked('pass'), (context) => withOwnWrites(context, (own) => flow.passAlgorithm(own))),
  };
  return { moves, flow };
}
