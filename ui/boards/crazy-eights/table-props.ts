import type { Ctx } from 'boardgame.io';
import type { EightsContent } from '../../../games/crazy-eights/content-types.ts';
import { eightsRules } from '../../../games/crazy-eights/rules.ts';
import type { EightsGameover, EightsState } from '../../../games/crazy-eights/state.ts';
import type { TableProps } from '../table-props.ts';

export const EIGHTS_GAME_ID = 'crazy-eights';

export type EightsTableProps = TableProps<EightsState, Record<string, unknown>, EightsContent, Pick<Ctx, 'playOrder' | 'currentPlayer'> & { gameover?: EightsGameover }>;

const RULES = new WeakMap<EightsContent, ReturnType<typeof eightsRules>>();

/** The game's own rules over this content, built once: the table asks them what the seat may play. */
export function rulesOf(content: EightsContent): ReturnType<typeof eightsRules> {
  if (!RULES.has(content)) RULES.set(content, eightsRules(content));
  return RULES.get(content)!;
}
