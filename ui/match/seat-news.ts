import { useEffect, useRef } from 'react';
import { isBotSeatData } from '../../games/kit/bots/bot-seat.ts';
import { joinedName } from '../boards/seat-names.ts';
import type { SeatInfo } from '../boards/table-props.ts';

type Seat = SeatInfo & { data?: unknown };

/** What changed at the table between two versions of the seats: who left, and which bot sat down where. */
export function seatNews(before: Seat[], after: Seat[]): string[] {
  const news: string[] = [];
  for (const seat of after) {
    const was = joinedName(before.find((s) => s.id === seat.id)?.name);
    const now = joinedName(seat.name);
    if (was === now) continue;
    if (was) news.push(`${was} left the table.`);
    if (now && isBotSeatData(seat.data)) news.push(`${now}, a bot, took seat ${seat.id + 1}.`);
  }
  return news;
}

/** Tells of every leaving and every bot sitting down, as the server's news of the seats arrives. */
export function useSeatNews(seats: Seat[] | undefined, tell: (text: string) => void): void {
  const last = useRef<Seat[]>(undefined);
  useEffect(() => {
    if (!seats) return;
    if (last.current) for (const text of seatNews(last.current, seats)) tell(text);
    last.current = seats;
  }, [seats, tell]);
}
