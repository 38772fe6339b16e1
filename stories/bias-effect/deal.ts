import type { BiasContent } from '../../games/bias-effect/content-types.ts';
import type { Side } from '../../games/bias-effect/state.ts';
import type { Deal } from './play-match.ts';

/** The seats' names in the stories. */
export const NAMES = ['Ada', 'Bo', 'Cy', 'Dee', 'Eli'];

/** Steps that change more than chips, cards and bid totals, or stop for a decision. */
const LOUD = /"(choose-[a-z]+|move-autonomy|move|discard|put|shuffle)"\s*:/;

/**
 * The Belief deck's top by side (`'LRR'`): the next design of that side each time, in content
 * order. The fixtures care which side comes up, not which words.
 */
export function beliefSides(content: BiasContent, sides: string): string[] {
  const next: Record<Side, number> = { left: 0, right: 0 };
  return [...sides].map((letter) => {
    const side: Side = letter === 'L' ? 'left' : 'right';
    const designs = content.beliefs.beliefs.filter((b) => b.side === side);
    return designs[next[side]++ % designs.length].id;
  });
}

/**
 * Life cards whose three outcomes only move chips, draw cards or edit bids: the fixtures'
 * rounds end where they are told to, whatever the mind. One copy of each design, then the
 * second copies, so consecutive rounds show different cards.
 */
export function quietLife(content: BiasContent): string[] {
  const quiet = content.life.life.filter((l) => !LOUD.test(JSON.stringify(l.outcomes)));
  const most = Math.max(...quiet.map((l) => l.copies));
  return Array.from({ length: most }, (_, copy) => quiet.filter((l) => l.copies > copy).map((l) => l.id)).flat();
}

/** The first Life design that asks someone to decide, for a Life card waiting on its owner. */
export function decidingLife(content: BiasContent): string {
  const found = content.life.life.find((l) => /"choose-player"/.test(JSON.stringify(l.outcomes)));
  if (!found) throw new Error('Fixture deal: no Life card asks to choose a player.');
  return found.id;
}

/**
 * The 3-player match most stories come from: Ada (Left), Bo (Right), Cy (Moderate); Ada is
 * the first player of round 1. Ada holds Crypto Miner (gain 3), Overclock (+3 at the next
 * bids) and Phishing Email; Bo holds Lag Spike (take 3 off a chosen player's next total);
 * Cy holds Low Battery Mode, traded in at once. Beliefs come Left, Right, Right, Left...
 */
export function threePlayerDeal(content: BiasContent): Deal {
  return {
    identities: ['left', 'right', 'moderate'],
    algorithms: [
      ...['crypto-miner', 'overclock', 'phishing-email'],
      ...['lag-spike', 'microtransaction', 'firmware-dividend'],
      ...['middle-ground', 'bandwidth-throttle', 'low-battery-mode'],
      // Round 1's draws (Ada first), then round 2's (Bo first).
      ...['firmware-update', 'ransomware', 'cloud-sync'],
      ...['spam-bot', 'load-balancer', 'bias-scrubber'],
    ],
    beliefs: beliefSides(content, 'LRRLRLLRRLRLLRRL'),
    life: quietLife(content),
  };
}

/** Every identity at the table: five players, Ada to Eli, in the order rules.yaml deals them for five. */
export function fivePlayerDeal(content: BiasContent): Deal {
  return { ...threePlayerDeal(content), identities: ['far-left', 'left', 'moderate', 'right', 'far-right'] };
}

/** Left against Right, the smallest game, where an autonomy with nobody winning sends the counter back. */
export function twoPlayerDeal(content: BiasContent): Deal {
  return { ...threePlayerDeal(content), identities: ['left', 'right'] };
}
