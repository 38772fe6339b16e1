/** A seat's small marker: a short tag in the seat's own colour, shown by its name and under the cards it added. */
export interface SeatMark {
  tag: string;
  colour: string;
}

/**
 * Seat colours, chosen to stand apart from the five card colours (red, blue, green, purple,
 * gray) so a marker under a card is never read as the card's colour.
 */
const SEAT_COLOURS = ['#ffb347', '#4dd0e1', '#f06292', '#c5e063', '#b39ddb', '#ffe082', '#80cbc4', '#ff8a65'];

/**
 * Tags that tell the seats apart, shortest first: the first letter of the name; the first
 * two letters where two names share the first; the letter and the seat number where even
 * those clash ("Bo" and "Bot Babbage" become B1 and B2). Each seat keeps its own colour.
 */
export function seatMarks(players: string[], names: Record<string, string>): Record<string, SeatMark> {
  const word = (id: string) => (names[id] ?? '').replace(/\s+/g, '') || `S${Number(id) + 1}`;
  const clash = (id: string, tag: (p: string) => string) => players.some((p) => p !== id && tag(p) === tag(id));
  const one = (p: string) => word(p).slice(0, 1).toUpperCase();
  const two = (p: string) => one(p) + word(p).slice(1, 2).toLowerCase();
  const marks: Record<string, SeatMark> = {};
  players.forEach((id, index) => {
    const tag = !clash(id, one) ? one(id) : !clash(id, two) ? two(id) : `${one(id)}${Number(id) + 1}`;
    marks[id] = { tag, colour: SEAT_COLOURS[index % SEAT_COLOURS.length] };
  });
  return marks;
}
