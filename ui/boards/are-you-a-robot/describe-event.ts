import type { AyarView, PublicEvent } from '../../../games/are-you-a-robot/state.ts';

const TEAM = { human: 'a Human', robot: 'a Robot' } as const;

/** One line of the public log, as this viewer may read it. */
export interface LogLine {
  text: string;
  /** What only this viewer was shown (a Robot witnessing a conversion). */
  secret?: string;
  tone: 'shot' | 'out' | 'conversion' | 'handshake' | 'revolution' | 'plain';
}

export function describeEvent(event: PublicEvent, names: Record<string, string>, view: AyarView): LogLine {
  const n = (id: string) => names[id] ?? `Seat ${Number(id) + 1}`;
  switch (event.kind) {
    case 'zap':
      return { tone: 'shot', text: `${n(event.shooter)} zapped ${n(event.victim)}, who was ${TEAM[event.victimTeam]}.` };
    case 'shooter-removed':
      return { tone: 'out', text: `${n(event.shooter)} shot a Human and is removed from the game.` };
    case 'robot-out':
      return { tone: 'out', text: `${n(event.victim)}, a Robot, is out of the game.` };
    case 'conversion':
      return describeConversion(event.number, names, view);
    case 'offer':
      return { tone: 'handshake', text: `${n(event.from)} offers ${n(event.to)} a handshake.` };
    case 'offer-withdrawn':
      return { tone: 'plain', text: `${n(event.from)} withdraws the handshake offered to ${n(event.to)}.` };
    case 'offer-declined':
      return { tone: 'plain', text: `${n(event.to)} declines the handshake from ${n(event.from)}.` };
    case 'handshake':
      return { tone: 'handshake', text: `${n(event.a)} and ${n(event.b)} shake hands.` };
    case 'revolution':
      return { tone: 'revolution', text: `${n(event.by)} declares the Robot revolution!` };
  }
}

function describeConversion(number: number, names: Record<string, string>, view: AyarView): LogLine {
  const text = `Conversion ${number}: the Humans' cards were collected and dealt again with one more Robot card. Everyone, check your card.`;
  const seen = view.conversions.find((c) => c.number === number);
  if (!seen || seen.converted === undefined) return { tone: 'conversion', text };
  const secret = seen.converted === null
    ? 'As a Robot you watched the deal: the new Robot card was set aside, no one was converted.'
    : `As a Robot you watched the deal: ${names[seen.converted] ?? 'a player'} received the new Robot card.`;
  return { tone: 'conversion', text, secret };
}
