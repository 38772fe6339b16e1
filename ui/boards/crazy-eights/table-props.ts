import type { Ctx } from 'boardgame.io';
import type { EightsContent } from '../../../games/crazy-eights/content-types.ts';
import type { EightsGameover, EightsState } from '../../../games/crazy-eights/state.ts';
import type { TableProps } from '../table-props.ts';

export const EIGHTS_GAME_ID = 'crazy-eights';

export type EightsTableProps = TableProps<EightsState, Record<string, unknown>, EightsContent, Pick<Ctx, 'playOrder' | 'currentPlayer'> & { gameover?: EightsGameover }>;
