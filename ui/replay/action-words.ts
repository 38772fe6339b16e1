import type { ReplayAction } from '../../games/kit/replay/replay-view-format.ts';

/** `playCard` as `play card`: a move's name in words. */
const words = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();

const plain = (arg: unknown): arg is string | number | boolean => ['string', 'number', 'boolean'].includes(typeof arg);

/**
 * One line of the move list, as the viewer was told of it: who, what, and with what (its plain
 * values), or "hidden" where the move's arguments were kept from this viewer.
 */
export function actionWords(action: ReplayAction, nameOf: (seat: string) => string): { who: string; what: string } {
  const who = action.playerID === undefined || action.playerID === null ? 'The table' : nameOf(action.playerID);
  const what = action.name ? words(action.name) : action.type.toLowerCase();
  if (action.args === null) return { who, what: `${what} (hidden)` };
  const args = Array.isArray(action.args) ? action.args : action.args === undefined ? [] : [action.args];
  // Plain values read as words; a structure (a composed question, a list of picks) is left to the table to show.
  const text = [...args.filter(plain).map(String), ...(args.some((a) => !plain(a)) ? ['…'] : [])].join(', ');
  return { who, what: text ? `${what}: ${text.length > 60 ? `${text.slice(0, 57)}…` : text}` : what };
}
