import type { State } from 'boardgame.io';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { cardsOf } from '../../games/bias-effect/rules/catalog.ts';
import { clockwiseFrom } from '../../games/bias-effect/rules/chips.ts';
import type { BiasState, Leaning } from '../../games/bias-effect/state.ts';
import { decisionMoves, legalAnswers } from '../../games/kit/script/index.ts';
import { bidAll, brokenIn, loadTree, pendingOf, playWith, prepared, seats, start, tradeAll } from './support.ts';

beforeAll(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));

// The one test that reads the shipped content: every card's script, run where it has something to do.
const shipped = loadTree('content');
const beliefs = (side: 'left' | 'right', n: number) => cardsOf(shipped.beliefs.beliefs.filter((b) => b.side === side)).slice(0, n);

/** Minds for each leaning, each with beliefs of both sides so a card deleting either has a choice; and the empty mind. */
const MINDS: Record<string, { mind: string[]; leaning: Leaning }> = {
  left: { mind: [...beliefs('left', 3), ...beliefs('right', 1)], leaning: 'left' },
  right: { mind: [...beliefs('left', 1), ...beliefs('right', 3)], leaning: 'right' },
  balanced: { mind: [...beliefs('left', 2), ...beliefs('right', 2)], leaning: 'neutral' },
  empty: { mind: [], leaning: 'neutral' },
};
/** Pouches from empty to rich, so conditions on chips go both ways and losses outrun some pouches. */
const CHIPS = [2, 9, 5, 0, 12];

function table(players: number, mind: string[], autonomy: number) {
  const identities = shipped.rules.identitySets[String(players)];
  const chips = Object.fromEntries(seats(players).map((p, i) => [p, CHIPS[i]]));
  return prepared({ identities, mind, chips, autonomy, content: shipped });
}

/** Answers every question the running script asks with one of its legal answers (the `pick`th), as the enumerate menu offers it. */
function answerAll(state: State<BiasState>, pick: number): State<BiasState> {
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

/** What a card can change, beyond the card itself leaving the hand. */
function footprint(G: BiasState) {
  return {
    chips: G.chips,
    bank: G.bank,
    mind: G.mind,
    beliefs: [G.beliefDeck.length, G.beliefDiscard],
    autonomy: G.autonomy,
    effects: G.scripts.effects.map(({ effect, owner, data }) => ({ effect, owner, data })),
    hands: G.players.map((p) => G.hands[p].length),
  };
}

describe('the shipped cards', () => {
  it('every shipped Algorithm card runs and keeps every invariant', () => {
    for (const design of shipped.algorithms.algorithms) {
      const card = `${design.id}#1`;
      let mattered = 0;
      let scene = 0;
      for (let players = shipped.rules.players.min; players <= shipped.rules.players.max; players++) {
        for (const [name, { mind }] of Object.entries(MINDS)) {
          for (const autonomy of [1, 5, 9]) {
            scene++;
            const owner = String(scene % players);
            const G = table(players, mind, autonomy);
            // The owner's Algorithm turn: the card in hand, the phase open from them.
            for (const p of G.players) G.hands[p] = G.hands[p].filter((c) => c !== card);
            G.algorithmDeck = G.algorithmDeck.filter((c) => c !== card);
            G.hands[owner] = [...G.hands[owner], card];
            G.belief = null;
            G.beliefDiscard = [];
            G.beliefDeck = cardsOf(shipped.beliefs.beliefs).filter((b) => !mind.includes(b));
            G.firstPlayer = owner;
            G.step = { kind: 'algorithm', order: clockwiseFrom(G.players, owner), index: 0 };
            const where = `${card} by seat ${owner} of ${players}, ${name} mind, space ${autonomy}`;
            let state = start(G, { content: shipped });
            expect(brokenIn(state, shipped), where).toEqual([]);
            const before = footprint(state.G);
            state = playWith(shipped, state, [owner, 'playAlgorithm', card]);
            state = answerAll(state, scene);
            expect(brokenIn(state, shipped), where).toEqual([]);
            expect(pendingOf(state), where).toBeNull();
            expect(state.G.round.algorithms, where).toEqual([{ player: owner, card }]);
            expect(state.G.step, where).toMatchObject({ kind: 'algorithm', index: 1 });
            expect(state.ctx.gameover, where).toBeUndefined();
            const after = footprint(state.G);
            after.hands[Number(owner)] += 1;
            if (JSON.stringify(after) !== JSON.stringify(before)) mattered++;
          }
        }
      }
      // Somewhere among these tables the card did something.
      expect(mattered, design.id).toBeGreaterThan(0);
    }
  });

  it('every shipped Life outcome runs and keeps every invariant', () => {
    let scene = 0;
    for (const design of shipped.life.life) {
      const card = `${design.id}#1`;
      for (let players = shipped.rules.players.min; players <= shipped.rules.players.max; players++) {
        for (const [name, { mind, leaning }] of Object.entries(MINDS)) {
          scene++;
          const where = `${card}, ${players} players, ${name} mind`;
          const G = table(players, mind, 1 + (scene % 9));
          G.lifeDeck = [card, ...G.lifeDeck.filter((c) => c !== card)];
          let state = tradeAll(start(G, { content: shipped }), {}, shipped);
          // Everyone bids 0: the bonuses decide. A winner deletes the Belief, so the mind stays as set.
          state = bidAll(state, {}, shipped);
          if (state.G.step.kind === 'control') state = playWith(shipped, state, [state.G.step.winner, 'control', 'delete']);
          expect(state.G.round.life, where).toEqual({ card, outcome: leaning });
          state = answerAll(state, scene);
          expect(brokenIn(state, shipped), where).toEqual([]);
          expect(pendingOf(state), where).toBeNull();
          expect(state.G.step.kind, where).toBe('algorithm');
          expect(state.G.stats.lifeOutcomes[`${design.id}: ${leaning}`], where).toBe(1);
        }
      }
    }
    // Every outcome of every card ran: each card met a Left, a Right and a neutral mind.
    expect(scene).toBe(shipped.life.life.length * 4 * Object.keys(MINDS).length);
  });
});
