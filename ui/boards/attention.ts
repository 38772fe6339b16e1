/**
 * What a table asks of the person in the seat, read from the state alone; the match shell
 * turns it into the tab title, a sound and toasts, the same way for every game.
 */
export interface Attention {
  /** Put before the tab title while it holds: this player must act ("Your turn") or answer ("Decide"). */
  call?: 'Your turn' | 'Decide';
  /**
   * Things addressed to this player, each with a key that stays the same while the thing
   * stays true (e.g. `offer-from-2`): the shell toasts a key once, when it first appears.
   */
  messages: {
    key: string;
    text: string;
    /**
     * The table already shows this in a panel of its own (ROBOTS!' claim panel): the shell chimes
     * for it but puts up no note, which on a phone sat over the table repeating the panel.
     */
    onTable?: boolean;
  }[];
}

export const NO_ATTENTION: Attention = { messages: [] };
