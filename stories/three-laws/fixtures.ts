import type { ChatMessage } from 'boardgame.io';
import { storyTables } from '../match/story-table-props.ts';
import type { ThreeLawsState, ThreeLawsView } from '../../games/three-laws/state.ts';
import content from 'virtual:tablewright/content';
import type { ThreeLawsContent } from '../../games/three-laws/content-types.ts';
import { viewFor } from '../../games/three-laws/rules/view.ts';
import type { ThreeLawsTableProps } from '../../ui/boards/three-laws/table-props.ts';
import { NAMES, storyCast } from './deal.ts';
import { playedFixtures, withVotedLaw } from './played.ts';

/**
 * 3 Laws of Robotics at notable moments, each played through the game's own moves from one
 * known deal (deal.ts). Each story shows one viewer's share through the game's playerView
 * (viewFor): never more than that player's browser would receive.
 */
export const threeLawsContent = content['three-laws'] as ThreeLawsContent;

/** The laws, questions, factions and words the story match is played with, chosen from the content by what they do. */
export const cast = storyCast(threeLawsContent);

export const votingContent = withVotedLaw(threeLawsContent);
export const { askOpen, answerOpen, errorRight, errorWrong, accused, offerOpen, offerRefused, revealing, roundEnd, roundEndSomeReady, gameOver, voteOpen, warmUp } = playedFixtures(threeLawsContent);

export const chatLog: ChatMessage[] = [
  { id: 'm1', sender: '3', payload: 'Bo, you refused my key?!' },
  { id: 'm2', sender: '1', payload: 'You were not my leader. Sorry, not sorry.' },
];

/** The table's props for one viewer (null: a spectator). */
export const tableProps = storyTables<ThreeLawsState, ThreeLawsView, ThreeLawsContent, ThreeLawsTableProps>({
  viewFor,
  names: NAMES,
  moves: ['ask', 'answer', 'giveKeys', 'keepKeys', 'acceptKeys', 'refuseKeys', 'callError', 'accuse', 'voteOnCall', 'reveal', 'ready', 'nameSeat'],
  content: threeLawsContent,
  chat: (G) => (G.step.kind === 'round-end' ? chatLog : []),
});
