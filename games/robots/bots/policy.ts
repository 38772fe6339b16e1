import type { Ctx } from 'boardgame.io';
import type { BotAction } from '../../kit/bots/random-bot.ts';
import { cardOf, deckOf, pointsOf } from '../cards.ts';
import type { RobotsContent } from '../content-types.ts';
import { claims, enumerateMoves, heapTakes, legal, playCandidates, type EnumeratedMove } from '../enumerate.ts';
import { playFor } from '../rules/playable.ts';
import { handOf, ownsSpread } from '../rules/table.ts';
import type { PlayerID, RobotsView } from '../state.ts';
import { cardsOf, tiesTo } from './card-ties.ts';
import { backfiring } from './power-aims.ts';
import { bestAnswer } from './power-answers.ts';

/**
 * The most cards the bot takes from the Scrap Heap at once. Every card taken is one to lay down
 * before someone goes out, or points lost; digging deeper than this never came up more often than
 * once in a hundred draws in 2-seat games, so the bound only keeps a freak heap out of the hand.
 */
const DIG_MOST = 8;

type Legal = (m: EnumeratedMove) => boolean;

const act = (m: EnumeratedMove): BotAction => ({ kind: 'move', move: m.move, args: m.args });

/** The first of `moves` the server would take, trying them best first (highest `worth`, the first listed of equals): only the moves tried are checked. */
function firstLegal(moves: readonly EnumeratedMove[], worth: (m: EnumeratedMove, i: number) => number, isLegal: Legal): EnumeratedMove | undefined {
  const worths = moves.map(worth);
  const order = moves.map((_, i) => i).sort((a, b) => worths[b] - worths[a] || a - b);
  for (const i of order) if (isLegal(moves[i])) return moves[i];
  return undefined;
}

/**
 * Its draw: the deepest card of the Scrap Heap it may take (the rules let it only when that
 * card goes into a spread at once) within DIG_MOST, for the cards it brings; else the top card
 * when it plays at once; else the Robot Factory.
 */
function chooseDraw(content: RobotsContent, view: RobotsView, me: PlayerID, isLegal: Legal): EnumeratedMove | undefined {
  // In heap order, the top card last: a first that is not the top is the deepest dig.
  const takes = heapTakes(content, view, me, DIG_MOST);
  if (takes.length > 1) return takes[0];
  const top = takes[0];
  const draw: EnumeratedMove = { move: 'drawFromFactory', args: [] };
  const mayDraw = isLegal(draw);
  if (top && (!mayDraw || topWorthTaking(content, view, me, top.args[0] as string))) return top;
  return mayDraw ? draw : undefined;
}

/**
 * Whether the heap's top card goes into a spread at once. Not a card that merely ties to the hand:
 * taken for its ties, it can go back as the discard, and two bots can then hand it to and fro
 * for ever (with a tie of 2 enough, 9 games of 200 reached the move cap).
 */
function topWorthTaking(content: RobotsContent, view: RobotsView, me: PlayerID, card: string): boolean {
  const deck = deckOf(content);
  return playFor(deck, view.spreads, [...handOf(view, me), card], card, content.rules.minSpread, ownsSpread(view, me)) !== undefined;
}

/** The play that puts most cards down, then most points. */
function choosePlay(content: RobotsContent, view: RobotsView, me: PlayerID, isLegal: Legal): EnumeratedMove | undefined {
  const deck = deckOf(content);
  const worth = (play: EnumeratedMove) => {
    const cards = play.args[1] as string[];
    let points = 0;
    for (const card of cards) points += pointsOf(content, cardOf(deck, card));
    return cards.length * 100 + points;
  };
  return firstLegal(playCandidates(content, view, me), worth, isLegal);
}

/** A discard whose power would blast the bot's own spread goes after every other (power-aims.ts). */
const BACKFIRE = 10_000;

/** The discard: the card that ties least to the rest of the hand, the one costing most points of those; never one that backfires while another may go. */
function chooseDiscard(content: RobotsContent, view: RobotsView, me: PlayerID, isLegal: Legal): EnumeratedMove | undefined {
  const deck = deckOf(content);
  const hand = handOf(view, me);
  const held = cardsOf(deck, hand);
  const discards = hand.map((card): EnumeratedMove => ({ move: 'discard', args: [card] }));
  const backfires = backfiring(content, view, me);
  const worth = (_: EnumeratedMove, i: number) => pointsOf(content, held[i]) - tiesTo(deck, held[i], held) * 100 - (backfires(hand[i]) ? BACKFIRE : 0);
  return firstLegal(discards, worth, isLegal);
}

/**
 * ROBOTS!' bot (GameModule.botPolicy), on its seat's view only. It plays like a plain rummy
 * player: it calls ROBOTS! on every discard it can claim; draws as chooseDraw says; lays down
 * and extends while it can, the biggest play first; discards its deadwood; and answers a
 * power's decisions by where the cards lie (power-answers.ts). Every move it makes passes the
 * move's whole check, as the server runs it, and is one enumerate.ts would list; on its own
 * turn it checks only the moves it tries, best first, where enumerate checks every one. Against
 * random legal play it wins nearly every 2-seat game, in games about 40% shorter
 * (docs/rules/robots.md). It takes no chance, so asking again on the same state gives the same
 * move; ties go to the first listed.
 */
export function robotsBotPolicy(view: RobotsView, ctx: Pick<Ctx, 'gameover' | 'activePlayers'>, me: PlayerID, content: RobotsContent): BotAction | undefined {
  if (view.scripts.running || view.turn.player !== me) {
    // A power's decision, or a claim out of turn: the few moves enumerate lists.
    const moves = enumerateMoves(content, view, ctx, me);
    if (moves.length === 0) return undefined;
    return act(moves[0].move === 'decide' ? (bestAnswer(content, view, me, moves) ?? moves[0]) : moves[0]);
  }
  if (ctx.gameover !== undefined || !ctx.activePlayers || !Object.hasOwn(ctx.activePlayers, me)) return undefined;
  const isLegal = legal(content, view, me);
  // A claim of the last discard comes before the draw that would close its window.
  const chosen =
    view.turn.step === 'draw'
      ? (claims(content, view, me)[0] ?? chooseDraw(content, view, me, isLegal))
      : (choosePlay(content, view, me, isLegal) ?? chooseDiscard(content, view, me, isLegal));
  return chosen && act(chosen);
}
