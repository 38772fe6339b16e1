import { checkMoveArgs } from '../kit/rules/check-move-args.ts';
import { arg, type ArgScope, type ArgSpec, type MoveArgs } from '../kit/rules/move-args.ts';
import { violation, type Violation } from '../kit/violation.ts';
import type { ThreeLawsContent } from './content-types.ts';
import { MAX_MESSAGE_LENGTH } from './rules/acts.ts';
import { checkAccuse, checkCallError, checkCastVote } from './rules/error-call.ts';
import { checkAnswer, checkAsk } from './rules/query.ts';
import { checkReady, checkReveal } from './rules/round-end.ts';
import { checkNameSeat, MAX_NAME_LENGTH } from './rules/seat-names.ts';
import { checkGive, checkKeep, checkReply } from './rules/transfer.ts';
import type { Act, PlayerID, ThreeLawsState } from './state.ts';

type Scope = ArgScope<ThreeLawsState>;

// A round's acts only grow by a new list: the ids of one list are worked out once, however
// many of its acts a bot weighs calling.
const idsOfActs = new WeakMap<readonly Act[], readonly string[]>();

function actIds({ G }: Scope): readonly string[] {
  let ids = idsOfActs.get(G.acts);
  if (!ids) idsOfActs.set(G.acts, (ids = G.acts.map((a) => a.id)));
  return ids;
}

/** The lowest (or highest) rank of this match's faction deck: a loop, as bots ask it for every question they weigh. */
function rankBound(pick: (a: number, b: number) => number) {
  return ({ G }: Scope): number => {
    let bound = G.factionDeck[0]?.rank ?? 0;
    for (const card of G.factionDeck) bound = pick(bound, card.rank);
    return bound;
  };
}

const SLOT_ARGS: Record<'player' | 'rank' | 'faction', (name: string) => ArgSpec<ThreeLawsState>> = {
  player: (name) => arg.seat(name),
  rank: (name) => arg.integer(name, rankBound(Math.min), rankBound(Math.max)),
  faction: (name) => arg.card<ThreeLawsState>(name, "this match's factions", ({ G }) => G.factions),
};

/**
 * A question picked from the templates: a template of the content and its slots filled, each
 * slot by its name with a value of its kind (content-checks.ts keeps a name to one kind). Which
 * slots a template has, and a player slot's third seat, are the rule's to say (checkTemplateUse).
 */
function templateArg(content: ThreeLawsContent): ArgSpec<ThreeLawsState> {
  const slots = new Map<string, ArgSpec<ThreeLawsState>>();
  for (const q of content.questions.questions) for (const p of q.params ?? []) if (!slots.has(p.name)) slots.set(p.name, SLOT_ARGS[p.kind](p.name));
  const params = arg.shape<ThreeLawsState>('params', Object.fromEntries(slots), [...slots.keys()]);
  const id = arg.choice('template', content.questions.questions.map((q) => q.id));
  return arg.shape<ThreeLawsState>('template', { id, params });
}

const declared = new WeakMap<ThreeLawsContent, Readonly<Record<string, MoveArgs<ThreeLawsState>>>>();

/** Every move's arguments (a template's ids and slots come from the content): the kit refuses anything else before a rule runs. */
export function moveArgs(content: ThreeLawsContent): Readonly<Record<string, MoveArgs<ThreeLawsState>>> {
  let args = declared.get(content);
  if (!args) {
    args = {
      // A client that sends no template may send undefined, which arrives over the wire as null.
      ask: [arg.seat('target'), arg.text('question', MAX_MESSAGE_LENGTH), arg.optional(arg.nullable(templateArg(content)))],
      answer: [arg.text('answer', MAX_MESSAGE_LENGTH)],
      giveKeys: [arg.seat('to')],
      keepKeys: [],
      acceptKeys: [],
      refuseKeys: [],
      callError: [arg.card<ThreeLawsState>('act', "this round's acts", actIds)],
      accuse: [],
      voteOnCall: [arg.boolean('broken')],
      reveal: [],
      nameSeat: [arg.text('name', MAX_NAME_LENGTH)],
      ready: [],
    };
    declared.set(content, args);
  }
  return args;
}

type Check = (G: ThreeLawsState, content: ThreeLawsContent, player: PlayerID | null | undefined, args: readonly unknown[]) => Violation | undefined;

/** Each move's rule, once its arguments have passed their declaration: the moves, the bots and the table ask these. */
export const MOVE_CHECKS: Readonly<Record<string, Check>> = {
  ask: (G, content, player, [target, text, template]) => checkAsk(G, content, player, target, text, template),
  answer: (G, content, player, [text]) => checkAnswer(G, content, player, text),
  giveKeys: (G, _content, player, [to]) => checkGive(G, player, to),
  keepKeys: (G, _content, player) => checkKeep(G, player),
  acceptKeys: (G, _content, player) => checkReply(G, player),
  refuseKeys: (G, _content, player) => checkReply(G, player),
  callError: (G, _content, player, [actId]) => checkCallError(G, player, actId),
  accuse: (G, _content, player) => checkAccuse(G, player),
  voteOnCall: (G, _content, player, [broken]) => checkCastVote(G, player, broken),
  reveal: (G, _content, player) => checkReveal(G, player),
  nameSeat: (G, _content, player, [name]) => checkNameSeat(G, player, name),
  ready: (G, _content, player) => checkReady(G, player),
};

/**
 * Why the engine would refuse `move(...args)` from `scope.playerID` on `scope.G`: its declared
 * arguments, then its rule, as the move itself asks. A bot builds one scope for all its candidates.
 */
export function moveRefusal(content: ThreeLawsContent, scope: Scope, move: string, args: readonly unknown[]): Violation | undefined {
  if (!Object.hasOwn(MOVE_CHECKS, move)) return violation('unknown-move', `There is no move ${move}.`);
  return checkMoveArgs(moveArgs(content)[move], args, scope) ?? MOVE_CHECKS[move](scope.G, content, scope.playerID, args);
}
