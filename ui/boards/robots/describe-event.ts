import type { RobotsContent } from '../../../games/robots/content-types.ts';
import type { PowerVoidReason, RobotsEvent } from '../../../games/robots/state.ts';
import { cardNames } from './card-info.ts';

export interface LogLine {
  text: string;
  tone: 'deal' | 'draw' | 'play' | 'discard' | 'power' | 'claim' | 'end' | 'plain';
}

const VOID: Record<PowerVoidReason, string> = {
  'final-discard': 'it was the last card of the hand',
  'taken-this-turn': 'the card was taken from the Scrap Heap this turn',
};

const BROKEN_TO: Record<string, string> = {
  hands: 'went back to the hands of those who played them',
  'scrap-heap': 'dropped under the Scrap Heap',
  factory: 'went under the Robot Factory',
};

/** One line of the public log. The log never says which card came from the Robot Factory. */
export function describeEvent(event: RobotsEvent, names: Record<string, string>, content: RobotsContent, variant: string): LogLine {
  const n = (id: string) => names[id] ?? `Seat ${Number(id) + 1}`;
  const cards = (ids: string[]) => cardNames(content, variant, ids);
  const power = (id: string) => content.powers.powers.find((p) => p.id === id)?.name ?? id;
  switch (event.kind) {
    case 'deal':
      return { tone: 'deal', text: `Hand ${event.hand}: ${n(event.dealer)} deals. ${cards([event.up])} starts the Scrap Heap; ${n(event.first)} plays first.` };
    case 'draw':
      return { tone: 'draw', text: `${n(event.player)} draws from the Robot Factory.` };
    case 'reshuffle':
      return { tone: 'plain', text: `The Robot Factory ran out: ${event.cards} cards were shuffled into a new one${event.up ? `, and ${cards([event.up])} turned up` : ''}.` };
    case 'take':
      return { tone: 'draw', text: `${n(event.player)} takes ${cards(event.cards)} from the Scrap Heap.` };
    case 'lay-down':
      return { tone: 'play', text: `${n(event.player)} lays down ${cards(event.cards)}.` };
    case 'extend':
      return { tone: 'play', text: `${n(event.player)} adds ${cards(event.cards)} to a spread.` };
    case 'construct': {
      const robot = content.constructs.robots.find((r) => r.number === event.number);
      return { tone: 'play', text: `${n(event.player)} constructs ${robot?.name ?? `the ${event.number}s robot`}! +${content.rules.constructBonus} points.` };
    }
    case 'discard':
      return { tone: 'discard', text: `${n(event.player)} discards ${cards([event.card])}.` };
    case 'power-due':
      return { tone: 'power', text: `${power(event.power)}! ${n(event.player)}'s ${cards([event.card])} sets off its power.` };
    case 'power-void':
      return { tone: 'plain', text: `${cards([event.card])}'s ${power(event.power)} does nothing: ${VOID[event.reason]}.` };
    case 'claim': {
      const whose = event.owner === event.player ? 'their own' : `${n(event.owner)}'s`;
      return { tone: 'claim', text: `ROBOTS! ${n(event.player)} claims ${cards([event.card])} into ${whose} spread of ${cards(event.into)}.` };
    }
    case 'spread-hit': {
      const broke = event.broken.length > 0 ? ` The spread fell apart: ${cards(event.broken)} ${BROKEN_TO[event.brokenTo ?? 'hands'] ?? 'left the table'}.` : '';
      return { tone: 'power', text: `${n(event.player)}'s power takes ${cards([event.card])} out of ${n(event.owner)}'s spread.${broke}` };
    }
    case 'powered-down':
      return { tone: 'power', text: `${n(event.player)} played every card and is Powered Down: they draw from the Robot Factory next turn.` };
    case 'hand-end':
      return { tone: 'end', text: `Hand ${event.hand} ends: ${n(event.endedBy)} is out.` };
  }
}
