import type { ChatMessage } from 'boardgame.io';
import content from 'virtual:tablewright/content';
import type { BiasContent } from '../../games/bias-effect/content-types.ts';
import { viewFor } from '../../games/bias-effect/rules/view.ts';
import type { BiasTableProps } from '../../ui/boards/bias-effect/table-props.ts';
import { storyTables } from '../match/story-table-props.ts';
import type { BiasState, BiasView } from '../../games/bias-effect/state.ts';
import { NAMES } from './deal.ts';
import { playedFixtures } from './played.ts';

/**
 * Bias Effect at notable moments, each played through the game's own moves from a known deal
 * (played.ts). Each story shows one viewer's share through the game's playerView (viewFor):
 * never more than that player's browser would receive.
 */
export const biasContent = content['bias-effect'] as BiasContent;

/** The same content with the deadlines already run out, so a story shows the Close buttons rather than a countdown. */
export const noDeadlines: BiasContent = { ...biasContent, rules: { ...biasContent.rules, tradeSeconds: 0, bidSeconds: 0 } };

export const played = playedFixtures(biasContent);

export const chatLog: ChatMessage[] = [
  { id: 'm1', sender: '1', payload: 'Ada, that bonus of yours is getting out of hand.' },
  { id: 'm2', sender: '0', payload: 'The A.I. simply likes weekends for toasters. Not my fault.' },
];

/** The table's props for one viewer (null: a spectator). */
export const tableProps = storyTables<BiasState, BiasView, BiasContent, BiasTableProps>({
  viewFor,
  names: NAMES,
  moves: ['trade', 'closeTrade', 'bid', 'closeBids', 'control', 'playAlgorithm', 'pass', 'decide'],
  content: biasContent,
  chat: () => chatLog,
});
