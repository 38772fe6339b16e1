import type { EvilContent } from '../../../games/evil-robots/content-types.ts';
import { computeShowdown, TEAMS } from '../../../games/evil-robots/rules/showdown.ts';
import type { Coins, EvilState, EvilView, Face, Team } from '../../../games/evil-robots/state.ts';

/** A number the table may not know exactly: the least and the most it can be. */
export interface Range {
  min: number;
  max: number;
}

/**
 * "If the round ended now, from what you can see": every hidden coin the viewer cannot see is
 * tried both ways, and the game's own showdown (teams, Power Levels, who may win, with every
 * face-up card's word on it) is asked of each case. What holds in every case is certain; the
 * rest is a range or a list of possibilities.
 */
export interface Outlook {
  /** Each player's possible teams (the extra player too), in TEAMS order. */
  teams: Record<string, Team[]>;
  /** Each player's Power Level as counted at the reveal (cards may change it). */
  power: Record<string, Range>;
  totals: Record<Team, Range>;
  /** Teams that win in every case, and in at least one. */
  winning: { certain: Team[]; possible: Team[] };
  /** Players (the extra player too) who win in every case, and in at least one. */
  winners: { certain: string[]; possible: string[] };
  /** Whose hidden coin the viewer cannot see. */
  unknown: string[];
}

type Showdown = ReturnType<typeof computeShowdown>;

/** Every way the unseen hidden coins may lie: 2^n cases (n is at most the table's size). */
function cases(view: EvilView, unknown: string[]): Record<string, Coins>[] {
  const known = Object.fromEntries(Object.entries(view.coins).map(([p, c]) => [p, { hidden: (c.hidden ?? 'heads') as Face, shown: c.shown, open: c.open, seenBy: [] }]));
  return Array.from({ length: 2 ** unknown.length }, (_, bits) => {
    const coins = { ...known };
    unknown.forEach((p, i) => {
      coins[p] = { ...known[p], hidden: bits & (1 << i) ? 'tails' : 'heads' };
    });
    return coins;
  });
}

const span = (values: number[]): Range => ({ min: Math.min(...values), max: Math.max(...values) });

export function outlookOf(view: EvilView, content: EvilContent): Outlook {
  const everyone = Object.keys(view.coins);
  const unknown = everyone.filter((p) => view.coins[p].hidden === null);
  const results: Showdown[] = cases(view, unknown).map((coins) => computeShowdown({ ...(view as unknown as EvilState), coins }, content));
  const inAll = <T,>(items: readonly T[], holds: (r: Showdown, item: T) => boolean) => items.filter((item) => results.every((r) => holds(r, item)));
  const inSome = <T,>(items: readonly T[], holds: (r: Showdown, item: T) => boolean) => items.filter((item) => results.some((r) => holds(r, item)));
  return {
    teams: Object.fromEntries(everyone.map((p) => [p, inSome(TEAMS, (r, t) => r.teams[p] === t)])),
    power: Object.fromEntries(everyone.map((p) => [p, span(results.map((r) => r.power[p]))])),
    totals: Object.fromEntries(TEAMS.map((t) => [t, span(results.map((r) => r.totals[t]))])) as Record<Team, Range>,
    winning: { certain: inAll(TEAMS, (r, t) => r.winningTeams.includes(t)), possible: inSome(TEAMS, (r, t) => r.winningTeams.includes(t)) },
    winners: { certain: inAll(everyone, (r, p) => r.winners.includes(p)), possible: inSome(everyone, (r, p) => r.winners.includes(p)) },
    unknown,
  };
}

/** "5", or "3–9" when the unseen coins leave it open. */
export const rangeText = (r: Range): string => (r.min === r.max ? `${r.min}` : `${r.min}–${r.max}`);
