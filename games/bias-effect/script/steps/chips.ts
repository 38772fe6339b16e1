import { argsObject, defineStep, refs } from '../../../kit/script/index.ts';
import { bankPays, passChips, paysBank } from '../../rules/chips.ts';
import type { BiasState } from '../../state.ts';
import { bidWinnerOf, hostOf, playersOf, WHO_SCHEMA, type Who } from '../host.ts';

const amount = { ...refs.number, description: 'How many chips (a whole number).' };

export const gainChipsStep = defineStep<{ players: Who; amount: number }, BiasState>({
  name: 'gain-chips',
  description:
    'The bank pays each of these players the amount. The bank is finite: when it runs short it pays as far as it goes, player by player clockwise from the card\'s owner.',
  args: argsObject({ players: WHO_SCHEMA, amount }, ['players', 'amount']),
  example: { players: { leaning: 'right' }, amount: 2 },
  run({ G, args, host, scope, player }) {
    bankPays(G, playersOf(G, hostOf(host).content, args.players, scope.owner, player), Number(args.amount));
  },
});

export const loseChipsStep = defineStep<{ players: Who; amount: number }, BiasState>({
  name: 'lose-chips',
  description: 'Each of these players pays the amount to the bank, or everything they have if that is less.',
  args: argsObject({ players: WHO_SCHEMA, amount }, ['players', 'amount']),
  example: { players: 'others', amount: 1 },
  run({ G, args, host, scope, player }) {
    paysBank(G, playersOf(G, hostOf(host).content, args.players, scope.owner, player), Number(args.amount));
  },
});

export const takeChipsStep = defineStep<{ from: string; amount: number; to?: string }, BiasState>({
  name: 'take-chips',
  description: "Chips pass from one player's pouch to the card's owner (or to `to`): the amount, or all they have if that is less.",
  args: argsObject(
    {
      from: { ...refs.player, description: 'Who gives, e.g. `$target` chosen with choose-player.' },
      amount,
      to: { ...refs.player, description: "Who receives; the card's owner when left out." },
    },
    ['from', 'amount'],
  ),
  example: { from: '$target', amount: 2 },
  run({ G, args, scope, player }) {
    const from = player(args.from);
    const to = args.to === undefined || args.to === 'owner' ? bidWinnerOf(G, scope.owner) : player(args.to);
    if (to !== null && from !== to) passChips(G, from, to, Number(args.amount));
  },
});
