import { argsObject, defineStep, refs } from '../../../kit/script/index.ts';
import type { EvilState } from '../../state.ts';
import { withEntry } from '../../../kit/with-entry.ts';
import { coinOwner, COIN_OWNER_SCHEMA } from '../host.ts';

export const swapPowerStep = defineStep<{ player: string }, EvilState>({
  name: 'swap-power',
  description: "The card's owner and this player (the extra player too) exchange Power Cards, and so Power Levels. Nothing happens if either has no Power Card yet.",
  args: argsObject({ player: COIN_OWNER_SCHEMA }, ['player']),
  example: { player: '$target' },
  run({ G, args, player, scope }) {
    const other = coinOwner(G, args.player, player);
    const mine = G.power[scope.owner];
    const theirs = G.power[other];
    if (mine === null || theirs === null || mine === undefined || theirs === undefined) return;
    G.power = withEntry<number | null>(withEntry<number | null>(G.power, scope.owner, theirs), other, mine);
  },
});

export const turnFaceDownStep = defineStep<{ card: string }, EvilState>({
  name: 'turn-face-down',
  description:
    "A face-up Robot Card (chosen with `choose-card` from `face-up`) turns face down: its modifiers stop, and it goes back to its owner's hand, or to the bottom of its deck if they already hold a card from that deck.",
  args: argsObject({ card: { ...refs.cards, description: 'The card, e.g. `$card`.' } }, ['card']),
  example: { card: '$card' },
  run({ G, args, cards, zones }) {
    for (const card of cards(args.card)) {
      const entry = G.faceUp.find((f) => f.card === card);
      if (!entry) continue;
      const hand = zones.read({ zone: 'hand', of: entry.owner });
      zones.remove([card]);
      zones.write({ zone: 'hand', of: entry.owner }, [...hand, card]);
    }
  },
});
