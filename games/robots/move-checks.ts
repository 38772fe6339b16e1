import { checkMoveArgs } from '../kit/rules/check-move-args.ts';
import { arg, type ArgScope, type MoveArgs } from '../kit/rules/move-args.ts';
import { decideArgs } from '../kit/script/boardgame.ts';
import { checkAnswer, type ScriptState } from '../kit/script/index.ts';
import type { Violation } from '../kit/violation.ts';
import type { RobotsContent } from './content-types.ts';
import { checkClaim, checkDiscard, checkDrawFromFactory, checkExtend, checkLayDown, checkTakeFromHeap } from './rules/index.ts';
import { handOf, type Table } from './rules/table.ts';
import type { CardId, PlayerID } from './state.ts';

type Scope = ArgScope<Table>;

const NO_CARDS: readonly CardId[] = [];

/** The sender's own hand (a view holds only that one); a spectator has none. */
const handCards = ({ G, playerID }: Scope): readonly CardId[] => (playerID == null ? NO_CARDS : handOf(G, playerID));

const spreadIds = ({ G }: Scope): string[] => G.spreads.map((s) => s.id);

const spread = arg.card<Table>('spread', 'the spreads on the table', spreadIds);

/** Distinct cards of the sender's hand, at most all of it; an empty list is the rule's to refuse, with its reason. */
const handList = arg.list<Table>('cards', arg.card<Table>('card', 'your hand', handCards), (scope) => handCards(scope).length);

/**
 * A run's end, or left out for "either" and for a set. The table sends a left-out end as
 * `undefined`, which the wire's JSON turns into null; the rules take a null end for a set
 * (and refuse it for a run, with their reason), so the declaration takes null too.
 */
const end = arg.optional(arg.nullable(arg.choice('end', ['low', 'high'])));

/** Every move's arguments: the kit refuses any other before a rule runs; bots and the table ask the same. */
export const MOVE_ARGS = {
  drawFromFactory: [],
  takeFromHeap: [arg.card<Table>('card', 'the Scrap Heap', ({ G }) => G.heap)],
  layDown: [arg.choice('kind', ['run', 'set']), handList],
  extend: [spread, handList, end],
  discard: [arg.card<Table>('card', 'your hand', handCards)],
  callRobots: [spread, end],
} as const satisfies Record<string, MoveArgs<Table>>;

export type RobotsMove = keyof typeof MOVE_ARGS;

type Rule = (content: RobotsContent, G: Table, playerID: PlayerID | null | undefined, ...args: unknown[]) => Violation | undefined;

/** Each move's rule, read by the moves themselves (moves.ts), the bots and the table alike. */
export const MOVE_RULES: Record<RobotsMove, Rule> = {
  drawFromFactory: (_content, G, playerID) => checkDrawFromFactory(G, playerID),
  takeFromHeap: checkTakeFromHeap,
  layDown: checkLayDown,
  extend: checkExtend,
  discard: checkDiscard,
  callRobots: checkClaim,
};

/**
 * Why the server would refuse this move from `playerID` now: its arguments, then its rule,
 * the guarded move's whole check. It reads only what a player's view holds (the sender's own
 * hand), so a bot and the table ask it of their view. The seats are the state's: `players`
 * is the match's play order.
 */
export function moveViolation(content: RobotsContent, G: Table, playerID: PlayerID | null | undefined, move: RobotsMove, args: readonly unknown[]): Violation | undefined {
  return checkMoveArgs(MOVE_ARGS[move], args, { G, playerID, seats: G.players }) ?? MOVE_RULES[move](content, G, playerID, ...args);
}

/**
 * The kit's `decide` move's declaration, read on a Table: a view's script state holds the
 * decider's pending decision as the full state's does, which is all the declaration reads.
 */
const DECIDE_ARGS = decideArgs() as MoveArgs<Table>;

/** Why the server would refuse `decide(answer)` from `playerID` now: the kit's whole check of that move. */
export function decideViolation(G: Table, playerID: PlayerID | null | undefined, args: readonly unknown[]): Violation | undefined {
  return checkMoveArgs(DECIDE_ARGS, args, { G, playerID, seats: G.players }) ?? checkAnswer(G.scripts as ScriptState, playerID, args[0]);
}
