import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import type { QuestionDef } from '../../games/three-laws/content-types.ts';
import { agreeingWithFirst, ownCardQuestion, truthAcross, truthOf, type World } from '../../games/three-laws/rules/question-truth.ts';
import type { FactionCard, PlayerID, TemplateUse } from '../../games/three-laws/state.ts';
import { seats } from './support.ts';

const TRUTHS: QuestionDef['truth'][] = ['highest-rank-seen', 'leads-faction-seen', 'same-faction', 'same-rank', 'higher-rank', 'rank-at-least', 'rank-is', 'faction-is', 'count-faction'];
const FACTIONS = ['android', 'human', 'cyborg'];

/** Random cards, and template uses with a third seat in their player slot, drawn from `seed`. */
function randomDraws(seed: string) {
  const rng = seedrandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rng() * items.length)];
  const randomCard = (): FactionCard => ({ faction: pick(FACTIONS), rank: 1 + Math.floor(rng() * 6) });
  const useOf = (truth: QuestionDef['truth'], third: PlayerID): TemplateUse => ({ id: truth, params: { player: third, rank: 1 + Math.floor(rng() * 6), faction: pick(FACTIONS) } });
  return { rng, pick, randomCard, useOf };
}

/** The table `seen` with `card` as `guessed`'s own: one possible world. */
const worldWith = (seen: World, guessed: PlayerID, card: FactionCard): World => ({ ...seen, [guessed]: card });

// Bots weigh questions with truthAcross, the engine judges answers with truthOf: a bot that
// read a question otherwise than the engine would ask and believe the wrong things.
describe('truthAcross: truthOf over every card a seat may hold', () => {
  it('answers as truthOf on every kind of question, every guessed seat, asker and answerer, on random tables', () => {
    const { rng, pick, randomCard, useOf } = randomDraws('question-truth');
    let compared = 0;
    for (let table = 0; table < 300; table++) {
      const players = seats(3 + Math.floor(rng() * 6));
      const seen: World = Object.fromEntries(players.map((p) => [p, randomCard()]));
      const guessed = pick(players);
      // Half the tables hide the guessed seat's card, as a seat's own view does.
      if (rng() < 0.5) delete seen[guessed];
      const asker = pick(players);
      const answerer = pick(players.filter((p) => p !== asker));
      const third: PlayerID = pick(players.filter((p) => p !== asker && p !== answerer));
      for (const truth of TRUTHS) {
        const use = useOf(truth, third);
        const across = truthAcross({ truth }, use, seen, guessed, asker, answerer);
        for (let i = 0; i < 6; i++) {
          const card = randomCard();
          expect(across(card), `${truth} guessing ${guessed}'s ${card.faction}-${card.rank}, ${asker} asks ${answerer}`).toBe(truthOf({ truth }, use, worldWith(seen, guessed, card), asker, answerer));
          compared++;
        }
      }
    }
    expect(compared).toBe(300 * TRUTHS.length * 6);
  });

  // Bots weigh a question by how the cards their own may be split between its answers (bots/ask.ts).
  it('agreeingWithFirst counts the cards truthAcross answers as it answers the first, for a question about the asker\'s own card', () => {
    const { rng, pick, randomCard, useOf } = randomDraws('question-split');
    let compared = 0;
    for (let table = 0; table < 300; table++) {
      const players = seats(3 + Math.floor(rng() * 6));
      const asker = pick(players);
      const seen: World = Object.fromEntries(players.filter((p) => p !== asker).map((p) => [p, randomCard()]));
      const answerer = pick(players.filter((p) => p !== asker));
      const third: PlayerID = pick(players.filter((p) => p !== asker && p !== answerer));
      const cards = Array.from({ length: 1 + Math.floor(rng() * 8) }, randomCard);
      for (const truth of TRUTHS) {
        const use = useOf(truth, third);
        const across = truthAcross({ truth }, use, seen, asker, asker, answerer);
        const first = across(cards[0]);
        expect(agreeingWithFirst(ownCardQuestion({ truth }, use), seen, asker, answerer, cards), `${truth}, ${asker} asks ${answerer}`).toBe(cards.filter((c) => across(c) === first).length);
        compared++;
      }
    }
    expect(compared).toBe(300 * TRUTHS.length);
    expect(agreeingWithFirst(ownCardQuestion({ truth: 'rank-is' }, { id: 'rank-is', params: { rank: 2 } }), {}, '0', '1', [])).toBe(0);
  });
});
