import { describe, expect, it } from 'vitest';
import { chooseBid } from '../../games/bias-effect/bots/bid.ts';
import { controlWorth, type ControlOutcome } from '../../games/bias-effect/bots/control-worth.ts';
import { biasBotPolicy, mindOnlyBotPolicy } from '../../games/bias-effect/bots/policy.ts';
import { sideOf } from '../../games/bias-effect/rules/catalog.ts';
import { belief, seatWith } from './bot-support.ts';

/** Every Life card pays its owner, the bid winner, 6 chips. */
const PAYS_WINNER = [{ 'gain-chips': { players: 'owner', amount: 6 } }];
const OTHERWISE: ControlOutcome[] = [
  { choice: 'delete', winner: '1' },
  { choice: 'delete', winner: null },
  { choice: 'program', winner: '2' },
];
const rng = () => 0.5;

describe("Bias Effect's mind-only bot (the bot-strength bench's variant)", () => {
  it('weighs control by the mind alone: a Life card that pays the bid winner moves the bot, not the variant', () => {
    const full = seatWith(PAYS_WINNER);
    const mindOnly = { ...seatWith(PAYS_WINNER), lifeCard: 'unweighed' as const };
    // Life cards that do nothing: the bot's worth of control is the mind's alone.
    const plain = seatWith([]);
    const side = sideOf(full.content, belief);
    for (const otherwise of OTHERWISE) {
      expect(controlWorth(mindOnly, belief, side, otherwise)).toEqual(controlWorth(plain, belief, side, otherwise));
    }
    // Against a rival who would win: winning keeps the 6 chips from them and brings them to the bot.
    const rivalWins = OTHERWISE[0];
    expect(controlWorth(full, belief, side, rivalWins).win).toBeGreaterThan(controlWorth(mindOnly, belief, side, rivalWins).win + 6);
  });

  it('is the bot but for the bid: the same moves where the Life card pays nobody, a smaller bid where it pays the winner', () => {
    const plain = seatWith([]);
    const ctx = { gameover: undefined };
    expect(mindOnlyBotPolicy(plain.view, ctx, '0', plain.content, rng)).toEqual(biasBotPolicy(plain.view, ctx, '0', plain.content, rng));
    const pays = seatWith(PAYS_WINNER);
    const mindOnly = mindOnlyBotPolicy(pays.view, ctx, '0', pays.content, rng);
    expect(mindOnly).toEqual(chooseBid({ ...seatWith(PAYS_WINNER), lifeCard: 'unweighed' as const }));
    expect(mindOnly?.args[0]).toBeLessThan(biasBotPolicy(pays.view, ctx, '0', pays.content, rng)!.args[0] as number);
  });
});
