import { checkCommit } from '../../kit/commit/sealed-commitments.ts';
import type { ScriptState } from '../../kit/script/index.ts';
import { violation, type Violation } from '../../kit/violation.ts';
import type { BiasContent } from '../content-types.ts';
import type { BiasState, BiasView, BidLine, BidResult, CardId, PlayerID } from '../state.ts';
import { bidCap, bidEdit, bonusBlocked } from './bid-effects.ts';
import { identityOf } from './catalog.ts';
import { biasBonus } from './identities.ts';
import { mindCount } from './mind.ts';

/** Why `player` may not bid `amount` now: a whole number from 0 to their chips (and to any cap a card put on them). */
export function checkBid(G: { step: BiasState['step'] | BiasView['step']; chips: BiasState['chips']; scripts: Pick<BiasState['scripts'], 'effects'> }, player: PlayerID | null | undefined, amount: unknown): Violation | undefined {
  const sealed = G.step.kind === 'bid' ? G.step.sealed : null;
  return checkCommit(sealed, player, amount, (value) => {
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) return violation('bad-bid', 'A bid is a whole number of chips, 0 or more.');
    const chips = G.chips[player!];
    if (value > chips) return violation('bid-too-high', `You have ${chips} chip${chips === 1 ? '' : 's'}: bid ${chips} or less.`);
    const cap = bidCap(G.scripts, player!);
    if (cap !== undefined && value > cap) return violation('bid-capped', `A card caps your bid this time: bid ${cap} or less.`);
    return undefined;
  });
}

/** A player's bonus and edit at this reveal, before their bid: what the bid control shows before committing. */
export function bidExtras(content: BiasContent, G: Pick<BiasState, 'mind' | 'identities'> & { scripts: Pick<ScriptState, 'effects'> }, player: PlayerID): { bonus: number; edit: number } {
  const bonus = bonusBlocked(G.scripts, player) ? 0 : biasBonus(identityOf(content, G.identities[player]), mindCount(content, G.mind), content.rules.bonusPerBelief);
  return { bonus, edit: bidEdit(G.scripts, player) };
}

/**
 * The reveal: each total is bid + bonus + edit (never below 0). The highest total alone wins
 * control and will pay their bid; on a tie for highest, every tied player pays theirs and the
 * Belief is deleted.
 */
export function resolveBids(
  content: BiasContent,
  G: Pick<BiasState, 'mind' | 'identities' | 'players'> & { scripts: ScriptState },
  belief: CardId,
  commits: Record<PlayerID, number>,
  defaulted: readonly PlayerID[],
): BidResult {
  const lines: BidLine[] = G.players.map((player) => {
    const bid = commits[player] ?? 0;
    const { bonus, edit } = bidExtras(content, G, player);
    return { player, bid, bonus, edit, total: Math.max(0, bid + bonus + edit), defaulted: defaulted.includes(player) };
  });
  const top = Math.max(...lines.map((l) => l.total));
  const leaders = lines.filter((l) => l.total === top).map((l) => l.player);
  const winner = leaders.length === 1 ? leaders[0] : null;
  const payers = winner ? [winner] : leaders;
  const paid = Object.fromEntries(G.players.map((p) => [p, payers.includes(p) ? (commits[p] ?? 0) : 0]));
  return { belief, lines, winner, tied: winner ? [] : leaders, choice: winner ? null : 'delete', paid };
}
