import { argsObject, defineStep, refs } from '../../../kit/script/index.ts';
import { passInfluence, passTokens, paysSupplyInfluence, supplyPaysInfluence, supplyPaysTokens } from '../../rules/supply.ts';
import type { EvilState } from '../../state.ts';
import { playersOf, WHO_SCHEMA, type Who } from '../host.ts';

const amount = (what: string) => ({ ...refs.number, description: `How many ${what} (a whole number).` });

export const gainInfluenceStep = defineStep<{ players: Who; amount: number }, EvilState>({
  name: 'gain-influence',
  description: 'The supply pays each of these players the amount of Influence now. The supply is finite: when it runs short it pays as far as it goes, in seat order from the card\'s owner. (Influence a card grants at the end of the round is a modifier of `influence-gained`.)',
  args: argsObject({ players: WHO_SCHEMA, amount: amount('Influence') }, ['players', 'amount']),
  example: { players: 'owner', amount: 1 },
  run({ G, args, scope, player }) {
    supplyPaysInfluence(G, playersOf(G, args.players, scope.owner, player), Number(args.amount));
  },
});

export const loseInfluenceStep = defineStep<{ players: Who; amount: number }, EvilState>({
  name: 'lose-influence',
  description: 'Each of these players returns the amount of Influence to the supply, or all they have if that is less.',
  args: argsObject({ players: WHO_SCHEMA, amount: amount('Influence') }, ['players', 'amount']),
  example: { players: 'others', amount: 1 },
  run({ G, args, scope, player }) {
    for (const p of playersOf(G, args.players, scope.owner, player)) paysSupplyInfluence(G, p, Number(args.amount));
  },
});

export const takeInfluenceStep = defineStep<{ from: string; amount: number; to?: string }, EvilState>({
  name: 'take-influence',
  description: "Influence passes from one player to the card's owner (or to `to`): the amount, or all they have if that is less.",
  args: argsObject(
    { from: { ...refs.player, description: 'Who gives, e.g. `$target`.' }, amount: amount('Influence'), to: { ...refs.player, description: "Who receives; the card's owner when left out." } },
    ['from', 'amount'],
  ),
  example: { from: '$target', amount: 2 },
  run({ G, args, player }) {
    const from = player(args.from);
    const to = player(args.to);
    if (from !== to) passInfluence(G, from, to, Number(args.amount));
  },
});

export const gainTokensStep = defineStep<{ player?: string; amount: number }, EvilState>({
  name: 'gain-tokens',
  description: 'A player takes Action Tokens from the supply (the card\'s owner when `player` is left out); a supply that runs short gives what it has.',
  args: argsObject({ player: { ...refs.player, description: "Who takes them; the card's owner when left out." }, amount: amount('Action Tokens') }, ['amount']),
  example: { amount: 2 },
  run({ G, args, player }) {
    supplyPaysTokens(G, player(args.player), Number(args.amount));
  },
});

export const takeTokensStep = defineStep<{ from: string; amount: number; to?: string }, EvilState>({
  name: 'take-tokens',
  description: "Action Tokens pass from one player to the card's owner (or to `to`): the amount, or all they have.",
  args: argsObject(
    { from: { ...refs.player, description: 'Who gives, e.g. `$target`.' }, amount: amount('Action Tokens'), to: { ...refs.player, description: "Who receives; the card's owner when left out." } },
    ['from', 'amount'],
  ),
  example: { from: '$target', amount: 1 },
  run({ G, args, player }) {
    const from = player(args.from);
    const to = player(args.to);
    if (from !== to) passTokens(G, from, to, Number(args.amount));
  },
});
