import { argsObject, defineStep, refs } from '../../../kit/script/index.ts';
import { robotOf } from '../../rules/catalog.ts';
import { changeCoins, setCoin, showCoin, turnCoin, type CoinChanger } from '../../rules/coin-changes.ts';
import { EXTRA, type EvilState, type PlayerID } from '../../state.ts';
import { COIN_OWNER_SCHEMA, coinOwner, hostOf } from '../host.ts';

/** The card's owner, and the card by name, for the record of the coin it changes. */
const changer = (host: unknown, scope: { owner: PlayerID; self: string | null }): CoinChanger => ({
  player: scope.owner,
  card: scope.self === null ? null : robotOf(hostOf(host).content, scope.self).name,
});

const COIN = { enum: ['shown', 'hidden'], description: '`shown`: the revealed coin; `hidden`: the hidden one (it stays hidden: only its owner learns the new face).' };

export const chooseCoinStep = defineStep<{ as: string; prompt: string; among?: 'any' | 'opponent' | 'self'; extra?: boolean }, EvilState>({
  name: 'choose-coin',
  description: "The card's owner chooses whose coins the next steps act on: a player at the table or, with `extra: true` (the default), the extra player of 3 and 4 player games.",
  args: argsObject(
    {
      as: { ...refs.variable, description: 'The name the choice is kept under, read later as `$name`.' },
      prompt: { ...refs.text, description: 'What the owner is asked, e.g. "Whose coin do you turn?".' },
      among: { enum: ['any', 'opponent', 'self'], description: '`any` (the default), `opponent` or `self`.' },
      extra: { type: 'boolean', description: 'Whether the extra player may be chosen; true when left out.' },
    },
    ['as', 'prompt'],
  ),
  example: { as: 'target', prompt: 'Whose revealed coin do you turn?', among: 'any' },
  run({ G, args, scope, answer, set }) {
    if (answer !== undefined) {
      set(args.as, answer[0] ?? null);
      return;
    }
    const among = args.among ?? 'any';
    const seats = G.players.filter((p) => among === 'any' || (among === 'self') === (p === scope.owner));
    const options = args.extra !== false && G.coins[EXTRA] && among !== 'self' ? [...seats, EXTRA] : seats;
    return { ask: { player: scope.owner, kind: 'player', prompt: args.prompt, options, min: 1, max: 1 } };
  },
});

export const flipCoinStep = defineStep<{ player: string; coin: 'shown' | 'hidden' }, EvilState>({
  name: 'flip-coin',
  description: "Turns one of a player's coins over. A hidden coin stays hidden: the table knows it was turned, only its owner sees the new face.",
  args: argsObject({ player: COIN_OWNER_SCHEMA, coin: COIN }, ['player', 'coin']),
  example: { player: '$target', coin: 'hidden' },
  run({ G, args, host, scope, player }) {
    turnCoin(G, changer(host, scope), coinOwner(G, args.player, player), args.coin);
  },
});

export const matchCoinStep = defineStep<{ player: string; coin: 'shown' | 'hidden'; to?: string }, EvilState>({
  name: 'match-coin',
  description: "Turns one of a player's coins to show the same face as another player's revealed coin (the card owner's when `to` is left out).",
  args: argsObject(
    {
      player: COIN_OWNER_SCHEMA,
      coin: COIN,
      to: { ...COIN_OWNER_SCHEMA, description: "Whose revealed coin to match; the card owner's when left out." },
    },
    ['player', 'coin'],
  ),
  example: { player: '$target', coin: 'shown' },
  run({ G, args, host, player, scope }) {
    const model = G.coins[args.to === undefined ? scope.owner : coinOwner(G, args.to, player)];
    setCoin(G, changer(host, scope), coinOwner(G, args.player, player), args.coin, model.shown);
  },
});

export const showCoinStep = defineStep<{ player: string }, EvilState>({
  name: 'show-coin',
  description: "Turns a player's hidden coin face up for the whole table, for the rest of the round.",
  args: argsObject({ player: COIN_OWNER_SCHEMA }, ['player']),
  example: { player: '$target' },
  run({ G, args, host, scope, player }) {
    showCoin(G, changer(host, scope), coinOwner(G, args.player, player));
  },
});

export const peekCoinStep = defineStep<{ player: string; viewer?: string }, EvilState>({
  name: 'peek-coin',
  description: "The card's owner (or `viewer`) secretly looks at a player's hidden coin, and keeps seeing it for the rest of the round.",
  args: argsObject(
    { player: { ...refs.player, description: 'Whose hidden coin, e.g. `$target`.' }, viewer: { ...refs.player, description: "Who looks; the card's owner when left out." } },
    ['player'],
  ),
  example: { player: '$target' },
  run({ G, args, player }) {
    const target = player(args.player);
    const { seenBy } = G.coins[target];
    const viewer = player(args.viewer);
    if (!seenBy.includes(viewer)) changeCoins(G, target, { seenBy: [...seenBy, viewer] });
  },
});
