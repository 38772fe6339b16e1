/*
 * Where Are You A Robot?'s table changes shape. The phone table is not the desktop one squeezed:
 * the chat and the log move into a bottom drawer and your card shrinks to a strip, so the first
 * screen keeps what you need to act. CSS alone cannot move them.
 */
/** Below this width the chat leaves its column for a drawer at the bottom of the screen. */
export const PHONE_QUERY = '(max-width: 699px)';
/** Below this width there is no room for a full-size card beside the crew: it shrinks to a strip. */
export const COMPACT_QUERY = '(max-width: 1099px)';
