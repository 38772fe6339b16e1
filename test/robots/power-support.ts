import type { State } from 'boardgame.io';
import type { PendingDecision } from '../../games/kit/script/index.ts';
import type { PlayerID, RobotsState } from '../../games/robots/state.ts';
import { play } from './support.ts';

export type Match = State<RobotsState>;

/** The decision a power waits on, or null. */
export const pending = (s: Match): PendingDecision | null => s.G.scripts.running?.pending ?? null;

/** An answer the engine must accept. */
export const decide = (s: Match, player: PlayerID, answer: string[]): Match => play(s, [player, 'decide', answer]);

/** The Scrap Heap from its top down, as players read it. */
export const heapTop = (s: Match): string[] => [...s.G.heap].reverse();

export const powerEvents = (s: Match) => s.G.events.filter((e) => e.kind === 'power-due' || e.kind === 'power-void');
