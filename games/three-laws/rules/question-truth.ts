import type { QuestionDef } from '../content-types.ts';
import type { FactionCard, PlayerID, TemplateUse } from '../state.ts';

/** Every seat's card in one possible world (a bot's guess fills in its own). */
export type World = Record<PlayerID, FactionCard>;

/** The cards the answerer sees: every card but their own. */
function seenBy(world: World, answerer: PlayerID) {
  return Object.entries(world).filter(([p]) => p !== answerer);
}

/**
 * The true answer to a templated question, as the answerer can know it: only cards the
 * answerer sees (every card but their own) count. yes/no as a boolean, a count as a number.
 */
export function truthOf(def: Pick<QuestionDef, 'truth'>, use: TemplateUse, world: World, asker: PlayerID, answerer: PlayerID): boolean | number {
  const mine = world[asker];
  const other = world[String(use.params.player)];
  const rank = Number(use.params.rank);
  switch (def.truth) {
    case 'highest-rank-seen':
      return seenBy(world, answerer).every(([, c]) => c.rank <= mine.rank);
    case 'leads-faction-seen':
      return seenBy(world, answerer).every(([, c]) => c.faction !== mine.faction || c.rank <= mine.rank);
    case 'same-faction':
      return other.faction === mine.faction;
    case 'same-rank':
      return other.rank === mine.rank;
    case 'higher-rank':
      return mine.rank > other.rank;
    case 'rank-at-least':
      return mine.rank >= rank;
    case 'rank-is':
      return mine.rank === rank;
    case 'faction-is':
      return mine.faction === use.params.faction;
    case 'count-faction':
      return seenBy(world, answerer).filter(([, c]) => c.faction === use.params.faction).length;
  }
}
