import { describe, expect, it } from 'vitest';
import type { AyarContent } from '../../../games/are-you-a-robot/content-types.ts';
import type { BiasContent } from '../../../games/bias-effect/content-types.ts';
import { loadGames } from '../../../games/kit/content/load-content.ts';
import type { KitContent } from '../../../games/kit/kit-content-files.ts';
import type { RobotsContent } from '../../../games/robots/content-types.ts';

// The summaries are prose, but the numbers in them come from the games' own content: when a
// designer changes a player range, a power's number or the target, the summary must follow.
const { games } = loadGames('content');
const contentOf = <C,>(id: string) => games.find((g) => g.module.id === id)!.content as C & KitContent;
const allText = (c: KitContent) => JSON.stringify(c.howToPlay);
const range = (min: number, max: number) => (min === max ? `${min}` : `${min}–${max}`);

describe('the shipped how-to-play summaries agree with the content', () => {
  it('Are You A Robot?: the player range, and each mode with its own range', () => {
    const ayar = contentOf<AyarContent>('are-you-a-robot');
    const modes = ayar.modes.modes;
    const min = Math.min(...modes.map((m) => m.players.min));
    const max = Math.max(...modes.map((m) => m.players.max));
    expect(ayar.howToPlay.players).toBe(`${range(min, max)} players`);
    const headings = ayar.howToPlay.sections.map((s) => s.heading);
    for (const mode of modes) {
      const { min: from, max: to } = mode.players;
      expect(headings, `a section for the ${mode.name} mode`).toContain(`${mode.name} (${range(from, to)} players)`);
    }
  });

  it('ROBOTS!: players, the target, the construct bonus, the points and every power by its number', () => {
    const robots = contentOf<RobotsContent>('robots');
    const text = allText(robots);
    const { players, targetScore, constructBonus } = robots.rules;
    expect(robots.howToPlay.players).toBe(`${range(players.min, players.max)} players`);
    expect(robots.howToPlay.goal).toContain(`**${targetScore} points**`);
    expect(text).toContain(`+${constructBonus}`);
    for (const band of robots.deck.points) expect(text).toContain(`**${range(band.from, band.to)} are ${band.points}**`);
    expect(text).toContain(`**star ${robots.deck.star.points}**`);
    expect(text).toContain(`**wild ${robots.deck.wilds.points}**`);
    for (const { number, power } of robots.powers.carriers) {
      const name = robots.powers.powers.find((p) => p.id === power)!.name;
      expect(text, `power ${name} on the ${number}s`).toContain(`**${number} ${name}**`);
    }
    for (const variant of robots.powers.variants.filter((v) => v.starPower)) expect(text).toContain(`**${variant.name} variant**`);
  });

  it('Bias Effect: players, chips, cards, deadlines, the bonus and the Autonomy track', () => {
    const bias = contentOf<BiasContent>('bias-effect');
    const text = allText(bias);
    const { players, startingChips, chips, startingHand, drawPerRound, tradeSeconds, bidSeconds, bonusPerBelief, autonomy } = bias.rules;
    const cards = (n: number) => `${n} Algorithm card${n === 1 ? '' : 's'}`;
    expect(bias.howToPlay.players).toBe(`${range(players.min, players.max)} players`);
    expect(bias.howToPlay.goal).toContain(`**last space (${autonomy.spaces})**`);
    expect(text).toContain(`**${startingChips} chips**`);
    expect(text).toContain(`**${chips} chips**`);
    expect(text).toContain(`**${cards(startingHand)}**`);
    expect(text).toContain(`**${cards(drawPerRound)}**`);
    expect(text).toContain(`**${tradeSeconds} seconds**`);
    expect(text).toContain(`**${bidSeconds} seconds**`);
    expect(text).toContain(`**+${bonusPerBelief} for each programmed belief**`);
    expect(text).toContain(`past space ${autonomy.spaces}`);
    expect(text).toContain(`**No winner at ${autonomy.resetPlayers.join(' or ')} players**`);
    expect(text).toContain(`**space ${autonomy.resetTo}**`);
    expect(text).toContain(`**${autonomy.maxResets} times**`);
  });
});
