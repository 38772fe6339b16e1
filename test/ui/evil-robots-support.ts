import { vi } from 'vitest';
import type { EvilContent } from '../../games/evil-robots/content-types.ts';
import { viewFor } from '../../games/evil-robots/rules/view.ts';
import { loadGames } from '../../games/kit/content/load-content.ts';
import { NAMES } from '../../stories/evil-robots/deal.ts';
import type { Played } from '../../stories/evil-robots/play-match.ts';
import { EVIL_MOVES, type EvilMoves, type EvilTableProps } from '../../ui/boards/evil-robots/table-props.ts';

/**
 * The shipped content. The story fixtures choose its Robot Cards by what they do
 * (stories/evil-robots/card-roles.ts), never by id, so a designer's renaming breaks no test.
 */
export const content = loadGames('content').games.find((g) => g.module.id === 'evil-robots')!.content as EvilContent;

/** The table's props for one viewer, as the live board would hand them (null: a spectator). */
export function props({ G, gameover }: Played, viewer: string | null, rules: EvilContent = content): EvilTableProps {
  return {
    G: viewFor(G, viewer),
    ctx: { playOrder: [...G.players], gameover },
    playerID: viewer,
    moves: Object.fromEntries(EVIL_MOVES.map((m) => [m, vi.fn()])) as unknown as EvilMoves,
    matchData: G.players.map((id) => ({ id: Number(id), name: NAMES[Number(id)], isConnected: true })),
    chatMessages: [],
    sendChatMessage: vi.fn(),
    content: rules,
  };
}
