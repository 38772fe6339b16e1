import type { AyarGameover, AyarView, PublicEvent } from '../../../games/are-you-a-robot/state.ts';
import type { Attention } from '../attention.ts';
import { seatNames } from '../seat-names.ts';
import { HEADLINE } from './outcome-words.ts';
import { seatStatus } from './seat-status.ts';
import type { AyarTableProps } from './table-props.ts';

type Message = Attention['messages'][number];

/**
 * What Are You A Robot? asks of the person in the seat, from the view alone. There are no
 * turns: everyone may act at any moment, so the only call is 'Decide' while a handshake
 * offer waits on this player. Messages are the things addressed to them; a key made from
 * the index of the event behind it stays the same while the thing stays true, and a new
 * offer (or a second zap) gets a new key, so the shell toasts each once.
 */
export function ayarAttention(props: AyarTableProps): Attention {
  const { G, ctx, playerID } = props;
  // boardgame.io types ctx.gameover as any; this game's is always an AyarGameover.
  const gameover = ctx.gameover as AyarGameover | undefined;
  const names = seatNames(ctx.playOrder, props.matchData);
  const name = (id: string) => names[id] ?? `Seat ${Number(id) + 1}`;
  const me = playerID !== null && G.players.includes(playerID) ? playerID : null;
  const messages: Message[] = [];
  if (me !== null) {
    const cardName = (id: string) => props.content.cards.cards.find((c) => c.id === id)?.name ?? id;
    messages.push(...eventMessages(G, me, name, cardName));
    if (G.eliminated.includes(me)) {
      const said = seatStatus(G, me, me).outReason ?? 'out';
      const reason = said.charAt(0).toLowerCase() + said.slice(1);
      // While the game runs the rules keep an out player silent; once it ends the chat is open again.
      const text = gameover ? `You were out of the game: ${reason}.` : `You are out of the game: ${reason}. You can watch; you may talk again when the game ends.`;
      messages.push({ key: 'out', text });
    }
  }
  const offer = me !== null && !gameover ? latestOfferTo(G, me) : undefined;
  if (offer) {
    messages.push({ key: `offer-${offer.index}`, text: `${name(offer.from)} offers you a handshake. Accepting ends the game at once.` });
  }
  if (gameover) {
    const verdict = me === null ? '' : gameover.winners.includes(me) ? ' You won.' : ' You lost.';
    messages.push({ key: 'gameover', text: `${HEADLINE[gameover.outcome]}. ${gameover.message}${verdict}` });
  }
  return offer ? { call: 'Decide', messages } : { messages };
}

/** The standing offer made to `me`, with the index of the event that made it (offers are one per offerer). */
function latestOfferTo(G: AyarView, me: string): { from: string; index: number } | undefined {
  const standing = G.offers.find((o) => o.to === me);
  if (!standing) return undefined;
  const index = G.events.findLastIndex((e) => e.kind === 'offer' && e.from === standing.from && e.to === me);
  return { from: standing.from, index };
}

/** Zaps on me, answers to my offers, withdrawn offers to me, and conversions I was dealt into or watched. */
function eventMessages(G: AyarView, me: string, name: (id: string) => string, cardName: (id: string) => string): Message[] {
  const messages: Message[] = [];
  const out = new Set<string>();
  const lastConversion = G.events.findLastIndex((e) => e.kind === 'conversion');
  G.events.forEach((event: PublicEvent, index) => {
    switch (event.kind) {
      case 'zap':
        if (event.victim === me) {
          messages.push({ key: `zapped-${index}`, text: `${name(event.shooter)} zapped you: your card, ${cardName(event.victimCard)}, is shown to everyone.` });
        }
        break;
      case 'robot-out':
        out.add(event.victim);
        break;
      case 'shooter-removed':
        out.add(event.shooter);
        break;
      case 'offer-declined':
        if (event.from === me) messages.push({ key: `declined-${index}`, text: `${name(event.to)} declined your handshake.` });
        break;
      case 'offer-withdrawn':
        if (event.to === me) messages.push({ key: `withdrawn-${index}`, text: `${name(event.from)} withdrew the handshake offered to you.` });
        break;
      case 'conversion':
        // Only those still in the game take part: the Humans were dealt again, the Robots watched.
        if (!out.has(me)) messages.push(conversionMessage(G, me, event.number, index, index === lastConversion, name, cardName));
        break;
      default:
        break;
    }
  });
  return messages;
}

function conversionMessage(G: AyarView, me: string, number: number, index: number, latest: boolean, name: (id: string) => string, cardName: (id: string) => string): Message {
  const key = `conversion-${index}`;
  const seen = G.conversions.find((c) => c.number === number);
  if (seen && seen.converted !== undefined) {
    const what = seen.converted === null ? 'the new Robot card was set aside; no one was converted' : `${name(seen.converted)} received the new Robot card`;
    return { key, text: `Conversion ${number}: as a Robot you watched the deal: ${what}.` };
  }
  // Your own card is yours to know; only the latest deal says what it is now.
  const card = G.cards[me];
  const now = latest && card ? ` Your card is now: ${cardName(card)}.` : ' Check your card.';
  return { key, text: `Conversion ${number}: the Humans' cards were dealt again.${now}` };
}
