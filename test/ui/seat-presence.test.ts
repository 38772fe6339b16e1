import { describe, expect, it } from 'vitest';
import { BOT_SEAT_DATA, standInData } from '../../games/kit/bots/bot-seat.ts';
import { seatPresence } from '../../ui/components/presence/seat-presence.ts';

describe('seatPresence', () => {
  const seats = [
    { id: 0, name: 'Ada', isConnected: true },
    { id: 1, name: 'Bo', isConnected: false },
    { id: 2, name: 'Cy' },
    // A bot's connection closes when the game ends: at the result it must not read as away.
    { id: 3, name: 'Bot Babbage', isConnected: false, data: BOT_SEAT_DATA },
    { id: 4, name: 'Bot Ada', isConnected: false, data: standInData('Dee') },
  ];

  it('is a person’s connection: away once it is gone or was never opened', () => {
    expect(seatPresence(seats, '0')).toBe(true);
    expect(seatPresence(seats, '1')).toBe(false);
    expect(seatPresence(seats, '2')).toBe(false);
  });

  it('is never away for a bot, a stand-in included', () => {
    expect(seatPresence(seats, '3')).toBe(true);
    expect(seatPresence(seats, '4')).toBe(true);
  });

  it('is unknown without match data', () => {
    expect(seatPresence(undefined, '0')).toBeUndefined();
  });
});
