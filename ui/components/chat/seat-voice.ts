import type { ChatMessage } from 'boardgame.io';

/** Each seat's name in its own colour, so a fast conversation can be followed at a glance. */
const SEAT_HUES = [200, 40, 130, 330, 270, 10, 170, 85, 300, 230];

/** The hue a seat speaks in, in the chat and wherever its words are shown at the table. */
export function seatHue(seat: string): number {
  return SEAT_HUES[Number(seat) % SEAT_HUES.length] ?? 200;
}

/**
 * The last thing each seat said, by seat id. A message is whatever a client sent: only text
 * counts, and a Map keeps a sender such as `__proto__` a plain key.
 */
export function lastLines(messages: ChatMessage[]): Map<string, string> {
  const lines = new Map<string, string>();
  for (const message of messages) {
    if (typeof message.payload === 'string' && typeof message.sender === 'string') lines.set(message.sender, message.payload);
  }
  return lines;
}
