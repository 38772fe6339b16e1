import { vi } from 'vitest';
import { loadGames } from '../../games/kit/content/load-content.ts';
import type { ThreeLawsContent } from '../../games/three-laws/content-types.ts';
import { viewFor } from '../../games/three-laws/rules/view.ts';
import type { ThreeLawsTableProps } from '../../ui/boards/three-laws/table-props.ts';
import { NAMES, storyCast } from '../../stories/three-laws/deal.ts';
import type { Played } from '../../stories/three-laws/play-match.ts';

/**
 * The shipped content. The story match chooses its laws, question templates and factions by
 * what they do (stories/three-laws/law-roles.ts, question-roles.ts), never by id, so a
 * designer's renaming or rewording breaks no test.
 */
export const content = loadGames('content').games.find((g) => g.module.id === 'three-laws')!.content as ThreeLawsContent;

/** What the story match is played with: the expected texts and test ids read their names and words from it. */
export const cast = storyCast(content);

/** A text as React writes it into markup. */
export const html = (words: string) => words.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

/** The table's props for one viewer, as the live board would hand them (null: a spectator). */
export function props({ G, gameover }: Played, viewer: string | null, rules: ThreeLawsContent = content): ThreeLawsTableProps {
  return {
    G: viewFor(G, viewer),
    ctx: { playOrder: [...G.players], gameover },
    playerID: viewer,
    moves: { ask: vi.fn(), answer: vi.fn(), giveKeys: vi.fn(), keepKeys: vi.fn(), acceptKeys: vi.fn(), refuseKeys: vi.fn(), callError: vi.fn(), accuse: vi.fn(), voteOnCall: vi.fn(), reveal: vi.fn(), ready: vi.fn(), nameSeat: vi.fn() },
    matchData: G.players.map((id) => ({ id: Number(id), name: NAMES[Number(id)], isConnected: true })),
    chatMessages: [],
    sendChatMessage: vi.fn(),
    content: rules,
  };
}
