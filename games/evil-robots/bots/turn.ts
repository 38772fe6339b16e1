import type { BotAction } from '../../kit/bots/random-bot.ts';
import { robotOf } from '../rules/catalog.ts';
import { EXTRA } from '../state.ts';
import { chance, firstLegal, goalFace, move, myGoal, rivals, type BotSeat } from './seat.ts';

/** Cards of these types are worth revealing now; a Reveal card may wait for the Reveal phase. */
function revealNow(seat: BotSeat): BotAction[] {
  const hand = seat.view.hand;
  if (!hand) return [];
  return [hand.left, hand.right]
    .filter((c): c is string => c !== null)
    .filter((c) => robotOf(seat.content, c).type !== 'endgame' && chance(seat, robotOf(seat.content, c).type === 'reveal' ? 0.35 : 0.75, `reveal-${c}`))
    .map((c) => move('reveal', c));
}

/** A token kept back for a Reveal card held for the Reveal phase. */
function reserve(seat: BotSeat): number {
  const hand = seat.view.hand;
  return hand && [hand.left, hand.right].some((c) => c !== null && robotOf(seat.content, c).type === 'reveal') ? 1 : 0;
}

/**
 * A turn: show the face of its own team, reveal cards that help, turn the strongest rivals'
 * coins (and win the extra player over), then end the turn.
 */
export function chooseTurn(seat: BotSeat): BotAction | undefined {
  const { view, me } = seat;
  if (view.step.kind !== 'turn' || view.step.player !== me) return undefined;
  const face = goalFace(myGoal(seat));
  const spare = view.tokens[me] - reserve(seat);
  const actions: (BotAction | undefined)[] = [];
  if (view.coins[me].shown !== face) actions.push(move('flipCoin', me, 'shown'));
  if (spare > 0) actions.push(...revealNow(seat));
  if (spare >= 2) {
    const extra = view.coins[EXTRA];
    if (extra && (view.power[EXTRA] ?? 0) >= 2 && (extra.shown !== face || extra.hidden !== face)) actions.push(move('flipCoin', EXTRA, extra.shown !== face ? 'shown' : 'hidden'));
    const strongest = rivals(seat).filter((p) => p !== EXTRA).sort((a, b) => (view.power[b] ?? 0) - (view.power[a] ?? 0));
    for (const p of strongest) if ((view.power[p] ?? 0) >= 3) actions.push(move('flipCoin', p, 'shown'));
  }
  return firstLegal(seat, [...actions, move('endTurn')]);
}

/** The Reveal phase and the end: a held Reveal card is used; an Endgame card when the bot is not already winning. */
export function chooseLateReveal(seat: BotSeat): BotAction | undefined {
  const { view, me, content } = seat;
  const step = view.step;
  if ((step.kind !== 'reveal-phase' && step.kind !== 'endgame') || step.player !== me || !view.hand) return undefined;
  const type = step.kind === 'reveal-phase' ? 'reveal' : 'endgame';
  const most = Math.max(...view.players.map((p) => view.influence[p]));
  const leading = view.influence[me] === most && view.players.filter((p) => view.influence[p] === most).length === 1;
  const wanted = type === 'reveal' ? chance(seat, 0.8, 'late-reveal') : !leading;
  const cards = [view.hand.left, view.hand.right].filter((c): c is string => c !== null && robotOf(content, c).type === type);
  return firstLegal(seat, [...(wanted ? cards.map((c) => move('reveal', c)) : []), move('passReveal')]);
}
