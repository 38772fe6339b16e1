import { argsObject, defineCondition, refs } from '../../kit/script/index.ts';
import { identityOf } from '../rules/catalog.ts';
import { leaningOf, mindCount } from '../rules/mind.ts';
import type { BiasState } from '../state.ts';
import { hostOf } from './host.ts';

export const leaningCondition = defineCondition<'left' | 'right' | 'neutral', BiasState>({
  name: 'leaning',
  description: "Holds when the A.I.'s mind leans this way: `right` (more Right beliefs), `left` (more Left) or `neutral` (equal, or none).",
  args: { enum: ['left', 'right', 'neutral'] },
  example: 'right',
  test: ({ G, args, host }) => leaningOf(mindCount(hostOf(host).content, G.mind)) === args,
});

export const identityCondition = defineCondition<{ player?: string; leaning?: string; is?: string }, BiasState>({
  name: 'identity',
  description: "Holds when a player's identity leans this way (`left`, `right`, `center`) and/or is this identity (e.g. `moderate`).",
  args: argsObject({
    player: { ...refs.player, description: "Whose identity; the card's owner when left out." },
    leaning: { enum: ['left', 'right', 'center'], description: 'The way the identity leans.' },
    is: { type: 'string', description: 'An identity id, e.g. `far-left`.' },
  }),
  example: { player: '$target', leaning: 'left' },
  test({ G, args, host, player }) {
    const id = G.identities[player(args.player)];
    const identity = identityOf(hostOf(host).content, id);
    return (args.leaning === undefined || identity.leaning === args.leaning) && (args.is === undefined || id === args.is);
  },
});

export const chipsCondition = defineCondition<{ player?: string; 'at-least'?: number; 'at-most'?: number }, BiasState>({
  name: 'chips',
  description: "Compares a player's chips: `at-least`, `at-most`, or both.",
  args: argsObject({
    player: { ...refs.player, description: "Whose chips; the card's owner when left out." },
    'at-least': { ...refs.number, description: 'Holds with this many chips or more.' },
    'at-most': { ...refs.number, description: 'Holds with this many chips or fewer.' },
  }),
  example: { 'at-most': 2 },
  test({ G, args, player }) {
    const chips = G.chips[player(args.player)];
    return (args['at-least'] === undefined || chips >= Number(args['at-least'])) && (args['at-most'] === undefined || chips <= Number(args['at-most']));
  },
});
