import type { EvilContent } from '../content-types.ts';
import type { EvilState, Showdown, Team } from '../state.ts';
import { askRule } from './ask.ts';
import { teamOfCoins } from './coins.ts';
import { favourInTie } from '../../kit/rules/favour-in-tie.ts';

export const TEAMS: Team[] = ['good', 'evil', 'neutral'];

type ShowdownState = Pick<EvilState, 'players' | 'coins' | 'power' | 'faceUp' | 'influence' | 'tokens' | 'dealer' | 'showdown'>;

/**
 * Who wins the round, from the coins as they lie (all taken as shown) and the face-up cards:
 * each player's team and Power Level, the team totals, the teams that may win with the greatest
 * total (even 0; a team nobody is on cannot win; a tie all win, unless a card gives it to one of
 * them), and every player a card makes a winner or not.
 * Pure: the simulator recomputes it after every move to check the engine's winners.
 */
export function computeShowdown(G: ShowdownState, content: EvilContent): Omit<Showdown, 'split' | 'cardInfluence'> {
  const changed = new Set<string>();
  const note = <V>(answer: { value: V; changedBy: string[] }): V => {
    for (const card of answer.changedBy) changed.add(card);
    return answer.value;
  };
  const everyone = Object.keys(G.coins);
  const teams = Object.fromEntries(everyone.map((p) => [p, note(askRule<Team>(G, content, 'team', { player: p }, teamOfCoins(G.coins[p])))]));
  const power = Object.fromEntries(everyone.map((p) => [p, note(askRule<number>(G, content, 'power-level', { player: p }, G.power[p] ?? 0))]));
  const totals = Object.fromEntries(TEAMS.map((t) => [t, everyone.filter((p) => teams[p] === t).reduce((sum, p) => sum + power[p], 0)])) as Record<Team, number>;
  const contenders = TEAMS.filter((t) => everyone.some((p) => teams[p] === t) && note(askRule<boolean>(G, content, 'can-win', { team: t }, t !== 'neutral')));
  const best = Math.max(...contenders.map((t) => totals[t]));
  const tied = contenders.filter((t) => totals[t] === best);
  const tieGoesTo = tied.length > 1 ? askRule<string>(G, content, 'team-tie', {}, 'share') : null;
  const winningTeams = tieGoesTo ? favourInTie(tied, (t) => t === tieGoesTo.value) : tied;
  // A card naming a team that is not in the tie changed nothing: it is not named.
  if (tieGoesTo && winningTeams.length < tied.length) note(tieGoesTo);
  const winners = everyone.filter((p) => note(askRule<boolean>(G, content, 'is-winner', { player: p }, winningTeams.includes(teams[p]))));
  return { teams, power, totals, winningTeams, winners, changedBy: [...changed] };
}
