import { playersFact, range, type HowToPlayFact } from '../kit/content/how-to-play-facts.ts';
import type { RobotsContent } from './content-types.ts';

/** The numbers of ROBOTS! content its how-to-play summary gives players. */
export function robotsHowToPlayFacts(content: RobotsContent): HowToPlayFact[] {
  const { players, targetScore, constructBonus } = content.rules;
  const { deck, powers } = content;
  const numbers = powers.carriers.map((c) => c.number);
  const low = Math.min(...numbers);
  const high = Math.max(...numbers);
  return [
    playersFact(players),
    { says: `**${targetScore} points**`, from: `targetScore in rules.yaml is ${targetScore}` },
    { says: `+${constructBonus}`, from: `constructBonus in rules.yaml is ${constructBonus}` },
    ...deck.points.map((band) => ({ says: `**${range(band.from, band.to)} are ${band.points}**`, from: `deck.yaml scores ${range(band.from, band.to)} at ${band.points}` })),
    { says: `**star ${deck.star.points}**`, from: `the star scores ${deck.star.points} in deck.yaml` },
    { says: `**wild ${deck.wilds.points}**`, from: `a wild scores ${deck.wilds.points} in deck.yaml` },
    ...(numbers.length > 0 ? [{ says: `Powers (${low} to ${high})`, from: `powers.yaml's carriers run from ${low} to ${high}` }, { says: `Discard a ${low} to ${high}`, from: `powers.yaml's carriers run from ${low} to ${high}` }] : []),
    ...powers.carriers.flatMap(({ number, power }) => {
      const name = powers.powers.find((p) => p.id === power)?.name;
      return name ? [{ says: `**${number} ${name}**`, from: `powers.yaml puts ${name} on the ${number}s` }] : [];
    }),
    ...powers.variants.filter((v) => v.starPower).map((v) => ({ says: `**${v.name} variant**`, from: `powers.yaml has the ${v.name} variant` })),
  ];
}
