import { vi } from 'vitest';
import type { BiasContent } from '../../games/bias-effect/content-types.ts';
import { viewFor } from '../../games/bias-effect/rules/view.ts';
import { loadGames } from '../../games/kit/content/load-content.ts';
import { NAMES } from '../../stories/bias-effect/deal.ts';
import type { Played } from '../../stories/bias-effect/play-match.ts';
import type { BiasTableProps } from '../../ui/boards/bias-effect/table-props.ts';

/**
 * The shipped content. The story fixtures choose its Algorithm cards by what they do
 * (stories/bias-effect/card-roles.ts), never by id, so a designer's renaming breaks no test.
 */
export const content = loadGames('content').games.find((g) => g.module.id === 'bias-effect')!.content as BiasContent;

/** The table's props for one viewer, as the live board would hand them (null: a spectator). */
export function props({ G, gameover }: Played, viewer: string | null, rules: BiasContent = content): BiasTableProps {
  return {
    G: viewFor(G, viewer),
    ctx: { playOrder: [...G.players], gameover },
    playerID: viewer,
    moves: { trade: vi.fn(), closeTrade: vi.fn(), bid: vi.fn(), closeBids: vi.fn(), control: vi.fn(), playAlgorithm: vi.fn(), pass: vi.fn(), decide: vi.fn() },
    matchData: G.players.map((id) => ({ id: Number(id), name: NAMES[Number(id)], isConnected: true })),
    chatMessages: [],
    sendChatMessage: vi.fn(),
    content: rules,
  };
}
