import type { Ctx } from 'boardgame.io';
import { guardedMove, type GuardedMove } from '../rules/guarded-move.ts';
import { eachDeclaredLegalMove, type LegalMove, type MoveWanted } from '../rules/declared-moves.ts';
import type { ArgSpec, MoveArgs } from '../rules/move-args.ts';
import { violation, type Violation } from '../violation.ts';
import type { ScriptEngine, ScriptHost, StartRequest } from '../script/index.ts';
import { endTurnAfterScripts, pendingDecisionMoves, runCardScript, scriptWaiting } from './card-script-turns.ts';
import type { Shuffle } from './table-ops.ts';
import type { CardTableState } from './table-state.ts';

/** What a card move's rule changes the table with: G (boardgame.io's draft), who moves, the match's ctx and its seeded shuffle. */
export interface CardMoveContext<G> {
  G: G;
  seat: string;
  ctx: Pick<Ctx, 'currentPlayer' | 'playOrder' | 'numPlayers'>;
  random: { Shuffle: Shuffle };
  /** Runs a card's script (the game's `scripts` engine); a decision it asks is answered with `decide` before the turn ends. */
  runScript(request: StartRequest): void;
}

/**
 * One move of a card game, declared: its arguments (move-args.ts), why the seat may not make it
 * now (checked on a seat's view too, so it reads only what that seat sees), and what it does.
 * `clicks` is the zone a click on which makes this move (`draw` on the stock); `dropsOn` the
 * zone a card dragged from `args[0]`'s zone is dropped on to make it (`play` onto the discard).
 */
export interface CardMove<G extends CardTableState> {
  label: string;
  args: MoveArgs<G>;
  check(G: G, seat: string, ...args: any[]): Violation | undefined;
  /** Changes G; returns 'end-turn' when the seat's turn is over. */
  apply(context: CardMoveContext<G>, ...args: any[]): 'end-turn' | void;
  clicks?: string;
  dropsOn?: string;
}

/** One argument of a move as a table reads it: plain data, no functions. */
export interface CardArgDecl {
  label: string;
  kind: ArgSpec['kind'];
  optional: boolean;
  /** For a card argument: the zone its card comes from. */
  zone?: string;
  /** For a choice: its values, and their names when content gave them. */
  values?: readonly string[];
  names?: Readonly<Record<string, string>>;
}

/** A move as a table offers it: name, label, arguments, and the zone a click or a drop acts on. */
export interface CardMoveDecl {
  name: string;
  label: string;
  args: CardArgDecl[];
  clicks?: string;
  dropsOn?: string;
}

function argDecl(spec: ArgSpec): CardArgDecl {
  const inner = spec.kind === 'optional' ? spec.of : spec;
  return {
    label: spec.label,
    kind: inner.kind,
    optional: spec.kind === 'optional',
    ...(inner.kind === 'card' ? { zone: inner.zone } : {}),
    ...(inner.kind === 'choice' ? { values: inner.values, ...(inner.names ? { names: inner.names } : {}) } : {}),
  };
}

/** The moves as plain objects, for a table to offer clicks and drags without game code. */
export function cardMoveDecls<G extends CardTableState>(moves: Record<string, CardMove<G>>): CardMoveDecl[] {
  return Object.entries(moves).map(([name, move]) => ({
    name,
    label: move.label,
    args: move.args.map(argDecl),
    ...(move.clicks ? { clicks: move.clicks } : {}),
    ...(move.dropsOn ? { dropsOn: move.dropsOn } : {}),
  }));
}

/** The moves as boardgame.io runs them: arguments checked against their declaration, then the rule; a refusal changes nothing. */
export function guardedCardMoves<G extends CardTableState>(moves: Record<string, CardMove<G>>, scripts?: ScriptEngine<G & ScriptHost>): Record<string, GuardedMove<G>> {
  return Object.fromEntries(
    Object.entries(moves).map(([name, move]) => [
      name,
      guardedMove<G>(
        move.args,
        // boardgame.io lets a spectator (no playerID) send moves; only a seat of the match plays a card game.
        ({ G, playerID, ctx }, ...args) =>
          typeof playerID === 'string' && ctx.playOrder.includes(playerID) ? (scriptWaiting(G) ?? move.check(G, playerID, ...args)) : violation('not-seated', 'Only a player at the table may move.'),
        (context, ...args) => {
          const runScript = (request: StartRequest) => runCardScript(scripts, context as never, request);
          if (move.apply({ G: context.G, seat: context.playerID!, ctx: context.ctx, random: context.random, runScript }, ...args) === 'end-turn') endTurnAfterScripts(context);
        },
      ),
    ]),
  );
}

/** One legal move: its name and arguments, as a bot sends it. */
export type LegalAction = LegalMove;

/**
 * Every move `seat` may make now, with every argument list its declaration allows that passes
 * the move's whole check, read from G or from the seat's own view alike. While a card's script
 * waits on a decision, only its decider has moves: its answers. A seat whose turn it is not, or
 * a finished game, has none. A move whose arguments cannot be listed (free text) is left out: a
 * game offers those itself. One at a time, each checked when asked for (a bot that takes the
 * first of a kind stops there); legalActions lists them all. With `wanted`, only the moves it
 * wants are checked and given (a bot that looks for one kind first checks no other).
 */
export function eachLegalAction<G extends CardTableState>(moves: Record<string, CardMove<G>>, G: G, ctx: Pick<Ctx, 'currentPlayer' | 'playOrder' | 'gameover'>, seat: string, wanted?: MoveWanted): Iterable<LegalAction> {
  if (ctx.gameover !== undefined) return [];
  const answers = pendingDecisionMoves(G, seat);
  if (answers) return wanted ? answers.filter((a) => wanted(a.move, a.args)) : answers;
  if (ctx.currentPlayer !== seat) return [];
  const { guarded, declared } = checksOf(moves);
  return eachDeclaredLegalMove(declared, { G, playerID: seat, seats: ctx.playOrder }, (move, given) => guarded[move].violation({ G, playerID: seat, ctx }, given), wanted);
}

export function legalActions<G extends CardTableState>(moves: Record<string, CardMove<G>>, G: G, ctx: Pick<Ctx, 'currentPlayer' | 'playOrder' | 'gameover'>, seat: string, wanted?: MoveWanted): LegalAction[] {
  return [...eachLegalAction(moves, G, ctx, seat, wanted)];
}

/**
 * The first legal action of the kind a bot prefers, no other checked; else every legal action
 * of the other kinds (those of its kind were all refused), or only of those `otherwise` names
 * (a bot that would take only some of them checks no more): its first choice, and the rest only
 * when there is none.
 */
export function firstOrRest<G extends CardTableState>(
  moves: Record<string, CardMove<G>>,
  G: G,
  ctx: Pick<Ctx, 'currentPlayer' | 'playOrder' | 'gameover'>,
  seat: string,
  prefers: MoveWanted,
  otherwise: MoveWanted = () => true,
): { first?: LegalAction; rest: LegalAction[] } {
  for (const first of eachLegalAction(moves, G, ctx, seat, prefers)) return { first, rest: [] };
  return { rest: legalActions(moves, G, ctx, seat, (move, args) => !prefers(move, args) && otherwise(move, args)) };
}

const CHECKS = new WeakMap<object, { guarded: Record<string, GuardedMove<any>>; declared: Record<string, MoveArgs<any>> }>();

/** The moves' checks and declarations, made once per moves table: bots list legal actions again and again on the same one. */
function checksOf<G extends CardTableState>(moves: Record<string, CardMove<G>>) {
  let checks = CHECKS.get(moves);
  if (!checks) {
    const guarded = guardedCardMoves(moves);
    checks = { guarded, declared: Object.fromEntries(Object.entries(guarded).map(([move, { args }]) => [move, args])) };
    CHECKS.set(moves, checks);
  }
  return checks;
}
