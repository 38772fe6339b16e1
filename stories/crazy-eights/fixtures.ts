import type { ChatMessage } from 'boardgame.io';
import content from 'virtual:tablewright/content';
import type { EightsContent } from '../../games/crazy-eights/content-types.ts';
import { createGame } from '../../games/crazy-eights/index.ts';
import { eightsRules } from '../../games/crazy-eights/rules.ts';
import { legalActions } from '../../games/kit/card-game/card-moves.ts';
import type { EightsState } from '../../games/crazy-eights/state.ts';
import type { EightsTableProps } from '../../ui/boards/crazy-eights/table-props.ts';
import { storyTableProps } from '../match/story-table-props.ts';
import { hoarder, plainPlay, playFrom, playUntil, type Played } from './play-match.ts';

/**
 * Crazy Eights at notable moments, each played through the game's own moves (play-match.ts)
 * and shown as one viewer's share through the game's playerView: never more than that
 * player's browser would receive.
 */
export const eightsContent = content['crazy-eights'] as EightsContent;
const game = createGame(eightsContent);
export const NAMES = ['Ada', 'Bo', 'Cy', 'Di'];

const { moves } = eightsRules(eightsContent);
/** Ada to play a card at the start of her turn: some legal play, nothing drawn yet. */
const adaToPlay = (p: Played) => p.ctx.currentPlayer === '0' && !p.ctx.gameover && p.G.drawnThisTurn === 0 && legalActions(moves, p.G, p.ctx, '0').some((a) => a.move === 'play');
const hand = (p: Played, seat: string) => p.G.zones[`hand:${seat}`];
const wild = (card: string) => card.startsWith(`${eightsContent.rules.wild}-`);

/** Ada's turn a few plays in, with cards that match and no eight. */
export const yourTurn = playUntil(eightsContent, 3, plainPlay, (p) => adaToPlay(p) && p.G.log.length >= 4 && p.G.calledSuit === null && !hand(p, '0').some(wild));
/** Ada's turn holding an eight: pressing it asks which suit to call. */
export const eightInHand = playUntil(eightsContent, 3, plainPlay, (p) => adaToPlay(p) && p.G.calledSuit === null && hand(p, '0').some(wild));
/** An eight called a suit, and Ada must follow it. */
export const suitCalled = playUntil(eightsContent, 3, (actions) => actions.find((a) => a.args.length === 2) ?? plainPlay(actions, {} as EightsState, ''), (p) => adaToPlay(p) && p.G.calledSuit !== null);
/** Bo's turn, a four-player table. */
export const othersTurn = playUntil(eightsContent, 4, plainPlay, (p) => p.ctx.currentPlayer === '1' && p.G.log.length >= 6);
/** The stock just ran out and the discard pile was shuffled into a new one. */
export const reshuffled = playUntil(eightsContent, 3, hoarder, (p) => adaToPlay(p) && p.G.log.some((e) => e.kind === 'reshuffle'));
/** A blocked game: the stock spent, the rest of the deck out of play, no seat able to follow the queen of hearts; both pass. */
export const blockedGame = playFrom(eightsContent, 2, { 'hand:0': ['2-spades', '3-spades'], 'hand:1': ['4-clubs', 'king-clubs'], discard: ['queen-hearts'], draw: [] }, [
  ['0', 'pass'],
  ['1', 'pass'],
]);
/** The stock empty and nothing under the discard pile's top card to refill it: Ada may only pass. */
export const stockEmpty = playFrom(eightsContent, 2, { 'hand:0': ['2-spades', '3-spades'], 'hand:1': ['4-clubs', 'king-clubs'], discard: ['queen-hearts'], draw: [] }, []);
/** Someone went out. */
export const wonGame = playUntil(eightsContent, 3, plainPlay, (p) => p.ctx.gameover?.blocked === false);

const chat: ChatMessage[] = [
  { id: 'm1', sender: '1', payload: 'Hearts again? Someone stop Ada.' },
  { id: 'm2', sender: '0', payload: 'Nobody stops Ada.' },
];

/** The table's props for one viewer (null: a spectator), as the live board would hand them. */
export function tableProps(played: Played, viewer: string | null): EightsTableProps {
  const props = storyTableProps({
    view: game.playerView!({ G: played.G, ctx: played.ctx as never, playerID: viewer }) as EightsState,
    players: played.ctx.playOrder,
    gameover: played.ctx.gameover,
    viewer,
    names: NAMES,
    moves: game.cardMoves.map((m) => m.name),
    chat,
    content: eightsContent,
  });
  return { ...props, ctx: { ...props.ctx, currentPlayer: played.ctx.currentPlayer, gameover: played.ctx.gameover } } as unknown as EightsTableProps;
}
