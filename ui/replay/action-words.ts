import type { ReplayAction } from '../../games/kit/replay/replay-view-format.ts';

/** `playCard` as `play card`: a move's name in words. */
const words = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();

const plain = (arg: unknown): arg is string | number | boolean => ['string', 'number', 'boolean'].includes(typeof arg);

/** A seat's name by its id, from the match's names (`Seat 3` for one without a name). */
export const seatNameIn = (names: Record<string, string>) => (seat: string) => (Object.hasOwn(names, seat) ? names[seat] : `Seat ${seat}`);

/**
 * One line of the move list, as the viewer was told of it: who, what, and with what (its plain
 * values, a seat's id as its name, a list of plain values in brackets), or "hidden" where the
 * move's arguments were kept from this viewer. `names` is each seat's name by its id.
 */
export function actionWords(action: ReplayAction, names: Record<string, string>): { who: string; what: string } {
  const nameOf = seatNameIn(names);
  const who = action.playerID === undefined || action.playerID === null ? 'The table' : nameOf(action.playerID);
  const what = action.name ? words(action.name) : action.type.toLowerCase();
  if (action.args === null) return { who, what: `${what} (hidden)` };
  const args = Array.isArray(action.args) ? action.args : action.args === undefined ? [] : [action.args];
  // Every game's moves name a seat by its id as a string (zap "1", giveKeys "0"): no other string argument is a bare seat id.
  const shown = (arg: string | number | boolean) => (typeof arg === 'string' && Object.hasOwn(names, arg) ? names[arg] : String(arg));
  // A structure (a composed question, a split of coins) is left to the table to show.
  const parts = args.map((arg) => (plain(arg) ? shown(arg) : Array.isArray(arg) && arg.every(plain) ? `[${arg.map(shown).join(', ')}]` : '…'));
  const text = parts.filter((part, i) => part !== '…' || parts.indexOf('…') === i).join(', ');
  return { who, what: text ? `${what}: ${text.length > 60 ? `${text.slice(0, 57)}…` : text}` : what };
}
