import { argsObject, defineCondition } from '../../kit/script/index.ts';
import { matchesFilter } from '../../kit/script/values.ts';
import { playerFacts } from '../rules/ask.ts';
import { evilQuestions } from '../rules/questions.ts';
import type { EvilState } from '../state.ts';
import { COIN_OWNER_SCHEMA, coinOwner } from './host.ts';

const factProperties = Object.fromEntries(
  Object.entries(evilQuestions.playerFacts).map(([fact, spec]) => [
    fact,
    { description: spec.description, anyOf: [spec.schema, { type: 'object', additionalProperties: false, properties: { min: { type: 'number' }, max: { type: 'number' } } }] },
  ]),
);

export const playerIsCondition = defineCondition<Record<string, unknown> & { player?: string }, EvilState>({
  name: 'player-is',
  description:
    "Holds when a player (the card's owner when `player` is left out) has these facts, the same a modifier's `when` tests: `power`, `influence`, `tokens` (a number or `{ min, max }`), `team` as the table sees it, `winner`, `dealer`.",
  args: argsObject({ player: COIN_OWNER_SCHEMA, ...factProperties }),
  example: { player: '$target', power: { min: 5 } },
  test({ G, args, player }) {
    const { player: who, ...facts } = args;
    return matchesFilter(playerFacts(G, coinOwner(G, who, player)), facts);
  },
});

export const coinIsCondition = defineCondition<{ player?: string; coin: 'shown' | 'hidden'; face: 'heads' | 'tails' }, EvilState>({
  name: 'coin-is',
  description: "Holds when a player's coin shows this face. Test a hidden coin only for its owner or after a peek: the card reads the true face.",
  args: argsObject(
    {
      player: COIN_OWNER_SCHEMA,
      coin: { enum: ['shown', 'hidden'], description: 'Which coin.' },
      face: { enum: ['heads', 'tails'], description: '`heads` (Good) or `tails` (Evil).' },
    },
    ['coin', 'face'],
  ),
  example: { player: 'owner', coin: 'shown', face: 'heads' },
  test: ({ G, args, player }) => G.coins[coinOwner(G, args.player, player)][args.coin] === args.face,
});
