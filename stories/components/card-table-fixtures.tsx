import { parse } from 'yaml';
import { fn } from 'storybook/test';
import facesYaml from '../../content/crazy-eights/card-faces.yaml?raw';
import { HIDDEN_CARD, type CardTableState } from '../../games/kit/card-game/table-state.ts';
import { cardSizeMm } from '../../games/kit/cards/card-sizes.ts';
import type { CardFacesFile } from '../../games/kit/cards/face-template.ts';
import { KIT_DRAWING_VIEWS } from '../../ui/components/card-face/kit-drawings.tsx';
import { TemplateCard } from '../../ui/components/card-face/template-card.tsx';
import type { CardTableProps } from '../../ui/components/card-table/card-table.tsx';
import type { TableAction } from '../../ui/components/card-table/table-actions.ts';
import { TableBack, type RenderCard } from '../../ui/components/card-table/table-card.tsx';
import { SHEDDING_DECLS, SHEDDING_ZONES } from './shedding-game.ts';

/*
 * The card table's blocks on a plain shedding game with no rules module behind it: a standard
 * deck's faces from a card game's template (card-faces.yaml), zones as a table.yaml declares
 * them, and the legal actions written out as the kit's legalActions lists them.
 */

const SUITS = [
  { id: 'hearts', name: 'Hearts', symbol: '♥', colour: '#c21d33' },
  { id: 'diamonds', name: 'Diamonds', symbol: '♦', colour: '#c21d33' },
  { id: 'clubs', name: 'Clubs', symbol: '♣', colour: '#1d2330' },
  { id: 'spades', name: 'Spades', symbol: '♠', colour: '#1d2330' },
];
const RANKS: Record<string, string> = { ace: 'Ace', '2': 'Two', '3': 'Three', '4': 'Four', '5': 'Five', '6': 'Six', '7': 'Seven', '8': 'Eight', '9': 'Nine', '10': 'Ten', jack: 'Jack', queen: 'Queen', king: 'King' };

const faces = parse(facesYaml) as CardFacesFile;
const [template] = faces.faces;

function fieldsOf(card: string) {
  const [rank, suitId] = card.split('-');
  const suit = SUITS.find((s) => s.id === suitId) ?? SUITS[0];
  return { id: card, name: `${RANKS[rank]} of ${suit.name}`, rank, rankName: RANKS[rank], suit: suit.id, suitName: suit.name, symbol: suit.symbol, colour: suit.colour };
}

/** The deck's cards drawn from the template, as the kit's own renderer would with a game module. */
export const storyCard: RenderCard = ({ card, width, view }) =>
  card === HIDDEN_CARD ? <TableBack game="story" content={{}} type="card" width={width} /> : <TemplateCard template={template} faces={faces} fields={fieldsOf(card)} design={cardSizeMm('poker')} width={width} view={view} drawings={KIT_DRAWING_VIEWS} />;

const backs = (n: number) => Array.from({ length: n }, () => HIDDEN_CARD);
const HAND = ['7-spades', '2-clubs', '8-diamonds', 'king-hearts', '10-clubs', 'ace-spades', '4-diamonds'];

/** Ada's view: her seven cards, Bo's five and Cy's three as backs, a 7 of hearts on the discard. */
export function storyView(viewer: string | null): CardTableState {
  return {
    zones: { draw: backs(26), discard: ['7-hearts', ...backs(3)], 'hand:0': viewer === '0' ? HAND : backs(HAND.length), 'hand:1': backs(5), 'hand:2': backs(3) },
    order: { direction: 1, skip: 0 },
  };
}

/** Ada's legal actions on her turn: the two that match, the eight with each suit to call, drawing. */
export const adaActions: TableAction[] = [
  { move: 'play', args: ['7-spades'] },
  { move: 'play', args: ['king-hearts'] },
  ...SUITS.map((s): TableAction => ({ move: 'play', args: ['8-diamonds', s.id] })),
  { move: 'draw', args: [] },
];

/** The card table's props for a viewer (null: a spectator), with `current` to play. */
export function storyTable(viewer: string | null, current: string, actions: TableAction[]): CardTableProps {
  return {
    table: {
      G: storyView(viewer),
      ctx: { playOrder: ['0', '1', '2'], currentPlayer: current },
      playerID: viewer,
      moves: { play: fn().mockName('play'), draw: fn().mockName('draw'), pass: fn().mockName('pass') },
      matchData: [
        { id: 0, name: 'Ada', isConnected: true },
        { id: 1, name: 'Bo', isConnected: true, data: { bot: true } },
        { id: 2, name: 'Cy', isConnected: true },
      ],
      chatMessages: [{ id: 'm1', sender: '2', payload: 'Hearts again? Someone stop Ada.' }],
      sendChatMessage: fn().mockName('sendChatMessage'),
      content: {},
    },
    zones: SHEDDING_ZONES,
    actions,
    decls: SHEDDING_DECLS,
    renderCard: storyCard,
    cardName: (card) => fieldsOf(card).name,
    valueName: (value) => SUITS.find((s) => s.id === value)?.name ?? String(value),
    log: ['Cy played the 7 of Clubs.', 'Ada played the 7 of Hearts.', 'Bo drew a card and passed.'],
  };
}
