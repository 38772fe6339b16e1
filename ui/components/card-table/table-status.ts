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
}

const lower = (label: string) => label.charAt(0).toLowerCase() + label.slice(1);

/**
 * The status line when a game gives none of its own: whose turn it is and, on the viewer's,
 * what they can do ("Your turn: play a raised card, or draw a card"). A game says more (what a
 * card must match) by passing its own.
 */
export function defaultStatus({ me, current, over, names, canPlayCard, buttons }: StatusFacts): DockStatus {
  if (over) return { text: 'The game is over', mine: false };
  const whose = current === undefined ? 'Waiting' : `${names[current] ?? current}’s turn`;
  if (me === null || current !== me) return { text: me === null ? whose : `${whose}: wait for your turn`, mine: false };
  const can = [...(canPlayCard ? ['play a raised card'] : []), ...buttons.map(lower)];
  return { text: can.length === 0 ? 'Your turn' : `Your turn: ${can.join(', or ')}`, mine: true };
}
