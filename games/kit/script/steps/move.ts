import { argsObject, refs } from '../schema/refs.ts';
import type { ZoneKey } from '../types.ts';
import { defineStep, type StepContext } from '../vocabulary.ts';

interface MoveArgs {
  from: unknown;
  to: unknown;
  count?: number | 'all' | 'half-up' | 'half-down';
  take?: 'top' | 'bottom';
  at?: 'top' | 'bottom';
  except?: unknown;
  as?: string;
}

/** How many of `available` cards a count means; "half" rounds as its name says. */
export function countOf(count: MoveArgs['count'], available: number): number {
  if (count === 'all') return available;
  if (count === 'half-up') return Math.ceil(available / 2);
  if (count === 'half-down') return Math.floor(available / 2);
  const wanted = Number(count ?? 1);
  return Math.max(0, Math.min(Number.isFinite(wanted) ? wanted : 0, available));
}

/** Takes cards off one end of a zone, leaving `except` where they are and out of the count. */
export function takeCards(context: StepContext, key: ZoneKey, count: MoveArgs['count'], take: 'top' | 'bottom', except: string[]): string[] {
  if (typeof count === 'number') context.zones.ensure(key, count + except.length);
  const held = context.zones.read(key);
  const movable = held.filter((c) => !except.includes(c));
  const n = countOf(count, movable.length);
  const taken = take === 'top' ? movable.slice(0, n) : movable.slice(movable.length - n);
  context.zones.write(key, held.filter((c) => !taken.includes(c)));
  return taken;
}

export const moveStep = defineStep<MoveArgs>({
  name: 'move',
  description:
    'Moves cards from one end of a zone to one end of another, keeping their order as a block. `count` says how many (a number, `all`, `half-up`, `half-down`); `except` leaves cards in place and out of the count (e.g. `$self`, the card being played).',
  args: argsObject(
    {
      from: { ...refs.zone, description: 'The zone the cards leave.' },
      to: { ...refs.zone, description: 'The zone the cards go to.' },
      count: { ...refs.count, description: 'How many cards; 1 when left out.' },
      take: { ...refs.position, description: 'Which end of `from` to take from; `top` when left out.' },
      at: { ...refs.position, description: 'Which end of `to` to put them at; `top` when left out.' },
      except: { ...refs.cards, description: 'Cards that stay and are not counted, e.g. `$self`.' },
      as: { ...refs.variable, description: 'Remember the moved cards under this name.' },
    },
    ['from', 'to'],
  ),
  example: { from: 'discard-pile', except: '$self', take: 'bottom', count: 'half-up', to: 'deck', at: 'bottom' },
  run(context) {
    const { args } = context;
    const moved = takeCards(context, context.zones.one(args.from), args.count, args.take ?? 'top', context.cards(args.except));
    context.zones.insert(context.zones.one(args.to), moved, args.at ?? 'top');
    if (args.as) context.set(args.as, moved);
  },
});
