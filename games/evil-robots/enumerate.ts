import type { Ctx } from 'boardgame.io';
import { checkAnswer, decisionMoves, pendingDecision } from '../kit/script/index.ts';
import type { EvilContent } from './content-types.ts';
import { checkMoveArgs } from '../kit/rules/check-move-args.ts';
import { argCandidates } from '../kit/rules/move-arg-candidates.ts';
import { violation, type Violation } from '../kit/violation.ts';
import { checkClose, checkKeep, MOVE_ARGS } from './moves.ts';
import { checkChoose, checkClaim, checkGiveZero, checkOffer } from './rules/countdown.ts';
import { checkPassReveal, checkPath } from './rules/ending.ts';
import { checkAnswerSplit, checkPropose } from './rules/split.ts';
import { checkEndTurn, checkFlip, checkReveal, checkSwap } from './rules/turn.ts';
import type { Deck, EvilState, EvilView, PlayerID } from './state.ts';
import { keptWhileFrozen } from '../kit/kept-for-last.ts';

export interface EnumeratedMove {
  move: string;
  args: unknown[];
}

/** Another player's face-down hand as a seat knows it (which decks it holds a card from, faces unknown), by [left held][right held]. */
const BACKS: readonly (readonly Record<Deck, string | null>[])[] = [
  [Object.freeze({ left: null, right: null }), Object.freeze({ left: null, right: '?' })],
  [Object.freeze({ left: '?', right: null }), Object.freeze({ left: '?', right: '?' })],
];

// The view's coins are made once per coins and viewer (rules/view.ts), and most moves leave them
// as they were: the state's coins from them are kept for the last coins of each viewer (kit
// kept-for-last.ts). At 9 seats the bots of several seats are asked in turn each move, and one
// slot for every viewer missed at nearly every ask; a WeakMap entry per view's coins was most of
// this function's time.
const coinsByViewer = new Map<PlayerID | null, ReturnType<typeof keptWhileFrozen<EvilView['coins'], EvilState['coins']>>>();

function coinsFromView(view: EvilView['coins'], viewer: PlayerID | null): EvilState['coins'] {
  let kept = coinsByViewer.get(viewer);
  if (kept === undefined) coinsByViewer.set(viewer, (kept = keptWhileFrozen()));
  return kept(view, [], () => {
    const coins: EvilState['coins'] = {};
    for (const p of Object.keys(view)) {
      const c = view[p];
      coins[p] = { hidden: c.hidden ?? 'heads', shown: c.shown, open: c.open, seenBy: [] };
    }
    return coins;
  });
}

/**
 * The state the validators need, rebuilt from one seat's view: its own hand, the others' as
 * backs, the decks as cards of unknown faces. Every validator reads only what a seat may know,
 * and writes nothing: what is shared between seats and steps here is frozen.
 */
export function stateFromView(view: EvilView): EvilState {
  // Loops, not Object.fromEntries: a bot rebuilds this for its seat at every step.
  const hands: EvilState['hands'] = {};
  for (const p of view.players) {
    const held = view.handDecks[p];
    hands[p] = p === view.me && view.hand ? view.hand : BACKS[held.includes('left') ? 1 : 0][held.includes('right') ? 1 : 0];
  }
  const decks = { left: unknownCards(view.deckCounts.left), right: unknownCards(view.deckCounts.right) };
  const coins = coinsFromView(view.coins, view.me);
  // Named field by field, as the view is (rules/view.ts): a spread of the view with fields added after it cost a tenth of a 9-seat run.
  return {
    players: view.players,
    round: view.round,
    extraRounds: view.extraRounds,
    dealer: view.dealer,
    dealerToken: view.dealerToken,
    influence: view.influence,
    supply: view.supply,
    tokens: view.tokens,
    coins,
    power: view.power,
    allocation: view.allocation,
    stack: view.stack,
    firstGiven: view.firstGiven,
    offersMade: view.offersMade,
    hands,
    faceUp: view.faceUp,
    decks,
    step: view.step,
    serial: view.serial,
    showdown: view.showdown,
    reports: view.reports,
    log: view.log,
    stats: view.stats,
    result: view.result,
    // The seat's view of the scripts: a paused card's options only if it decides, which is all a check of its answer reads.
    scripts: view.scripts as unknown as EvilState['scripts'],
  };
}

const unknownDecks: string[][] = [];
const unknownCards = (count: number): string[] => (unknownDecks[count] ??= Object.freeze(new Array<string>(count).fill('?')) as string[]);

/** Even shares; the remainder goes one each to the winners from `first` on, so no seat always gets it. */
export function evenSplit(winners: PlayerID[], amount: number, first = 0): Record<PlayerID, number> {
  const n = winners.length;
  return Object.fromEntries(winners.map((p, i) => [p, Math.floor(amount / n) + ((i - first + n) % n < amount % n ? 1 : 0)]));
}

/** The moves on a bot's menu, in order. Closing a timed step is left out: it is for a table waiting on an absent player, never a bot's first choice. */
const MENU = ['claim', 'offer', 'chooseClaimant', 'giveZero', 'reveal', 'flipCoin', 'swap', 'endTurn', 'passReveal', 'proposeSplit', 'answerSplit', 'keepRobots', 'choosePath'];

/** Candidates for the moves whose arguments cannot be listed from their declaration. */
function ownCandidates(view: EvilView, move: string): unknown[][] {
  const step = view.step;
  // A proposal while one is open would replace it: a bot refuses it instead, so random play settles.
  if (move === 'proposeSplit' && step.kind === 'split' && !step.proposal) return [[evenSplit(step.winners, step.amount)]];
  return [];
}

/**
 * Every legal move of a seat from its view, the random bots' menu: each move's arguments listed
 * from its declaration (moves.ts), each candidate kept if the engine would take it.
 */
export function enumerateMoves(view: EvilView, ctx: Pick<Ctx, 'gameover'>, content: EvilContent, playerID: PlayerID): EnumeratedMove[] {
  if (ctx.gameover !== undefined) return [];
  if (pendingDecision(view.scripts as never)) return decisionMoves(view.scripts as never, playerID);
  const G = stateFromView(view);
  const scope = { G, playerID, seats: G.players };
  const legal: EnumeratedMove[] = [];
  for (const move of MENU) {
    for (const args of argCandidates(MOVE_ARGS[move], scope) ?? ownCandidates(view, move)) if (isLegal(G, content, playerID, move, args)) legal.push({ move, args });
  }
  return legal;
}

type Check = (G: EvilState, content: EvilContent, me: PlayerID, args: unknown[]) => Violation | undefined;

// One table for every call: bots ask it for each candidate move of each seat at every step.
const CHECKS: Record<string, Check> = {
  claim: (G, content, me, [yes]) => checkClaim(G, content, me, yes),
  offer: (G, _content, me, [n]) => checkOffer(G, me, n),
  chooseClaimant: (G, _content, me, [p]) => checkChoose(G, me, p),
  giveZero: (G, _content, me, [p]) => checkGiveZero(G, me, p),
  reveal: (G, content, me, [card]) => checkReveal(G, content, me, card),
  flipCoin: (G, content, me, [p, which]) => checkFlip(G, content, me, p, which),
  swap: (G, content, me, [d]) => checkSwap(G, content, me, d),
  endTurn: (G, _content, me) => checkEndTurn(G, me),
  passReveal: (G, _content, me) => checkPassReveal(G, me),
  proposeSplit: (G, _content, me, [shares]) => checkPropose(G, me, shares),
  answerSplit: (G, _content, me, [yes]) => checkAnswerSplit(G, me, yes),
  keepRobots: (G, _content, me, [keep]) => checkKeep(G, me, keep),
  choosePath: (G, _content, me, [path]) => checkPath(G, me, path),
  decide: (G, _content, me, [answer]) => checkAnswer(G.scripts, me, answer),
  closeClaims: (G, _content, me) => checkClose(G, me, 'offer'),
  closeSplit: (G, _content, me) => checkClose(G, me, 'split'),
  closeKeep: (G, _content, me) => checkClose(G, me, 'keep'),
};

/**
 * Why the engine would refuse this move from this seat: its declared arguments, then the game's
 * own validators, on a state rebuilt from the seat's view. Undefined when it would take it.
 */
export function moveViolation(G: EvilState, content: EvilContent, me: PlayerID, move: string, args: unknown[]): Violation | undefined {
  if (!Object.hasOwn(CHECKS, move)) return violation('no-such-move', `There is no move ${JSON.stringify(move)}.`);
  return checkMoveArgs(MOVE_ARGS[move], args, { G, playerID: me, seats: G.players }) ?? (CHECKS[move](G, content, me, args) as Violation | undefined);
}

export const isLegal = (G: EvilState, content: EvilContent, me: PlayerID, move: string, args: unknown[]): boolean => !moveViolation(G, content, me, move, args);
