import type { ThreeLawsContent } from '../../../games/three-laws/content-types.ts';
import type { Award, FactionResult, PlayerID, RoundReport } from '../../../games/three-laws/state.ts';
import { keysWord, listed, type Namer } from './act-words.ts';
import { factionOf } from './factions.ts';

export interface ScoreLine {
  key: string;
  text: string;
  /** A faction that scored, one that did not, a bonus. */
  tone: 'scored' | 'missed' | 'bonus';
  faction?: string;
}


/** Why each faction scored or not, from the reveal: the leader, who held the keys. */
export function factionLines(report: RoundReport, content: Pick<ThreeLawsContent, 'factions'>, n: Namer): ScoreLine[] {
  return report.factions.map((f) => ({ key: `faction-${f.faction}`, text: factionWhy(f, report, content, n), tone: f.scored ? 'scored' : 'missed', faction: f.faction }));
}

function factionWhy(f: FactionResult, report: RoundReport, content: Pick<ThreeLawsContent, 'factions'>, n: Namer): string {
  const plural = factionOf(content, f.faction).plural;
  const leader = n.named(f.leader, `rank ${report.cards[f.leader].rank}`);
  if (f.why === 'no-keys') return `${plural} score nothing: no member holds a key. Their leader was ${leader}.`;
  if (f.why === 'leader-alone') return `${plural} score: their leader ${leader} holds ${keysWord(report.keys[f.leader])} and no other member holds any.`;
  const others = f.members.filter((p) => p !== f.leader && report.keys[p] > 0).map((p) => `${n.named(p)} (${keysWord(report.keys[p])})`);
  const leaderKeys = report.keys[f.leader];
  return leaderKeys === 0
    ? `${plural} score nothing: ${listed(others)} ${others.length === 1 ? 'holds' : 'hold'} keys, but not their leader ${leader}.`
    : `${plural} score nothing: their leader ${leader} holds ${keysWord(leaderKeys)}, but so ${others.length === 1 ? 'does' : 'do'} ${listed(others)}.`;
}

const REASON_ORDER: Award['reason'][] = ['faction', 'lone-member', 'most-keys', 'enforcer', 'most-tokens'];

/** The round's Victory Point cards, one line per reason (and per faction), in the order the rules give them. */
export function awardLines(report: RoundReport, content: Pick<ThreeLawsContent, 'factions'>, n: Namer): ScoreLine[] {
  const lines: ScoreLine[] = [];
  for (const reason of REASON_ORDER) {
    const awards = report.awards.filter((a) => a.reason === reason);
    const groups = [...new Set(awards.map((a) => a.faction ?? ''))];
    for (const faction of groups) {
      const players = awards.filter((a) => (a.faction ?? '') === faction).map((a) => a.player);
      const who = listed(players.map((p) => n.named(p)));
      const each = players.length === 1 ? '1 card' : '1 card each';
      const plural = faction ? factionOf(content, faction).plural : '';
      const text =
        reason === 'faction'
          ? `${plural} scored: ${who}, ${each}.`
          : reason === 'lone-member'
            ? `${who}, a faction of one with ${keysWord(report.keys[players[0]])}: 1 more card.`
            : reason === 'most-keys'
              ? `${plural} held the most keys of the factions that scored: ${who}, 1 more ${players.length === 1 ? 'card' : 'card each'}.`
              : reason === 'enforcer'
                ? `Holding an Enforcement Token: ${who}, ${each}.`
                : `Most Enforcement Tokens (${report.tokens[players[0]]}): ${who}, 1 more ${players.length === 1 ? 'card' : 'card each'}.`;
      lines.push({ key: `${reason}-${faction}`, text, tone: 'bonus', faction: faction || undefined });
    }
  }
  return lines;
}

/** How many Victory Point cards each player took this round. */
export function cardsTaken(report: RoundReport, players: PlayerID[]): Record<PlayerID, number> {
  const taken: Record<PlayerID, number> = Object.fromEntries(players.map((p) => [p, 0]));
  for (const a of report.awards) taken[a.player] += a.cards;
  return taken;
}

