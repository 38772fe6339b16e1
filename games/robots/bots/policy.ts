import type { Ctx } from 'boardgame.io';
import type { BotAction } from '../../kit/bots/random-bot.ts';
import { cardOf, deckOf, pointsOf } from '../cards.ts';
import type { RobotsContent } from '../content-types.ts';
import { enumerateMoves, type EnumeratedMove } from '../enumerate.ts';
import { playFor } from '../rules/playable.ts';
import { ownsSpread } from '../rules/table.ts';
import type { PlayerID, RobotsView } from '../state.ts';
import { cardsOf, tiesTo } from './card-ties.ts';
import { bestAnswer } from './power-answers.ts';

/**
 * The most cards the bot takes from the Scrap Heap at once. Every card taken is one to lay down
 * before someone goes out, or points lost; digging deeper than this never came up more often than
 * once in a hundred draws in 2-seat games, so the bound only keeps a freak heap out of the hand.
 */
const DIG_MOST = 8;
/** The heap's top card alone is worth taking, not playable at once, when it ties this strongly to the hand (card-ties.ts): two cards of a set, or a run's neighbours. */
const TOP_TIES = 3;

const act = (m: EnumeratedMove): BotAction => ({ kind: 'move', move: m.move, args: m.args });

/**
 * Its draw: the deepest card of the Scrap Heap it may take (the rules let it only when that
 * card goes into a spread at once) within DIG_MOST, for the cards it brings; else the top card
 * when it plays at once or ties strongly to the hand; else the Robot Factory.
 */
function chooseDraw(content: RobotsContent, view: RobotsView, me: PlayerID, moves: readonly EnumeratedMove[]): EnumeratedMove {
  const { heap } = view;
  let dig: EnumeratedMove | undefined;
  let dug = 1;
  let top: EnumeratedMove | undefined;
  for (const m of moves) {
    if (m.move !== 'takeFromHeap') continue;
    const count = heap.length - heap.indexOf(m.args[0] as string);
    if (count === 1) top = m;
    else if (count > dug && count <= DIG_MOST) [dig, dug] = [m, count];
  }
  if (dig) return dig;
  const draw = moves.find((m) => m.move === 'drawFromFactory');
  if (top && (!draw || topWorthTaking(content, view, me, heap[heap.length - 1]))) return top;
  return draw ?? moves[0];
}

function topWorthTaking(content: RobotsContent, view: RobotsView, me: PlayerID, card: string): boolean {
  const deck = deckOf(content);
  const hand = view.hands[me] ?? [];
  if (tiesTo(deck, cardOf(deck, card), cardsOf(deck, hand)) >= TOP_TIES) return true;
  return playFor(deck, view.spreads, [...hand, card], card, content.rules.minSpread, ownsSpread(view, me)) !== undefined;
}

/** The play that puts most cards down, then most points. */
function choosePlay(content: RobotsContent, plays: readonly EnumeratedMove[]): EnumeratedMove {
  const deck = deckOf(content);
  let best = plays[0];
  let bestWorth = -Infinity;
  for (const play of plays) {
    const cards = play.args[1] as string[];
    let worth = cards.length * 100;
    for (const card of cards) worth += pointsOf(content, cardOf(deck, card));
    if (worth > bestWorth) [best, bestWorth] = [play, worth];
  }
  return best;
}

/** The discard: the card that ties least to the rest of the hand, the one costing most points of those. */
function chooseDiscard(content: RobotsContent, view: RobotsView, me: PlayerID, discards: readonly EnumeratedMove[]): EnumeratedMove {
  const deck = deckOf(content);
  const held = cardsOf(deck, view.hands[me] ?? []);
  let best = discards[0];
  let bestKeep = Infinity;
  for (const discard of discards) {
    const card = cardOf(deck, discard.args[0] as string);
    const keep = tiesTo(deck, card, held) * 100 - pointsOf(content, card);
    if (keep < bestKeep) [best, bestKeep] = [discard, keep];
  }
  return best;
}

/**
 * ROBOTS!' bot (GameModule.botPolicy), on its seat's view only, choosing among the moves
 * enumerate.ts lists (so every move it makes is one the server takes). It plays like a plain
 * rummy player: it calls ROBOTS! on every discard it can claim; draws as chooseDraw says; lays
 * down and extends while it can, the biggest play first; discards its deadwood; and answers a
 * power's decisions by where the cards lie (power-answers.ts). Against random legal play it wins
 * nearly every 2-seat game, in games about 40% shorter (docs/simulator.md). It takes no chance,
 * so asking again on the same state gives the same move; ties go to the first listed.
 */
export function robotsBotPolicy(view: RobotsView, ctx: Pick<Ctx, 'gameover' | 'activePlayers'>, me: PlayerID, content: RobotsContent): BotAction | undefined {
  const moves = enumerateMoves(content, view, ctx, me);
  if (moves.length === 0) return undefined;
  const claim = moves.find((m) => m.move === 'callRobots');
  if (claim) return act(claim);
  if (moves[0].move === 'decide') return act(bestAnswer(content, view, me, moves) ?? moves[0]);
  if (view.turn.player === me && view.turn.step === 'draw') return act(chooseDraw(content, view, me, moves));
  const plays = moves.filter((m) => m.move === 'layDown' || m.move === 'extend');
  if (plays.length > 0) return act(choosePlay(content, plays));
  const discards = moves.filter((m) => m.move === 'discard');
  return act(discards.length > 0 ? chooseDiscard(content, view, me, discards) : moves[0]);
}
