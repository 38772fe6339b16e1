import type { State } from 'boardgame.io';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { RobotDef } from '../../games/evil-robots/content-types.ts';
import { askRule } from '../../games/evil-robots/rules/ask.ts';
import { evilQuestions, type EvilQuestion } from '../../games/evil-robots/rules/questions.ts';
import { computeShowdown } from '../../games/evil-robots/rules/showdown.ts';
import { costSubject, revealCost, type Action } from '../../games/evil-robots/rules/turn.ts';
import { EXTRA, type Deck, type EvilState, type Face } from '../../games/evil-robots/state.ts';
import { decisionMoves, legalAnswers } from '../../games/kit/script/index.ts';
import type { ScriptValue } from '../../games/kit/script/types.ts';
import { brokenIn, dealt, loadTree, pendingOf, playWith, prepared, seen, start } from './support.ts';

beforeAll(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));

// The one test file that reads the shipped content, on purpose: every shipped Robot Card, picked
// by what it does and never by its id, so a designer's edit breaks nothing unless a card does nothing.
const shipped = loadTree('content');
const ROBOTS = shipped.robots.robots;
const OWNER = '1';
const H: Face = 'heads';
const T: Face = 'tails';

/** Rivals' coins, turned a little for each scene so a coin card always has a face to change. */
const COINS: [Face, Face][] = [
  [T, T],
  [H, T],
  [T, H],
  [H, H],
  [T, T],
  [H, T],
];

/**
 * A table where a card has something to work on: every seat holds a Power Card (the owner 0, 2
 * or 5), rivals hold tokens, a rival is at 11 Influence and one at 7, the owner at 3 or 12, some
 * scenes with a rival's Active card face up. `card` is in the owner's hand, its step open.
 */
function scene(card: RobotDef, players: 4 | 6, variant: number): EvilState {
  const seats = Array.from({ length: players }, (_, i) => String(i));
  const coins = Object.fromEntries(seats.map((p, i) => [p, COINS[(i + variant) % COINS.length]]));
  const influence = Object.fromEntries(seats.map((p) => [p, p === OWNER ? [3, 12][variant % 2] : p === '0' ? 11 : p === '2' ? 7 : 2]));
  const rivalCard = variant % 2 === 1 ? ROBOTS.find((r) => r.type === 'active' && r.id !== card.id && r.deck !== card.deck) : undefined;
  const hand = { left: null, right: null, [card.deck]: card.id } as Record<Deck, string | null>;
  const G = prepared({ players, coins, influence, hands: { [OWNER]: hand }, faceUp: rivalCard ? [{ card: rivalCard.id, owner: '2' }] : [], content: shipped });
  const ownerPower = [0, 2, 5][variant % 3];
  const power: Record<string, number> = players === 4 ? { 0: 6, 1: ownerPower, 2: 3, 3: 1, [EXTRA]: 4 } : { 0: 7, 1: ownerPower, 2: 3, 3: 1, 4: 6, 5: 4 };
  const tokens = Object.fromEntries(seats.map((p) => [p, p === OWNER ? 4 : 2]));
  dealt(G, { power, tokens, turn: OWNER }, shipped);
  if (players === 4) G.coins[EXTRA] = { hidden: T, shown: variant % 2 ? T : H, open: true, seenBy: [] };
  if (card.type === 'endgame') G.step = { kind: 'endgame', player: OWNER };
  return G;
}

/** Answers every question the card asks with one of its legal answers (the `pick`th, turning), as the bots' menu offers it. */
function answerAll(state: State<EvilState>, pick: number): State<EvilState> {
  for (let asked = 0; pendingOf(state); asked++) {
    const pending = pendingOf(state)!;
    const answers = legalAnswers(pending);
    expect(answers.length, pending.prompt).toBeGreaterThan(0);
    const answer = answers[(pick + asked) % answers.length];
    expect(decisionMoves(state.G.scripts, pending.player)).toContainEqual({ move: 'decide', args: [answer] });
    state = playWith(shipped, state, [pending.player, 'decide', answer]);
  }
  return state;
}

/** What the table can tell apart, the card itself left out (its slot, its place face up or back in its deck). */
function footprint(G: EvilState, card: string) {
  const hands = Object.fromEntries(G.players.map((p) => [p, { left: G.hands[p].left === card ? null : G.hands[p].left, right: G.hands[p].right === card ? null : G.hands[p].right }]));
  return {
    influence: G.influence,
    supply: G.supply.influence,
    tokens: G.tokens,
    coins: G.coins,
    power: G.power,
    faceUp: G.faceUp.filter((f) => f.card !== card),
    hands,
    decks: { left: G.decks.left.filter((c) => c !== card), right: G.decks.right.filter((c) => c !== card) },
    step: G.step.kind,
    dealerToken: G.dealerToken,
  };
}

/** Every subject a question can be asked about on this table, and bases on both sides of any answer. */
function askings(G: EvilState, question: EvilQuestion): { subject: Record<string, unknown>; base: ScriptValue }[] {
  const spec = evilQuestions.questions[question];
  let subjects: Record<string, unknown>[] = [{}];
  for (const [key, about] of Object.entries(spec.about)) {
    const values = about.kind === 'player' ? Object.keys(G.coins) : [...about.words];
    subjects = subjects.flatMap((s) => values.map((v) => ({ ...s, [key]: v })));
  }
  const bases: ScriptValue[] = spec.answer === 'number' ? [0, 5] : spec.answer === 'boolean' ? [true, false] : spec.answer === 'player' ? G.players : [...spec.answer.words];
  return subjects.flatMap((subject) => bases.map((base) => ({ subject, base })));
}

/** The table at its reveal: every hidden coin shown and the round's winners known (a `winner` fact is true only then). */
function atReveal(G: EvilState): EvilState {
  const shown = structuredClone(G);
  for (const coins of Object.values(shown.coins)) coins.open = true;
  shown.showdown = { ...computeShowdown(shown, shipped), split: {}, cardInfluence: {} };
  return shown;
}

/** The rule questions whose answer the card changes while it is face up on this table, now or at its reveal. */
function questionsChanged(G: EvilState, card: RobotDef): string[] {
  return [G, atReveal(G)].flatMap((table) => {
    const up = structuredClone(table);
    up.hands[OWNER][card.deck] = null;
    up.faceUp.push({ card: card.id, owner: OWNER });
    return (Object.keys(evilQuestions.questions) as EvilQuestion[]).filter((q) =>
      askings(table, q).some(({ subject, base }) => JSON.stringify(askRule(up, shipped, q, subject, base).value) !== JSON.stringify(askRule(table, shipped, q, subject, base).value)),
    );
  });
}

describe('the shipped Robot Cards', () => {
  it('every shipped Robot Card, revealed where it has something to work on, changes something the table can see', () => {
    expect(ROBOTS.length).toBeGreaterThan(0);
    for (const card of ROBOTS) {
      let mattered = 0;
      let scenes = 0;
      for (const players of [4, 6] as const) {
        for (let variant = 0; variant < 6; variant++) {
          const where = `${card.id} at ${players} players, scene ${variant}`;
          const G = scene(card, players, variant);
          let state = start(G, { content: shipped });
          expect(brokenIn(state, shipped), where).toEqual([]);
          const before = footprint(state.G, card.id);
          // The owner's alternative: not to reveal it (on a turn, the state as it is; at the end, a pass).
          const without = card.type === 'endgame' ? playWith(shipped, state, [OWNER, 'passReveal']) : state;
          before.tokens = { ...before.tokens, [OWNER]: before.tokens[OWNER] - revealCost(state.G, shipped, OWNER, card.id, card.type === 'endgame' ? 'endgame' : 'turn') };
          state = answerAll(playWith(shipped, state, [OWNER, 'reveal', card.id]), variant);
          expect(brokenIn(state, shipped), where).toEqual([]);
          expect(pendingOf(state), where).toBeNull();
          const after = footprint(state.G, card.id);
          const expected = card.type === 'endgame' ? footprint(without.G, card.id) : before;
          scenes++;
          if (JSON.stringify(after) !== JSON.stringify(expected) || questionsChanged(G, card).length > 0) mattered++;
        }
      }
      expect(scenes).toBe(12);
      // Somewhere among these tables the card did something.
      expect(mattered, card.id).toBeGreaterThan(0);
    }
  });

  it("the rulebook's example of an Active card is among them: a player at Power Level 0 pays one more token whenever they spend tokens", () => {
    const G = scene(ROBOTS[0], 6, 0);
    const actions = ['reveal', 'flip-other', 'flip-own', 'swap', 'reveal-phase'];
    const zeroTax = ROBOTS.filter((card) => {
      const up = structuredClone(G);
      up.faceUp.push({ card: card.id, owner: '0' });
      const cost = (state: EvilState, power: number, action: string, base = 1) => {
        state.power['3'] = power;
        return askRule(state, shipped, 'action-cost', costSubject('3', action as Action, base), base).value;
      };
      // An action that spends no tokens (a swap, a 0-cost card) stays free at Power Level 0.
      const spendsNone = actions.every((a) => cost(up, 0, a, 0) === 0);
      return spendsNone && actions.every((a) => cost(up, 0, a) === cost(structuredClone(G), 0, a) + 1 && cost(up, 5, a) === cost(structuredClone(G), 5, a));
    });
    expect(zeroTax.length).toBeGreaterThan(0);
  });

  it("the rulebook's example of a card that makes a player turn their hidden coin is among them", () => {
    const turners = ROBOTS.filter((card) => (card.script ?? []).some((step) => JSON.stringify(step).includes('"flip-coin"') && JSON.stringify(step).includes('"hidden"')));
    const proven = turners.filter((card) => {
      const G = scene(card, 6, 0);
      const state = answerAll(playWith(shipped, start(G, { content: shipped }), [OWNER, 'reveal', card.id]), 0);
      // Some other player's hidden coin is turned, and stays hidden: the table (a spectator) still cannot see it.
      return G.players.some((p) => p !== OWNER && state.G.coins[p].hidden !== G.coins[p].hidden && !state.G.coins[p].open && seen(state, null).coins[p].hidden === null);
    });
    expect(proven.length).toBeGreaterThan(0);
  });

  it("the rulebook's example of a card that matches a revealed coin is among them", () => {
    const matchers = ROBOTS.filter((card) => (card.script ?? []).some((step) => 'match-coin' in step));
    const proven = matchers.filter((card) =>
      // The first answer names the first rival: its revealed coin follows the owner's, whether it showed the other face or the same.
      [0, 3].every((variant) => {
        const G = scene(card, 6, variant);
        const state = answerAll(playWith(shipped, start(G, { content: shipped }), [OWNER, 'reveal', card.id]), 0);
        return state.G.coins['0'].shown === G.coins[OWNER].shown;
      }),
    );
    expect(proven.length).toBeGreaterThan(0);
  });
});
