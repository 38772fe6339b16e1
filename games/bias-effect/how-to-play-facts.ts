import { playersFact, range, type HowToPlayFact } from '../kit/content/how-to-play-facts.ts';
import type { BiasContent } from './content-types.ts';

/** The numbers of Bias Effect content its how-to-play summary gives players (all from rules.yaml). */
export function biasHowToPlayFacts(content: BiasContent): HowToPlayFact[] {
  const { players, startingChips, chips, startingHand, drawPerRound, tradeSeconds, bidSeconds, bonusPerBelief, autonomy } = content.rules;
  const cards = (n: number) => `${n} Algorithm card${n === 1 ? '' : 's'}`;
  const from = (field: string, value: unknown) => `${field} in rules.yaml is ${value}`;
  return [
    playersFact(players),
    { says: `**last space (${autonomy.spaces})**`, from: from('autonomy.spaces', autonomy.spaces) },
    { says: `past space ${autonomy.spaces}`, from: from('autonomy.spaces', autonomy.spaces) },
    { says: `**${startingChips} chips**`, from: from('startingChips', startingChips) },
    { says: `**${chips} chips**`, from: from('chips', chips) },
    { says: `**${cards(startingHand)}**`, from: from('startingHand', startingHand) },
    { says: `**${cards(drawPerRound)}**`, from: from('drawPerRound', drawPerRound) },
    { says: `**${tradeSeconds} seconds**`, from: from('tradeSeconds', tradeSeconds) },
    { says: `**${bidSeconds} seconds**`, from: from('bidSeconds', bidSeconds) },
    { says: `**+${bonusPerBelief} for each programmed belief**`, from: from('bonusPerBelief', bonusPerBelief) },
    { says: `**No winner at ${autonomy.resetPlayers.join(' or ')} players**`, from: from('autonomy.resetPlayers', autonomy.resetPlayers.join(', ')) },
    { says: `**space ${autonomy.resetTo}**`, from: from('autonomy.resetTo', autonomy.resetTo) },
    { says: `**${autonomy.maxResets} times**`, from: from('autonomy.maxResets', autonomy.maxResets) },
  ];
}
