import { describe, expect, it } from 'vitest';
import { threeLawsAttention } from '../../ui/boards/three-laws/attention.ts';
import { playedFixtures, withVotedLaw } from '../../stories/three-laws/played.ts';
import { content, props } from './three-laws-support.ts';

const played = playedFixtures(content);
const SEATS = ['0', '1', '2', '3'];
/** Each seat's call in a state, in seat order (Ada, Bo, Cy, Di). */
const calls = (state: keyof typeof played, rules = content) => SEATS.map((p) => threeLawsAttention(props(played[state], p, rules)).call);
const keys = (state: keyof typeof played, viewer: string | null) => threeLawsAttention(props(played[state], viewer)).messages.map((m) => m.key);

describe('3 Laws of Robotics attention', () => {
  it("calls 'Your turn' for the asker alone, and nothing for a spectator", () => {
    expect(calls('askOpen')).toEqual(['Your turn', undefined, undefined, undefined]);
    expect(threeLawsAttention(props(played.askOpen, null))).toEqual({ messages: [] });
  });

  it("calls 'Your turn' for the player asked, and toasts nothing: the dock asks the question itself", () => {
    expect(calls('answerOpen')).toEqual([undefined, undefined, 'Your turn', undefined]);
    expect(keys('answerOpen', '2')).toEqual([]);
    expect(keys('answerOpen', '0')).toEqual([]);
  });

  it('toasts nothing to the author of an act an Error was called on: the verdict is a moment at their seat already', () => {
    expect(keys('errorRight', '2')).toEqual([]);
    expect(keys('errorWrong', '3')).toEqual([]);
    // Bo's query comes next: the call goes to him.
    expect(calls('errorRight')).toEqual([undefined, 'Your turn', undefined, undefined]);
  });

  it("calls 'Decide' for everyone but the wrong caller while the accusation window is open", () => {
    // Cy called wrongly and asks next: still Cy's turn, held for the window's few seconds.
    expect(calls('errorWrong')).toEqual(['Decide', 'Decide', 'Your turn', 'Decide']);
  });

  it('tells the wrong caller who accused them; the window is closed for everyone', () => {
    expect(calls('accused')).toEqual([undefined, undefined, 'Your turn', undefined]);
    expect(threeLawsAttention(props(played.accused, '2')).messages).toContainEqual({ key: 'accused-r3-6', text: 'Ada accused you of a wrong Error call and takes a token.' });
  });

  it("calls 'Your turn' for the player offered keys, and toasts nothing: the dock offers them", () => {
    expect(calls('offerOpen')).toEqual([undefined, 'Your turn', undefined, undefined]);
    expect(keys('offerOpen', '1')).toEqual([]);
  });

  it("calls 'Your turn' for the player to transfer", () => {
    expect(calls('offerRefused')).toEqual(['Your turn', undefined, undefined, undefined]);
  });

  it("calls 'Your turn' for every player whose card is not up yet after the Transfer", () => {
    expect(calls('revealing')).toEqual([undefined, undefined, 'Your turn', 'Your turn']);
  });

  it('calls no one when the round is scored, and toasts nothing: the report and the dock say it', () => {
    expect(calls('roundEnd')).toEqual([undefined, undefined, undefined, undefined]);
    for (const seat of SEATS) expect(keys('roundEnd', seat).filter((key) => key.startsWith('round'))).toEqual([]);
  });

  it('tells everyone the game is over and who won; nobody is called', () => {
    expect(calls('gameOver')).toEqual([undefined, undefined, undefined, undefined]);
    expect(threeLawsAttention(props(played.gameOver, '0')).messages).toContainEqual({ key: 'gameover', text: 'Ada wins with 8 points. You won!' });
    expect(threeLawsAttention(props(played.gameOver, null)).messages).toEqual([{ key: 'gameover', text: 'Ada wins with 8 points.' }]);
  });

  it("calls 'Decide' for the voters on a call left to the players, not the caller nor the author; the vote holds the next query", () => {
    expect(calls('voteOpen', withVotedLaw(content))).toEqual(['Decide', undefined, undefined, 'Decide']);
  });
});
