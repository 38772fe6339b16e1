import type { EvilContent } from '../../../games/evil-robots/content-types.ts';
import { stateFromView } from '../../../games/evil-robots/enumerate.ts';
import { askRule } from '../../../games/evil-robots/rules/ask.ts';
import { teamOfFaces } from '../../../games/evil-robots/rules/coins.ts';
import type { EvilQuestion } from '../../../games/evil-robots/rules/questions.ts';
import { TEAMS } from '../../../games/evil-robots/rules/showdown.ts';
import { costSubject, type Action } from '../../../games/evil-robots/rules/turn.ts';
import type { EvilView, Face, PlayerID, Team } from '../../../games/evil-robots/state.ts';
import type { ScriptValue } from '../../../games/kit/script/index.ts';
import { TEAM_NAME, whoNamed, type Namer } from './words.ts';

/** One rule a face-up card changes right now: what is asked, the rule's answer and the card's. */
export interface RuleChange {
  key: string;
  what: string;
  rule: string;
  now: string;
}

const ACTIONS: { action: Action; what: string }[] = [
  { action: 'flip-other', what: "turning another's coin costs you" },
  { action: 'flip-own', what: 'turning your own coin costs you' },
  { action: 'swap', what: 'a swap costs you (tokens)' },
  { action: 'reveal-phase', what: 'a Reveal-phase reveal costs you' },
];

const others: Face[] = ['heads', 'tails'];

/**
 * Which rules each face-up card changes at this moment, found by asking the game's own rule
 * questions (rules/ask.ts) with and without the cards: the answer's `changedBy` names them.
 * The viewer's own costs, every Power Level and team at the reveal, who may win, the round's
 * Influence, the next Dealer and the end. The card's text says the rule; this says what it does now.
 */
export function ruleChanges(view: EvilView, content: EvilContent, me: PlayerID | null, n: Namer): Record<string, RuleChange[]> {
  const G = stateFromView(view);
  const byCard: Record<string, RuleChange[]> = {};
  if (view.faceUp.length === 0) return byCard;
  const word = (v: ScriptValue): string => (typeof v === 'boolean' ? (v ? 'yes' : 'no') : typeof v === 'string' ? (TEAMS.includes(v as Team) ? TEAM_NAME[v as Team] : whoNamed(n, v)) : String(v));
  const note = (key: string, what: string, question: EvilQuestion, subject: Record<string, unknown>, base: ScriptValue) => {
    const answer = askRule(G, content, question, subject, base);
    for (const card of answer.changedBy) (byCard[card] ??= []).push({ key, what, rule: word(base), now: word(answer.value) });
  };
  if (me !== null) {
    const { costs } = content.rules;
    const base: Record<string, number> = { 'flip-other': costs.flipOther, 'flip-own': costs.flipOwn, swap: costs.swapTokens, 'reveal-phase': costs.revealPhase };
    for (const { action, what } of ACTIONS) note(`cost-${action}`, `${what[0].toUpperCase()}${what.slice(1)}`, 'action-cost', costSubject(me, action, base[action]), base[action]);
    note('swap-influence', 'A swap costs you (Influence)', 'swap-influence', { player: me }, costs.swapInfluence);
    note('may-flip-own', 'You may turn your own coin', 'may-flip-own', { player: me }, view.power[me] !== 0);
  }
  const everyone = Object.keys(view.coins);
  for (const p of everyone) {
    note(`power-${p}`, `${whoNamed(n, p)}: Power Level at the reveal`, 'power-level', { player: p }, view.power[p] ?? 0);
    // A team a card sets holds whatever the unseen coin shows: ask with each face it may have.
    const { hidden, shown } = view.coins[p];
    for (const face of hidden === null ? others : [hidden]) note(`team-${p}-${face}`, `${whoNamed(n, p)}: team at the reveal`, 'team', { player: p }, teamOfFaces(face, shown));
    for (const base of [false, true]) note(`winner-${p}-${base}`, `${whoNamed(n, p)}: a winner of the round`, 'is-winner', { player: p }, base);
  }
  for (const p of view.players) {
    if (view.power[p] !== null) continue;
    note(`tokens-${p}`, `${whoNamed(n, p)}: tokens with their Power Card`, 'tokens-received', { player: p, card: view.firstGiven ? 'other' : 'first' }, content.rules.tokens.perCard + (view.firstGiven ? 0 : content.rules.tokens.firstCardBonus));
    note(`claim-${p}`, `${whoNamed(n, p)}: may claim a Power Card`, 'may-claim', { player: p, card: 'other' }, true);
  }
  for (const t of TEAMS) note(`can-win-${t}`, `The ${TEAM_NAME[t]} team can win`, 'can-win', { team: t }, t !== 'neutral');
  note('allocation', "The round's Influence for the winners", 'allocation', {}, view.allocation);
  for (const p of view.players) note(`gain-${p}`, `${whoNamed(n, p)}: Influence from cards at the round's end`, 'influence-gained', { player: p }, 0);
  note('next-dealer', 'The next Dealer', 'next-dealer', {}, view.dealerToken ?? view.dealer);
  note('endgame-at', 'The game ends at (Influence)', 'endgame-at', {}, content.rules.endgameAt);
  // The same change asked twice (a team tried with each face) is told once.
  for (const card of Object.keys(byCard)) {
    const seen = new Set<string>();
    byCard[card] = byCard[card].filter((c) => {
      const id = `${c.what}:${c.now}`;
      if (seen.has(id)) return false;
      seen.add(id);
      return true;
    });
  }
  return byCard;
}

/** A rule's answer now (with the face-up cards) and whether a card changed it: the header's allocation and end. */
export function ruleNow(view: EvilView, content: EvilContent, question: 'allocation' | 'endgame-at'): { value: number; rule: number; changedBy: string[] } {
  const rule = question === 'allocation' ? view.allocation : content.rules.endgameAt;
  const answer = askRule(stateFromView(view), content, question, {}, rule);
  return { value: Math.max(0, answer.value), rule, changedBy: answer.changedBy };
}
