import type { DockStatus } from '../layout/action-dock.tsx';

interface StatusFacts {
  me: string | null;
  current: string | undefined;
  over: boolean;
  names: Record<string, string>;
  /** Whether some legal action plays a card of the viewer's hand. */
  canPlayCard: boolean;
  /** The labels of the other legal actions (draw, pass). */
  buttons: readonly string[];
  /** What playing a card takes, in the game's words ("play a card matching 7 or ♥"). */
  playWords?: string;
}

const lower = (label: string) => label.charAt(0).toLowerCase() + label.slice(1);

/**
 * The status line: whose turn it is and, on the viewer's, what they can do ("Your turn: play a
 * raised card, or draw a card"). A game says what a card must match with `playWords`, or passes
 * a status line of its own.
 */
export function defaultStatus({ me, current, over, names, canPlayCard, buttons, playWords = 'play a raised card' }: StatusFacts): DockStatus {
  if (over) return { text: 'The game is over', mine: false };
  const whose = current === undefined ? 'Waiting' : `${names[current] ?? current}’s turn`;
  if (me === null || current !== me) return { text: me === null ? whose : `${whose}: wait for your turn`, mine: false };
  const can = [...(canPlayCard ? [playWords] : []), ...buttons.map(lower)];
  return { text: can.length === 0 ? 'Your turn' : `Your turn: ${can.join(', or ')}`, mine: true };
}

/** While the table's socket is away (a server restarting), the status line says so first, where a phone's narrow line still shows it: what is played meanwhile is sent when it is back. */
export function withConnection(status: DockStatus, isConnected: boolean | undefined): DockStatus {
  return isConnected === false ? { ...status, text: `Reconnecting… · ${status.text}` } : status;
}
