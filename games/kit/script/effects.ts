import type { ActiveEffect, PlayerID, ScriptState, ScriptValue } from './types.ts';
import type { DurationSpec } from './vocabulary.ts';
import { filterOf } from '../frozen-lists.ts';

/** Lasting effects as steps see them. */
export interface EffectsAccess {
  add(effect: { effect: string; until: string; owner: PlayerID; source: string | null; data?: Record<string, ScriptValue> }): ActiveEffect;
  end(match: EffectMatch): ActiveEffect[];
  active(match?: EffectMatch): ActiveEffect[];
}

/** Which effects a rule asks about: by name, by who put it in place, by the card that did. */
export interface EffectMatch {
  effect?: string;
  owner?: PlayerID;
  source?: string;
}

const matches = (e: ActiveEffect, m: EffectMatch) =>
  (m.effect === undefined || e.effect === m.effect) &&
  (m.owner === undefined || e.owner === m.owner) &&
  (m.source === undefined || e.source === m.source);

/** The effects in force, for a game's validators (e.g. "is the Scrap Heap barred to me?"). */
export function activeEffects(state: Pick<ScriptState, 'effects'>, match: EffectMatch = {}): ActiveEffect[] {
  return filterOf(state.effects, (e) => matches(e, match));
}

/**
 * The game says a moment happened (`turn-end`, `hand-end`...): every effect waiting on it
 * counts one down and those at zero end. Returns the ended effects, for a game that reacts.
 * With no effect waiting on the moment (most turns) the list is left as it is: putting an equal
 * list in its place would be a write, and the lean engine copies a part of G a move writes.
 */
export function signalMoment(state: ScriptState, durations: Record<string, DurationSpec>, moment: string): ActiveEffect[] {
  if (!state.effects.some((effect) => durations[effect.until]?.moment === moment)) return [];
  const ended: ActiveEffect[] = [];
  const kept: ActiveEffect[] = [];
  for (const effect of state.effects) {
    if (durations[effect.until]?.moment !== moment) {
      kept.push(effect);
      continue;
    }
    const remaining = effect.remaining - 1;
    if (remaining <= 0) ended.push(effect);
    else kept.push({ ...effect, remaining });
  }
  state.effects = kept;
  return ended;
}

/** Durations most turn-based games share, built on the moments `turn-start` and `turn-end`. */
export const TURN_DURATIONS: Record<string, DurationSpec> = {
  'end-of-turn': { moment: 'turn-end', description: 'Ends when the current turn ends.' },
  'start-of-next-turn': { moment: 'turn-start', description: 'Ends when the next turn (whoever plays it) begins.' },
  'end-of-next-player-turn': {
    moment: 'turn-end',
    times: 2,
    description: "Lasts through the next player's turn: ends when that turn ends (the second turn end from now).",
  },
};

export function createEffectsAccess(state: ScriptState, durations: Record<string, DurationSpec>): EffectsAccess {
  return {
    add({ effect, until, owner, source, data }) {
      const duration = durations[until];
      if (!duration) throw new Error(`The script names a duration "${until}" the game does not declare.`);
      const added: ActiveEffect = { id: state.nextId++, effect, owner, source, until, remaining: duration.times ?? 1, data: data ?? {} };
      // Replaced, not pushed onto: a game's move may hand the interpreter its state's own list, frozen and shared.
      state.effects = [...state.effects, added];
      return added;
    },
    end(match) {
      const ended = state.effects.filter((e) => matches(e, match));
      state.effects = state.effects.filter((e) => !matches(e, match));
      return ended;
    },
    active: (match = {}) => activeEffects(state, match),
  };
}
