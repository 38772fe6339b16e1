import type { ChatMessage } from 'boardgame.io';
import { fn } from 'storybook/test';
import content from 'virtual:tablewright/content';
import type { ThreeLawsContent } from '../../games/three-laws/content-types.ts';
import { viewFor } from '../../games/three-laws/rules/view.ts';
import type { ThreeLawsTableProps } from '../../ui/boards/three-laws/table-props.ts';
import { NAMES } from './deal.ts';
import type { Played } from './play-match.ts';
import { playedFixtures, withVotedLaw } from './played.ts';

/**
 * 3 Laws of Robotics at notable moments, each played through the game's own moves from one
 * known deal (deal.ts). Each story shows one viewer's share through the game's playerView
 * (viewFor): never more than that player's browser would receive.
 */
export const threeLawsContent = content['three-laws'] as ThreeLawsContent;

export const votingContent = withVotedLaw(threeLawsContent);
export const { askOpen, answerOpen, errorRight, errorWrong, accused, offerOpen, offerRefused, revealing, roundEnd, roundEndSomeReady, gameOver, voteOpen, warmUp } = playedFixtures(threeLawsContent);

export const chatLog: ChatMessage[] = [
  { id: 'm1', sender: '3', payload: 'Bo, you refused my key?!' },
  { id: 'm2', sender: '1', payload: 'You were not my leader. Sorry, not sorry.' },
];

/** The table's props for one viewer (null: a spectator). */
export function tableProps(played: Played, viewer: string | null, options: { rules?: ThreeLawsContent; chat?: ChatMessage[] } = {}): ThreeLawsTableProps {
  const { G, gameover } = played;
  return {
    G: viewFor(G, viewer),
    ctx: { playOrder: [...G.players], gameover },
    playerID: viewer,
    moves: {
      ask: fn().mockName('ask'),
      answer: fn().mockName('answer'),
      giveKeys: fn().mockName('giveKeys'),
      keepKeys: fn().mockName('keepKeys'),
      acceptKeys: fn().mockName('acceptKeys'),
      refuseKeys: fn().mockName('refuseKeys'),
      callError: fn().mockName('callError'),
      accuse: fn().mockName('accuse'),
      voteOnCall: fn().mockName('voteOnCall'),
      reveal: fn().mockName('reveal'),
      ready: fn().mockName('ready'),
    },
    matchData: G.players.map((id) => ({ id: Number(id), name: NAMES[Number(id)], isConnected: true })),
    chatMessages: options.chat ?? (G.step.kind === 'round-end' ? chatLog : []),
    sendChatMessage: fn().mockName('sendChatMessage'),
    content: options.rules ?? threeLawsContent,
    isConnected: true,
  };
}
