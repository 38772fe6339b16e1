import { RunawayScript } from '../script/runaway-script.ts';

/**
 * An error that no other way of handing a move or a hook its G could avoid, thrown at once
 * rather than tried again: a card script past its step budget counts steps, not copies, so
 * it runs the same steps to the same budget on a frozen G, a copy, or immer's draft (about a
 * tenth of a second each time in development mode).
 */
export const throwsEveryWay = (error: unknown): boolean => error instanceof RunawayScript;
