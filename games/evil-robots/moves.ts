import type { MoveMap } from 'boardgame.io';
import { atOnce } from '../kit/rules/at-once.ts';
import { guardedMove } from '../kit/rules/guarded-move.ts';
import { arg, type ArgScope, type MoveArgs } from '../kit/rules/move-args.ts';
import { decideArgs } from '../kit/script/boardgame.ts';
import { violation, type Violation } from '../kit/violation.ts';
import type { EvilContent } from './content-types.ts';
import { createFlow, type EvilFlow } from './flow.ts';
import { applyClaim, applyOffer, checkChoose, checkClaim, checkGiveZero, checkOffer } from './rules/countdown.ts';
import { checkPassReveal, checkPath } from './rules/ending.ts';
import { applyAnswerSplit, applyPropose, checkAnswerSplit, checkPropose } from './rules/split.ts';
import { applyFlip, applySwap, checkEndTurn, checkFlip, checkReveal, checkSwap, type CoinChoice } from './rules/turn.ts';
import { DECKS } from './rules/catalog.ts';
import { EXTRA, type Deck, type EvilState, type Path, type PlayerID } from './state.ts';

type Scope = ArgScope<EvilState>;

/** The sender's own part of a per-seat table, or nothing for a spectator. */
const own = <V>(table: Record<PlayerID, V>, playerID: PlayerID | null | undefined): V | undefined =>
  playerID != null && Object.hasOwn(table, playerID) ? table[playerID] : undefined;

const handCards = ({ G, playerID }: Scope): string[] => {
  const hand = own(G.hands, playerID);
  return hand ? [hand.left, hand.right].filter((c): c is string => c !== null) : [];
};

const seatArg = (label: string) => [arg.seat(label)];

/** Every move's arguments: the kit refuses anything else before a rule runs, and bots and the table ask the same. */
export const MOVE_ARGS: Record<string, MoveArgs<EvilState>> = {
  claim: [arg.boolean('claim')],
  offer: [arg.integer<EvilState>('amount', 0, ({ G, playerID }) => own(G.influence, playerID) ?? 0)],
  closeClaims: [],
  chooseClaimant: seatArg('claimant'),
  giveZero: seatArg('player'),
  reveal: [arg.card<EvilState>('card', 'your face-down Robot Cards', handCards)],
  flipCoin: [arg.seat('coin', [EXTRA]), arg.optional(arg.choice('side', ['shown', 'hidden']))],
  swap: [arg.choice('deck', DECKS)],
  endTurn: [],
  passReveal: [],
  proposeSplit: [arg.seatMap<EvilState>('shares', arg.integer<EvilState>('share', 0, ({ G }) => (G.step.kind === 'split' ? G.step.amount : 0)))],
  answerSplit: [arg.boolean('accept')],
  closeSplit: [],
  keepRobots: [arg.list('decks', arg.choice('deck', DECKS), DECKS.length)],
  closeKeep: [],
  choosePath: [arg.choice('path', ['good', 'evil'])],
  decide: decideArgs<EvilState>(),
};

/** After its deadline, any seat may close a timed step: claims, a split, the clean-up. */
export function checkClose(G: Pick<EvilState, 'step' | 'players'>, player: PlayerID | null | undefined, kind: 'offer' | 'split' | 'keep'): Violation | undefined {
  if (G.step.kind !== kind) return violation('nothing-to-close', { offer: 'No Power Card is on offer now.', split: 'No split is being agreed now.', keep: 'The clean-up is over.' }[kind]);
  if (player == null || !G.players.includes(player)) return violation('not-a-seat', 'Only a player at the table may close it.');
  return undefined;
}

export function checkKeep(G: EvilState, player: PlayerID | null | undefined, keep: unknown): Violation | undefined {
  if (G.step.kind !== 'keep') return violation('not-clean-up', 'Robot Cards are kept or returned at the clean-up.');
  if (player == null || !G.players.includes(player)) return violation('not-a-seat', 'Only a player at the table keeps cards.');
  if (G.step.ready.includes(player)) return violation('already-ready', 'You have chosen already.');
  if (!Array.isArray(keep) || !keep.every((d) => (d === 'left' || d === 'right') && G.hands[player][d as Deck] !== null)) return violation('not-in-hand', 'Name the decks of the face-down cards you keep: left, right, both or none.');
  return undefined;
}

export function createMoves(content: EvilContent): { moves: MoveMap<EvilState>; flow: EvilFlow } {
  const flow = createFlow(content);
  const moves: MoveMap<EvilState> = {
    claim: atOnce(
      'claim',
      guardedMove<EvilState>(
        MOVE_ARGS.claim,
        ({ G, playerID }, yes) => checkClaim(G, content, playerID, yes),
        (context, yes: boolean) => {
          if (applyClaim(context.G, content, context.playerID, yes)) flow.afterClaims(context);
        },
      ),
    ),
    offer: atOnce(
      'offer',
      guardedMove<EvilState>(
        MOVE_ARGS.offer,
        ({ G, playerID }, amount) => checkOffer(G, playerID, amount),
        ({ G, playerID }, amount: number) => applyOffer(G, playerID, amount),
      ),
    ),
    closeClaims: guardedMove<EvilState>(
      MOVE_ARGS.closeClaims,
      ({ G, playerID }) => checkClose(G, playerID, 'offer'),
      (context) => flow.afterClaims(context),
    ),
    chooseClaimant: guardedMove<EvilState>(
      MOVE_ARGS.chooseClaimant,
      ({ G, playerID }, chosen) => checkChoose(G, playerID, chosen),
      (context, chosen: PlayerID) => flow.chooseClaimant(context, chosen),
    ),
    giveZero: guardedMove<EvilState>(
      MOVE_ARGS.giveZero,
      ({ G, playerID }, to) => checkGiveZero(G, playerID, to),
      (context, to: PlayerID) => flow.giveZero(context, to),
    ),
    reveal: guardedMove<EvilState>(
      MOVE_ARGS.reveal,
      ({ G, playerID }, card) => checkReveal(G, content, playerID, card),
      (context, card: string) => flow.reveal(context, card),
    ),
    flipCoin: guardedMove<EvilState>(
      MOVE_ARGS.flipCoin,
      ({ G, playerID }, target, which) => checkFlip(G, content, playerID, target, which ?? 'shown'),
      ({ G, playerID }, target: string, which?: CoinChoice) => applyFlip(G, content, playerID, target, which ?? 'shown'),
    ),
    swap: guardedMove<EvilState>(
      MOVE_ARGS.swap,
      ({ G, playerID }, deck) => checkSwap(G, content, playerID, deck),
      ({ G, playerID }, deck: Deck) => applySwap(G, content, playerID, deck),
    ),
    endTurn: guardedMove<EvilState>(
      MOVE_ARGS.endTurn,
      ({ G, playerID }) => checkEndTurn(G, playerID),
      (context) => flow.advanceCountdown(context),
    ),
    passReveal: guardedMove<EvilState>(
      MOVE_ARGS.passReveal,
      ({ G, playerID }) => checkPassReveal(G, playerID),
      (context) => flow.passReveal(context),
    ),
    proposeSplit: guardedMove<EvilState>(
      MOVE_ARGS.proposeSplit,
      ({ G, playerID }, shares) => checkPropose(G, playerID, shares),
      (context, shares: Record<PlayerID, number>) => {
        if (applyPropose(context.G, context.playerID, shares)) flow.afterSplit(context, true);
      },
    ),
    answerSplit: atOnce(
      'split',
      guardedMove<EvilState>(
        MOVE_ARGS.answerSplit,
        ({ G, playerID }, yes) => checkAnswerSplit(G, playerID, yes),
        (context, yes: boolean) => {
          if (applyAnswerSplit(context.G, context.playerID, yes)) flow.afterSplit(context, true);
        },
      ),
    ),
    closeSplit: guardedMove<EvilState>(
      MOVE_ARGS.closeSplit,
      ({ G, playerID }) => checkClose(G, playerID, 'split'),
      (context) => flow.afterSplit(context, false),
    ),
    keepRobots: atOnce(
      'keep',
      guardedMove<EvilState>(
        MOVE_ARGS.keepRobots,
        ({ G, playerID }, keep) => checkKeep(G, playerID, keep),
        (context, keep: Deck[]) => flow.afterKeep(context, context.playerID, keep),
      ),
    ),
    closeKeep: guardedMove<EvilState>(
      MOVE_ARGS.closeKeep,
      ({ G, playerID }) => checkClose(G, playerID, 'keep'),
      (context) => flow.afterKeep(context, null, []),
    ),
    choosePath: atOnce(
      'path',
      guardedMove<EvilState>(
        MOVE_ARGS.choosePath,
        ({ G, playerID }, path) => checkPath(G, playerID, path),
        (context, path: Path) => flow.choosePath(context, path),
      ),
    ),
  };
  return { moves, flow };
}
