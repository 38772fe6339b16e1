import { withFields } from '../../with-fields.ts';
import { refs } from '../schema/refs.ts';
import type { DecisionRequest, PlayerID, ZoneKey } from '../types.ts';
import type { JsonSchema, StepContext } from '../vocabulary.ts';

/** Arguments every choose-* step shares. */
export interface ChooseArgs {
  as: string;
  prompt: string;
  chooser?: string;
  'unless-protected-by'?: string;
}

export const chooseProperties: Record<string, JsonSchema> = {
  as: { ...refs.variable, description: 'The name the choice is kept under, read later as `$name`.' },
  prompt: { ...refs.text, description: 'What the deciding player is asked, e.g. "Discard a card".' },
  chooser: { ...refs.player, description: "Who decides; the card's owner when left out." },
  'unless-protected-by': {
    ...refs.effect,
    description: 'Leave out what belongs to a player who put this effect in place (e.g. a shield), while it lasts.',
  },
};

/** Whether a player is shielded from this choice by an effect they put in place. */
export function isProtected(context: StepContext, args: ChooseArgs, player: PlayerID): boolean {
  const effect = args['unless-protected-by'];
  return effect !== undefined && context.effects.active({ effect, owner: player }).length > 0;
}

export function zoneOwner(context: StepContext, key: ZoneKey): PlayerID | undefined {
  const { kind } = context.zones.spec(key.zone);
  if (kind === 'player') return key.of;
  if (kind === 'group') return context.zones.groups(key.zone).find((g) => g.id === key.of)?.owner;
  return undefined;
}

/**
 * The two halves of every choice: the first run asks, the run after the answer stores it.
 * One pick is kept as a single value (or null), several as a list.
 */
export function askOrStore(context: StepContext<any, ChooseArgs>, request: Omit<DecisionRequest, 'player' | 'prompt'>) {
  const { args } = context;
  if (context.answer === undefined) {
    // Fields added after a spread cost about 1.5 µs each on Node 20 (kit with-fields.ts); the same object, the same order of keys.
    return { ask: withFields(request, { player: context.player(args.chooser), prompt: args.prompt }) };
  }
  const single = request.max <= 1 && request.kind !== 'order';
  context.set(args.as, single ? (context.answer[0] ?? null) : context.answer);
  return undefined;
}

/** `count: 2` or `count: { min: 0, max: 2 }` as bounds. */
export function bounds(count: unknown): { min: number; max: number } {
  if (count !== null && typeof count === 'object') {
    const { min = 0, max = Number.MAX_SAFE_INTEGER } = count as { min?: number; max?: number };
    return { min, max };
  }
  const n = count === undefined ? 1 : Number(count);
  return { min: n, max: n };
}
