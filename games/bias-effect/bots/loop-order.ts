import type { Step } from '../../kit/script/index.ts';
import { stepParts } from '../../kit/script/step-parts.ts';

type Args = Record<string, unknown>;

/** The conditions a turn may read of its own player alone, always known to the bot (identities are public, chips counted). */
const OWN_CONDITIONS = new Set(['identity', 'chips']);

/** What a loop body's turns do with the bank: the most it pays one turn, and whether a turn pays into it. */
interface BankUse {
  pays: number;
  paid: boolean;
}

/**
 * Whether a `for-each-player` body's turns touch only their own player's part of the bot's
 * picture (sim.ts), so that they may run in any order with the same ending: conditions on the
 * player's identity or chips, cards drawn from the Algorithm deck into the player's hand, an
 * effect for the player, chips paid to or from the bank by the player. Every player is named as
 * the loop's variable: a step that falls back to the card's owner, keeps a variable, or reads
 * another player's part may depend on the order. Returns how the turns use the bank, or
 * undefined when the order may matter.
 */
function ownTurnsOnly(steps: readonly Step[], player: string): BankUse | undefined {
  const use: BankUse = { pays: 0, paid: false };
  for (const step of steps) {
    const { name, rawArgs } = stepParts(step);
    const args = (rawArgs ?? {}) as Args;
    if (name === 'if') {
      const [condition, of] = Object.entries((args.condition ?? {}) as Args)[0] ?? [];
      if (!OWN_CONDITIONS.has(condition) || (of as Args | null)?.player !== player) return undefined;
      for (const block of [args.then, args.else]) {
        const inner = ownTurnsOnly(Array.isArray(block) ? (block as Step[]) : [], player);
        if (!inner) return undefined;
        use.pays += inner.pays;
        use.paid ||= inner.paid;
      }
    } else if (name === 'draw') {
      if (args.player !== player || args.as !== undefined || (args.from ?? 'algorithm-deck') !== 'algorithm-deck') return undefined;
    } else if (name === 'add-effect') {
      if (args.owner !== player) return undefined;
    } else if (name === 'lose-chips') {
      if (args.players !== player) return undefined;
      use.paid = true;
    } else if (name === 'gain-chips') {
      if (args.players !== player || typeof args.amount !== 'number') return undefined;
      use.pays += Math.max(0, args.amount);
    } else return undefined;
  }
  return use;
}

/**
 * What the bank pays at most per turn of a `for-each-player` whose turns may run in any order,
 * undefined for one whose order may matter: a body that both pays the bank and is paid by it
 * does (a turn may be paid from what an earlier one paid in). The bank paying every turn in full
 * is the caller's to check.
 */
function anyOrderBody(steps: readonly Step[], player: string): number | undefined {
  const use = ownTurnsOnly(steps, player);
  return !use || (use.paid && use.pays > 0) ? undefined : use.pays;
}

const known = new WeakMap<readonly Step[], Map<string, number | undefined>>();

/** anyOrderBody, read once per loop body and variable (content's steps are shared by every walk). */
export function anyOrderPays(steps: readonly Step[], as: unknown): number | undefined {
  const player = `$${String(as)}`;
  let byVariable = known.get(steps);
  if (!byVariable) known.set(steps, (byVariable = new Map()));
  if (!byVariable.has(player)) byVariable.set(player, anyOrderBody(steps, player));
  return byVariable.get(player);
}
