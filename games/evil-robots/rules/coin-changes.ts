import { EXTRA, type Coins, type EvilState, type Face, type PlayerID } from '../state.ts';
import { other } from './coins.ts';
import { logLine } from './log.ts';
import { withEntry } from '../../kit/with-entry.ts';

type Which = 'shown' | 'hidden';

/** Who changed a coin: the player, and the Robot Card they did it with (null for an action of the rulebook). */
export interface CoinChanger {
  player: PlayerID;
  card: string | null;
}

const whose = (by: CoinChanger, target: string) => (target === by.player ? 'their own' : target === EXTRA ? "the extra player's" : `player ${target}'s`);
const withCard = (by: CoinChanger) => (by.card ? ` with ${by.card}` : '');

/** A player's coins replaced by a changed copy (replace.ts). */
export function changeCoins(G: Pick<EvilState, 'coins'>, target: string, change: Partial<Coins>): void {
  G.coins = withEntry(G.coins, target, { ...G.coins[target], ...change });
}

/**
 * Every change to a coin goes through here, so each leaves a line on the table's record saying
 * who did it, with what, and to which coin. A face is named only where the table may see it: a
 * revealed coin, or a hidden one already shown. Of a hidden coin the line says only that it was
 * set, never whether it changed (that would tell its face).
 */
export function setCoin(G: EvilState, by: CoinChanger, target: string, which: Which, face: Face): void {
  const coins = G.coins[target];
  const was = coins[which];
  changeCoins(G, target, which === 'shown' ? { shown: face } : { hidden: face });
  const coin = `${whose(by, target)} ${which === 'shown' ? 'revealed' : 'hidden'} coin`;
  if (which === 'hidden' && !coins.open) logLine(G, by.player, `sets ${coin}${withCard(by)}; it stays hidden.`);
  else if (was === face) logLine(G, by.player, `leaves ${coin} on ${face}${withCard(by)}.`);
  else logLine(G, by.player, `turns ${coin} to ${face}${withCard(by)}.`);
}

export function turnCoin(G: EvilState, by: CoinChanger, target: string, which: Which): void {
  const coins = G.coins[target];
  if (which === 'shown' || coins.open) return setCoin(G, by, target, which, other(coins[which]));
  changeCoins(G, target, { hidden: other(coins.hidden) });
  logLine(G, by.player, `turns ${whose(by, target)} hidden coin over${withCard(by)}; it stays hidden.`);
}

/** A hidden coin turned face up for the table: the face is public from now on. */
export function showCoin(G: EvilState, by: CoinChanger, target: string): void {
  const coins = G.coins[target];
  if (coins.open) return;
  changeCoins(G, target, { open: true });
  logLine(G, by.player, `shows ${whose(by, target)} hidden coin${withCard(by)}: ${coins.hidden}.`);
}
