import type { EightsContent } from '../../../games/crazy-eights/content-types.ts';
import type { EightsGameover, EightsLogEntry, EightsState } from '../../../games/crazy-eights/state.ts';
import { kitCardFields, kitCardName } from '../../components/card-table/table-card.tsx';
import { EIGHTS_GAME_ID } from './table-props.ts';

/** Crazy Eights' words at the table: a card, a line of the log, the suit called, what a card must match, the end. */
export function eightsWords(content: EightsContent, names: Record<string, string>, me: string | null) {
  const card = kitCardName(EIGHTS_GAME_ID, content);
  const { deck } = content.table;
  const suit = (id: string | null | undefined) => ('suits' in deck ? deck.suits.find((s) => s.id === id) : undefined);
  const wild = 'ranks' in deck ? deck.ranks.find((r) => r.id === content.rules.wild)?.name : content.rules.wild;
  const who = (seat: string) => (seat === me ? 'You' : names[seat]);
  const LOG: Record<EightsLogEntry['kind'], (e: EightsLogEntry) => string> = {
    play: (e) => `${who(e.seat)} played the ${card(e.card ?? '')}${e.suit ? ` and called ${suit(e.suit)?.name}` : ''}.`,
    draw: (e) => `${who(e.seat)} drew a card.`,
    pass: (e) => `${who(e.seat)} passed.`,
    skip: (e) => `${who(e.seat)} ${e.seat === me ? 'are' : 'is'} skipped.`,
    reverse: () => 'Play changes direction.',
    reshuffle: () => 'The discard pile was shuffled into a new stock.',
  };
  const end = ({ winner, blocked }: EightsGameover) => {
    if (winner === null) return 'Blocked, and the lowest hands tie: no one wins.';
    const how = blocked ? `blocked, and ${winner === me ? 'your' : `${names[winner]}’s`} hand is the lowest` : 'out of cards';
    return `${winner === me ? 'You win' : `${names[winner]} wins`}: ${how}.`;
  };
  /** What a card must match now: the called suit, or the top card's rank or suit; the wild rank always goes. */
  const playWords = (G: EightsState) => {
    const called = suit(G.calledSuit);
    const top = kitCardFields(EIGHTS_GAME_ID, content, G.zones.discard[0] ?? '');
    return `play ${called ? `a ${called.symbol} (${called.name} called)` : `a ${top.rankName} or a ${top.symbol}`}, or a wild ${wild}`;
  };
  const suitLabel = (id: unknown, s = suit(String(id))) => (s ? `${s.symbol} ${s.name}` : String(id));
  return { card, log: (e: EightsLogEntry) => LOG[e.kind](e), end, suit, suitLabel, playWords };
}
