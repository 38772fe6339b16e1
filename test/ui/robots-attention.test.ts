import { describe, expect, it, vi } from 'vitest';
import { loadGames } from '../../games/kit/content/load-content.ts';
import type { RobotsContent } from '../../games/robots/content-types.ts';
import { robots } from '../../games/robots/index.ts';
import { LOG_WINDOW } from '../../games/robots/rules/log.ts';
import { powerOf } from '../../games/robots/rules/powers.ts';
import { viewFor } from '../../games/robots/rules/view.ts';
import { robotsAttention } from '../../ui/boards/robots/attention.ts';
import type { RobotsTableProps } from '../../ui/boards/robots/table-props.ts';
import { DEAL, FIRST_ROUND, NAMES, TO_HAND_END } from '../../stories/robots/deal.ts';
import { playMatch, type Played, type Step } from '../../stories/robots/play-match.ts';
import { ROBOTS_FIXTURE_ROOT } from '../robots/support.ts';
import { laterInHand } from '../robots/log-support.ts';

// The stories' deal on the ROBOTS! fixture content: editing content/robots/ breaks no test here.
const content = loadGames(ROBOTS_FIXTURE_ROOT, [robots]).games[0].content as RobotsContent;
const play = (steps: Step[], rules: RobotsContent = content) => playMatch(rules, DEAL, [...FIRST_ROUND, ...steps]);

/** The table's props for one viewer, as the live board would hand them (null: a spectator). */
function props({ G, gameover }: Played, viewer: string | null, rules: RobotsContent = content): RobotsTableProps {
  return {
    G: viewFor(G, viewer),
    ctx: { playOrder: [...G.players], gameover },
    playerID: viewer,
    moves: { drawFromFactory: vi.fn(), takeFromHeap: vi.fn(), layDown: vi.fn(), extend: vi.fn(), discard: vi.fn(), callRobots: vi.fn(), decide: vi.fn() },
    matchData: G.players.map((id) => ({ id: Number(id), name: NAMES[Number(id)], isConnected: true })),
    chatMessages: [],
    sendChatMessage: vi.fn(),
    content: rules,
  };
}

const keys = (p: RobotsTableProps) => robotsAttention(p).messages.map((m) => m.key);

describe('ROBOTS! attention', () => {
  it("calls 'Your turn' for the player to draw and to play, and for no one else", () => {
    const drawing = play([['2', 'discard', 'blue-5']]);
    expect(robotsAttention(props(drawing, '0')).call).toBe('Your turn');
    expect(robotsAttention(props(drawing, '1')).call).toBeUndefined();
    expect(robotsAttention(props(drawing, null))).toEqual({ messages: [] });
    const playing = play([]);
    expect(robotsAttention(props(playing, '2')).call).toBe('Your turn');
    expect(robotsAttention(props(playing, '0')).call).toBeUndefined();
  });

  it("calls 'Decide' for the player a power waits on, and no one else; the question stays in its panel, not in a note", () => {
    const laser = play([['2', 'discard', 'red-14']]);
    const cy = robotsAttention(props(laser, '2'));
    expect(cy.call).toBe('Decide');
    // A note repeating the question covered the panel's options on a phone (the playtest's stall).
    expect(cy.messages).toEqual([]);
    // The turn is still Cy's, but no one else is asked anything while the power runs.
    for (const viewer of ['0', '1']) expect(robotsAttention(props(laser, viewer))).toEqual({ messages: [] });
  });

  it('tells the owner when an attack broke their spread, once per attack', () => {
    const broken = play([
      ['2', 'discard', 'red-14'],
      ['2', 'decide', ['red-5']],
    ]);
    const ada = robotsAttention(props(broken, '0'));
    expect(ada.messages).toEqual([{ key: expect.stringMatching(/^spread-hit-1-\d+$/), text: "Cy's power took Red 5 out of your spread. The spread fell apart." }]);
    // Ada's turn to draw: the call says so, and the attack's key holds while the turn goes on.
    expect(ada.call).toBe('Your turn');
    const later = play([['2', 'discard', 'red-14'], ['2', 'decide', ['red-5']], ['0', 'drawFromFactory']]);
    expect(keys(props(later, '0'))).toEqual(keys(props(broken, '0')));
    expect(keys(props(broken, '1'))).toEqual([]);
  });

  it('keeps an attack’s key while the log slides on, and says nothing more once the log has dropped it', () => {
    const broken = play([
      ['2', 'discard', 'red-14'],
      ['2', 'decide', ['red-5']],
    ]);
    const key = keys(props(broken, '0'));
    expect(key).toHaveLength(1);
    const slid = laterInHand(broken, LOG_WINDOW - 1);
    expect(slid.G.events[0].kind).not.toBe('deal');
    expect(keys(props(slid, '0'))).toEqual(key);
    expect(keys(props(laterInHand(broken, LOG_WINDOW), '0'))).toEqual([]);
  });

  it('tells everyone who may claim the discard that the ROBOTS! window is open, by a key of that discard', () => {
    const claim = play([['2', 'discard', 'red-7']]);
    for (const viewer of ['0', '1']) {
      const { messages } = robotsAttention(props(claim, viewer));
      // A chime, not a note: the claim panel on the table says it, and on a phone a note sat over the Scrap Heap.
      expect(messages).toEqual([{ key: 'claim-red-7-4', text: "ROBOTS! Cy's Red 7 fits a spread: claim it before the next draw.", onTable: true }]);
    }
    expect(keys(props(claim, '2'))).toEqual([]);
    // The window closes with the next draw, and the message with it.
    const closed = play([['2', 'discard', 'red-7'], ['0', 'drawFromFactory']]);
    expect(keys(props(closed, '1'))).toEqual([]);
  });

  it('tells every player the hand ended with their score, until the next hand has its first discard', () => {
    const ended = play(TO_HAND_END);
    const bo = robotsAttention(props(ended, '1'));
    expect(bo.messages).toEqual([{ key: 'hand-end-1', text: expect.stringMatching(/^Hand 1 is over: Ada went out\. You scored -?\d+; your total is -?\d+\.$/) }]);
    expect(robotsAttention(props(ended, '0')).messages[0].text).toMatch(/^Hand 1 is over: you went out\./);
    // The same end told as a stalled hand (docs/rules/robots.md): no one went out.
    const stalled = { ...ended, G: { ...ended.G, results: ended.G.results.map((r) => ({ ...r, how: 'stalled' as const })) } };
    expect(robotsAttention(props(stalled, '0')).messages[0].text).toMatch(/^Hand 1 is over: it stalled, no card could be played\. You scored/);
  });

  it('keeps the end of the hand until the next hand’s first discard, however far the log has moved on', () => {
    const drawn = play([...TO_HAND_END, ['1', 'drawFromFactory']]);
    expect(keys(props(laterInHand(drawn, LOG_WINDOW), '1'))).toEqual(['hand-end-1']);
    const quiet = drawn.G.hands['1'].find((card) => !powerOf(content, drawn.G.variant, card))!;
    const discarded = play([...TO_HAND_END, ['1', 'drawFromFactory'], ['1', 'discard', quiet]]);
    expect(keys(props(discarded, '1'))).toEqual([]);
    const moved = laterInHand(discarded, LOG_WINDOW);
    expect(moved.G.events.some((e) => e.kind === 'discard')).toBe(false);
    expect(keys(props(moved, '1'))).toEqual([]);
  });

  it('tells players and spectators who won when the game is over, with no call', () => {
    const short = { ...content, rules: { ...content.rules, targetScore: 30 } };
    const over = play(TO_HAND_END, short);
    expect(over.gameover).toBeDefined();
    expect(robotsAttention(props(over, '0', short))).toEqual({ messages: [{ key: 'gameover', text: expect.stringMatching(/^Ada wins ROBOTS! with \d+ points\. You won!$/) }] });
    expect(robotsAttention(props(over, '1', short)).messages.at(-1)!.text).toMatch(/You lost\.$/);
    expect(robotsAttention(props(over, null, short)).messages).toEqual([{ key: 'gameover', text: expect.stringMatching(/^Ada wins ROBOTS!/) }]);
  });
});
