import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { INITIAL_VIEWPORTS } from 'storybook/viewport';
import { ThreeLawsTable } from '../../ui/boards/three-laws/three-laws-table.tsx';
import { NAMES } from './deal.ts';
import { phrasingsOf, useOf } from './question-roles.ts';
import {
  accused,
  answerOpen,
  askOpen,
  cast,
  errorRight,
  errorWrong,
  gameOver,
  offerOpen,
  offerRefused,
  revealing,
  roundEnd,
  roundEndSomeReady,
  tableProps,
  threeLawsContent,
  voteOpen,
  votingContent,
  warmUp,
} from './fixtures.ts';

const meta = {
  title: '3 Laws of Robotics/Table',
  component: ThreeLawsTable,
  parameters: { layout: 'fullscreen', viewport: { options: INITIAL_VIEWPORTS } },
} satisfies Meta<typeof ThreeLawsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The phone the layout is checked on: 390×844. */
const phone = { viewport: { value: 'iphone12' } };

// The laws, templates and answer words the plays use are the story match's (cast, chosen by what they do), never shipped ids or texts.
const { laws, questions, words } = cast;
/** Ada asking Cy whether she is in Bo's faction: the template's plain phrasing, and what the table sends with it. */
const sameFactionAsBo = useOf(questions.sameFaction, { player: '1' });
const sameFactionAsBoText = phrasingsOf(threeLawsContent, questions.sameFaction, sameFactionAsBo, NAMES)[0];

export const AskerView: Story = {
  name: 'A query open: your turn to ask (Ada)',
  args: tableProps(askOpen, '0'),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('turn-status')).toHaveTextContent('Your query');
    await expect(canvas.getByTestId('card-0')).toHaveAccessibleName(/face down/);
    await userEvent.click(canvas.getByTestId('ask-target-2'));
    await userEvent.selectOptions(canvas.getByTestId('question-template'), questions.sameFaction.id);
    await expect(canvas.getByTestId('question-text')).toHaveValue(sameFactionAsBoText);
    await userEvent.click(canvas.getByTestId('ask-send'));
    await expect(args.moves.ask).toHaveBeenCalledWith('2', sameFactionAsBoText, sameFactionAsBo);
  },
};

export const AskerWarned: Story = {
  name: 'A query open: asking the player on your left warns of the law against it',
  args: tableProps(askOpen, '0'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByTestId('ask-target-1'));
    await userEvent.type(canvas.getByTestId('question-text'), 'Is my rank high?');
    await expect(canvas.getByTestId('question-warning')).toHaveTextContent(laws.leftLockout.name);
    await expect(canvas.getByTestId(`law-${laws.leftLockout.id}`)).toHaveAttribute('data-warn', 'true');
  },
};

export const OwnWordsNoTemplate: Story = {
  name: 'A query open: a question rewritten goes as your own words',
  args: tableProps(askOpen, '0'),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByTestId('ask-target-3'));
    await userEvent.selectOptions(canvas.getByTestId('question-template'), questions.highestRank.id);
    await userEvent.clear(canvas.getByTestId('question-text'));
    await userEvent.type(canvas.getByTestId('question-text'), 'Would you follow me?');
    await userEvent.click(canvas.getByTestId('ask-send'));
    await expect(args.moves.ask).toHaveBeenCalledWith('3', 'Would you follow me?');
  },
};

export const AnswererView: Story = {
  name: 'A query open: asked a question (Cy), a plain yes or no would break a law',
  args: tableProps(answerOpen, '2'),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('question-to-answer')).toHaveTextContent(cast.adaQuestion);
    await expect(canvas.getByTestId(`quick-${words.bannedNo}`)).toHaveAttribute('data-warn', 'true');
    await userEvent.click(canvas.getByTestId(`quick-${words.freeNo}`));
    await userEvent.click(canvas.getByTestId('answer-send'));
    await expect(args.moves.answer).toHaveBeenCalledWith(words.freeNo);
  },
};

export const WaitingForAnswer: Story = { name: 'A query open: the asker waits (Ada)', args: tableProps(answerOpen, '0') };

export const ErrorButtons: Story = {
  name: 'Error buttons on the others’ messages (Di)',
  args: tableProps(answerOpen, '3'),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByTestId('error-r3-1')).toBeNull();
    await userEvent.click(canvas.getByTestId('error-r3-3'));
    await expect(args.moves.callError).toHaveBeenCalledWith('r3-3');
  },
};

export const ErrorJudgedRight: Story = { name: 'An Error judged right: Bo caught a banned plain no (Di)', args: tableProps(errorRight, '3') };

export const ErrorJudgedWrong: Story = {
  name: 'An Error judged wrong: the accusation window (Ada may accuse Cy)',
  args: tableProps(errorWrong, '0'),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('accuse-panel')).toBeVisible();
    await expect(canvas.getAllByTestId('countdown').length).toBeGreaterThan(0);
    await userEvent.click(canvas.getByTestId('accuse'));
    await expect(args.moves.accuse).toHaveBeenCalled();
  },
};

export const ErrorJudgedWrongCaller: Story = { name: 'An Error judged wrong: as the caller (Cy)', args: tableProps(errorWrong, '2') };

export const Accused: Story = { name: 'After the accusation: Ada took a token from Cy’s wrong call (Cy)', args: tableProps(accused, '2') };

export const TransferOffered: Story = {
  name: 'The Transfer: keys offered to you (Bo)',
  args: tableProps(offerOpen, '1'),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByTestId('refuse-keys'));
    await expect(args.moves.refuseKeys).toHaveBeenCalled();
  },
};

export const TransferRefused: Story = { name: 'The Transfer: Bo refused Di’s key (Di)', args: tableProps(offerRefused, '3') };

export const YourTransfer: Story = {
  name: 'The Transfer: your turn, give (asks once more) or keep (Ada)',
  args: tableProps(offerRefused, '0'),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByTestId('give-2'));
    await userEvent.click(canvas.getByTestId('give-2-confirm'));
    await expect(args.moves.giveKeys).toHaveBeenCalledWith('2');
  },
};

export const Revealing: Story = {
  name: 'The Reveal: turn your card up (Cy; Ada and Bo are up)',
  args: tableProps(revealing, '2'),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByTestId('reveal'));
    await expect(args.moves.reveal).toHaveBeenCalled();
  },
};

export const RoundScored: Story = { name: 'The reveal and the round’s score (Bo)', args: tableProps(roundEnd, '1') };

export const RoundScoredReady: Story = { name: 'The round’s score: Ada and Cy ready for round 4 (Ada)', args: tableProps(roundEndSomeReady, '0') };

export const GameOver: Story = { name: 'Game over: a tie broken by the start player (Bo)', args: tableProps(gameOver, '1') };

export const GameOverWinner: Story = { name: 'Game over: the winner (Ada)', args: tableProps(gameOver, '0') };

export const Vote: Story = {
  name: 'A law the players judge: the vote (Ada)',
  args: tableProps(voteOpen, '0', { rules: votingContent }),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByTestId('vote-broken'));
    await expect(args.moves.voteOnCall).toHaveBeenCalledWith(true);
  },
};

export const Spectator: Story = { name: 'A spectator: every card face down until the reveal', args: tableProps(answerOpen, null) };

export const WarmUp: Story = { name: 'Round 1: no law yet (Bo)', args: tableProps(warmUp, '1') };

export const PhoneAsker: Story = { name: 'Phone: your turn to ask', args: tableProps(askOpen, '0'), globals: phone };
export const PhoneAnswerer: Story = { name: 'Phone: asked a question', args: tableProps(answerOpen, '2'), globals: phone };
export const PhoneErrorWrong: Story = { name: 'Phone: the accusation window', args: tableProps(errorWrong, '0'), globals: phone };
export const PhoneTransfer: Story = { name: 'Phone: your transfer', args: tableProps(offerRefused, '0'), globals: phone };
export const PhoneRoundScored: Story = { name: 'Phone: the round’s score', args: tableProps(roundEnd, '1'), globals: phone };
export const PhoneGameOver: Story = { name: 'Phone: game over', args: tableProps(gameOver, '1'), globals: phone };

// The big moments (docs/ui.md, Moments); each story is its own match to the moment's memory, so dismissing one leaves the others open.
export const MomentErrorRight: Story = { name: 'Moment: An Error judged right (Di)', args: { ...tableProps(errorRight, '3'), matchID: 'story-laws-right' } };
export const MomentErrorWrong: Story = { name: 'Moment: An Error judged wrong, open to accusation (Ada)', args: { ...tableProps(errorWrong, '0'), matchID: 'story-laws-wrong' } };
export const MomentGameResult: Story = { name: 'Moment: the game’s result (Bo)', args: { ...tableProps(gameOver, '1'), matchID: 'story-laws-result' } };
export const MomentPhoneErrorRight: Story = { name: 'Moment on a phone: an Error judged right (Di)', args: { ...tableProps(errorRight, '3'), matchID: 'story-laws-right-phone' }, globals: phone };
