import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { BOT_SEAT_DATA, standInData } from '../../games/kit/bots/bot-seat.ts';
import { PresenceMark } from '../../ui/components/presence/presence-mark.tsx';
import { seatPresence } from '../../ui/components/presence/seat-presence.ts';

// At the end of a game the server's bots close their sockets: a seat's `isConnected` goes false.
const ended = [
  { id: 0, name: 'Ada', isConnected: true },
  { id: 1, name: 'Bo', isConnected: false },
  { id: 2, name: 'Bot Babbage', isConnected: false, data: BOT_SEAT_DATA },
  { id: 3, name: 'Bot Turing', isConnected: false, data: standInData('Cy') },
];
const mark = (seat: string) => renderToStaticMarkup(createElement(PresenceMark, { seat, connected: seatPresence(ended, seat) }));

describe('seat presence', () => {
  it('marks a person whose connection is gone Away, and a bot never', () => {
    expect(mark('1')).toContain('Away');
    expect(mark('2')).not.toContain('Away');
    expect(mark('3')).not.toContain('Away');
    expect(mark('0')).not.toContain('Away');
  });

  it('knows nothing without match data, and a seat never opened is away', () => {
    expect(seatPresence(undefined, '0')).toBeUndefined();
    expect(seatPresence([{ id: 0 }], '0')).toBe(false);
  });
});
