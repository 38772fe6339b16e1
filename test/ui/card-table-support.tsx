import { vi } from 'vitest';
import { HIDDEN_CARD, type CardTableState } from '../../games/kit/card-game/table-state.ts';
import type { CardTableBaseProps, CardTableProps } from '../../ui/components/card-table/card-table.tsx';
import type { TableAction } from '../../ui/components/card-table/table-actions.ts';
import { SHEDDING_DECLS, SHEDDING_ZONES } from '../../stories/components/shedding-game.ts';

const hidden = (n: number) => Array.from({ length: n }, () => HIDDEN_CARD);

/** Seat 0's view: its own hand, two backs for Bo, three for Cy; a 7 of hearts on the discard. */
export function viewOf0(): CardTableState {
  return {
    zones: { draw: hidden(30), discard: ['7-hearts', HIDDEN_CARD], 'hand:0': ['7-spades', '2-clubs', '8-diamonds', 'king-hearts'], 'hand:1': hidden(2), 'hand:2': hidden(3) },
    order: { direction: 1, skip: 0 },
  };
}

/** What seat 0 may do on its turn: the 7 of spades and the king of hearts match, the eight calls any of four suits, or draw. */
export const ACTIONS_OF_0: TableAction[] = [
  { kind: 'move', move: 'play', args: ['7-spades'] },
  { kind: 'move', move: 'play', args: ['king-hearts'] },
  ...['hearts', 'diamonds', 'clubs', 'spades'].map((suit): TableAction => ({ kind: 'move', move: 'play', args: ['8-diamonds', suit] })),
  { kind: 'move', move: 'draw', args: [] },
];

/** The table's props for one viewer: Ada, Bo (a bot) and Cy, Ada to play unless `current` says. */
export function cardTableProps(G: CardTableState, viewer: string | null, actions: TableAction[], current = '0'): CardTableProps {
  const table: CardTableBaseProps = {
    G,
    ctx: { playOrder: ['0', '1', '2'], currentPlayer: current },
    playerID: viewer,
    moves: { play: vi.fn(), draw: vi.fn(), pass: vi.fn() },
    matchData: [
      { id: 0, name: 'Ada', isConnected: true },
      { id: 1, name: 'Bo', isConnected: true, data: { bot: true } },
      { id: 2, name: 'Cy', isConnected: false },
    ],
    chatMessages: [],
    sendChatMessage: vi.fn(),
    content: {},
  };
  return {
    table,
    zones: SHEDDING_ZONES,
    actions,
    decls: SHEDDING_DECLS,
    renderCard: ({ card, view }) => <span className="test-card" data-card={card} data-view={view} />,
    cardName: (card) => card,
  };
}
