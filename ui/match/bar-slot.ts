import { createContext } from 'react';

/**
 * The place in the match bar for what only the table knows to offer (Leave: whether the game
 * has begun, which decides what leaving does). The bar is drawn outside boardgame.io's client,
 * the table inside it; the table draws into this element through a portal.
 */
export const BarSlotContext = createContext<HTMLElement | null>(null);
