import type { BiasContent } from '../../games/bias-effect/content-types.ts';
import { bidExtras, checkBid } from '../../games/bias-effect/rules/bids.ts';
import { designOf, identityOf, sideOf } from '../../games/bias-effect/rules/catalog.ts';
import type { ControlChoice } from '../../games/bias-effect/rules/control.ts';
import { mindCount } from '../../games/bias-effect/rules/mind.ts';
import type { BiasState, CardId, PlayerID } from '../../games/bias-effect/state.ts';
import { legalAnswers, type PendingDecision } from '../../games/kit/script/index.ts';
import type { Move, Policy } from './play-match.ts';

/** How a seat bids: a number of chips, or decided on the state (e.g. all it may). */
export type BidPlan = Record<PlayerID, number> | { win: PlayerID } | ((G: BiasState, player: PlayerID) => number);

/** What each seat does in one round; whatever is left out is the quiet choice (keep, bid 0, pass). */
export interface RoundPlan {
  /** The design each named seat trades in. */
  trade?: Record<PlayerID, string>;
  /** Bids by seat, or `{ win }`: the others bid 0 and that seat the least that makes its total the highest alone. */
  bids?: BidPlan;
  /** The winner's choice; by default a Belief of their leaning is programmed and any other deleted (a Moderate programs the smaller side). */
  choice?: ControlChoice;
  /** The design each named seat plays on its Algorithm turn; the others pass. */
  plays?: Record<PlayerID, string>;
  /** Answers to the decisions cards ask; by default the first legal one. */
  decide?(pending: PendingDecision): string[];
  /** Stop in this sealed step once everyone but `out` has chosen (a step half in). */
  outAt?: { step: 'trade' | 'bid'; out: PlayerID[] };
  /** Stop on reaching this step, or a card waiting on a decision. */
  stopAt?: 'control' | 'algorithm' | 'decision';
}

/** The largest bid the rules accept from `player` now. */
export function maxBid(G: BiasState, player: PlayerID): number {
  for (let n = G.chips[player]; n > 0; n--) if (checkBid(G, player, n) === undefined) return n;
  return 0;
}

function cardIn(G: BiasState, player: PlayerID, design: string): CardId {
  const card = G.hands[player].find((c) => designOf(c) === design);
  if (!card) throw new Error(`Fixture: player ${player} holds no ${design}.`);
  return card;
}

function bidOf(content: BiasContent, G: BiasState, plan: BidPlan | undefined, player: PlayerID): number {
  if (plan === undefined) return 0;
  if (typeof plan === 'function') return plan(G, player);
  if (!('win' in plan)) return plan[player] ?? 0;
  if (player !== plan.win) return 0;
  const extra = (p: PlayerID) => {
    const { bonus, edit } = bidExtras(content, G, p);
    return bonus + edit;
  };
  const best = Math.max(0, ...G.players.filter((p) => p !== player).map(extra));
  const bid = Math.max(0, best - extra(player) + 1);
  if (bid > maxBid(G, player)) throw new Error(`Fixture: player ${player} cannot afford to win this bid (${bid}).`);
  return bid;
}

function defaultChoice(content: BiasContent, G: BiasState, winner: PlayerID): ControlChoice {
  const side = sideOf(content, G.belief!);
  const leaning = identityOf(content, G.identities[winner]).leaning;
  if (leaning !== 'center') return leaning === side ? 'program' : 'delete';
  const count = mindCount(content, G.mind);
  return count[side] <= count[side === 'left' ? 'right' : 'left'] ? 'program' : 'delete';
}

/**
 * One round played as `plan` says, a move at a time, until the next round begins (or the
 * game ends, or the plan says to stop).
 */
export function round(content: BiasContent, plan: RoundPlan = {}): Policy {
  let started: number | undefined;
  return (G): Move | null => {
    started ??= G.roundsPlayed;
    if (G.roundsPlayed > started || G.result) return null;
    const pending = G.scripts.running?.pending;
    if (pending) {
      if (plan.stopAt === 'decision') return null;
      return [pending.player, 'decide', plan.decide?.(pending) ?? legalAnswers(pending)[0]];
    }
    const step = G.step;
    if (plan.stopAt === step.kind) return null;
    switch (step.kind) {
      case 'trade':
      case 'bid': {
        const out = plan.outAt?.step === step.kind ? plan.outAt.out : [];
        const player = step.sealed.eligible.find((p) => !Object.hasOwn(step.sealed.commits, p) && !out.includes(p));
        if (player === undefined) return null;
        if (step.kind === 'bid') return [player, 'bid', bidOf(content, G, plan.bids, player)];
        const design = plan.trade?.[player];
        return [player, 'trade', design ? cardIn(G, player, design) : null];
      }
      case 'control':
        return [step.winner, 'control', plan.choice ?? defaultChoice(content, G, step.winner)];
      case 'algorithm': {
        const player = step.order[step.index];
        const design = plan.plays?.[player];
        return design ? [player, 'playAlgorithm', cardIn(G, player, design)] : [player, 'pass'];
      }
      default:
        return null;
    }
  };
}

/** Rounds played with the same plan until `done` holds (checked between rounds) or the game ends. */
export function roundsUntil(content: BiasContent, done: (G: BiasState) => boolean, plan: (G: BiasState) => RoundPlan): Policy {
  let current: Policy | undefined;
  return (G) => {
    for (let tries = 0; tries < 2; tries++) {
      if (!current) {
        if (done(G) || G.result) return null;
        current = round(content, plan(G));
      }
      const next = current(G);
      if (next) return next;
      current = undefined;
    }
    return null;
  };
}
