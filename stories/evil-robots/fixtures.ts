import type { ChatMessage } from 'boardgame.io';
import content from 'virtual:tablewright/content';
import type { EvilContent } from '../../games/evil-robots/content-types.ts';
import { viewFor } from '../../games/evil-robots/rules/view.ts';
import type { EvilState, EvilView } from '../../games/evil-robots/state.ts';
import { EVIL_MOVES, type EvilTableProps } from '../../ui/boards/evil-robots/table-props.ts';
import { storyTables } from '../match/story-table-props.ts';
import { NAMES } from './deal.ts';
import { playedFixtures } from './played.ts';

/**
 * Evil Robots at notable moments, each played through the game's own moves from a known deal
 * (played.ts). Each story shows one viewer's share through the game's playerView (viewFor):
 * never more than that player's browser would receive.
 */
export const evilContent = content['evil-robots'] as EvilContent;

/** The same content with the deadlines already run out, so a story shows the Close buttons rather than a countdown. */
export const noDeadlines: EvilContent = { ...evilContent, rules: { ...evilContent.rules, claimSeconds: 0, splitSeconds: 0, keepSeconds: 0 } };

export const played = playedFixtures(evilContent);

export const chatLog: ChatMessage[] = [
  { id: 'm1', sender: '1', payload: 'My coin says Good. Trust the coin, Cy.' },
  { id: 'm2', sender: '2', payload: 'Your coin said Good until I turned it.' },
];

/** The table's props for one viewer (null: a spectator). */
export const tableProps = storyTables<EvilState, EvilView, EvilContent, EvilTableProps>({
  viewFor,
  names: NAMES,
  moves: EVIL_MOVES,
  content: evilContent,
  chat: () => chatLog,
});
