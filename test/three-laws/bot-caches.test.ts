import { describe, expect, it } from 'vitest';
import { freezeDeep } from '../../games/kit/engine/freeze-deep.ts';
import { answerTexts } from '../../games/three-laws/bots/answer.ts';
import { heard, leaderGuess, ownCandidates, unseenCards } from '../../games/three-laws/bots/beliefs.ts';
import { keepsLaws, lawfulWording } from '../../games/three-laws/bots/lawful.ts';
import { isLegal, move } from '../../games/three-laws/bots/legal.ts';
import { threeLawsBotPolicy } from '../../games/three-laws/bots/policy.ts';
import { botSeat } from '../../games/three-laws/bots/seat.ts';
import type { LawDef, ThreeLawsContent } from '../../games/three-laws/content-types.ts';
import { questionById } from '../../games/three-laws/rules/question-params.ts';
import { cardId } from '../../games/three-laws/rules/table.ts';
import { viewFor } from '../../games/three-laws/rules/view.ts';
import type { Act, TemplateUse, ThreeLawsState } from '../../games/three-laws/state.ts';
import { content, prepared, withLaws } from './support.ts';

// What the bot keeps from one step to the next, each with a case that differs from the one before only
// in what the kept answer must notice. States are frozen as the engine's are: the bot keeps nothing of
// an unfrozen one.
const FOUR = ['android-2', 'android-4', 'ai-3', 'ai-1'];
const rng = () => 0.5;
const frozen = (G: ThreeLawsState): ThreeLawsState => {
  freezeDeep(G);
  return G;
};
const seatOf = (G: ThreeLawsState, c: ThreeLawsContent = content, me = '0') => botSeat(viewFor(G, me), c, me, rng);

const law = (id: string, check: NonNullable<LawDef['check']>): LawDef => ({ id, name: id, text: `Test law: ${id}.`, check });
const withTestLaws = (...laws: LawDef[]) => withLaws([...content.laws.laws, ...laws]);
const names = (first: string) => ({ 0: first, 1: 'Bo', 2: 'Cy', 3: 'Di' });

describe("the 3 Laws bot's lawful words", () => {
  const shouting = withTestLaws(law('loud', { acts: ['answer'], text: [{ allCaps: true }] }), law('no-names', { acts: ['answer'], text: [{ noPlayerNames: true }] }));
  const G = prepared({ cards: FOUR, content: shouting, lawsInForce: [] });

  it('follow the laws in force, the kind of act and the content the laws come from', () => {
    expect(lawfulWording(seatOf(frozen({ ...G, lawsInForce: ['loud'] }), shouting), 'answer', ['Yes'])).toBe('YES');
    expect(lawfulWording(seatOf(frozen({ ...G, lawsInForce: [] }), shouting), 'answer', ['Yes'])).toBe('Yes');
    expect(lawfulWording(seatOf(frozen({ ...G, lawsInForce: ['loud'] }), shouting), 'question', ['Yes?'])).toBe('Yes?');
    // The same frozen list of laws, read with content whose law of that id asks for lower case.
    const laws = Object.freeze(['loud']) as string[];
    const quiet = withTestLaws(law('loud', { acts: ['answer'], text: [{ noCapitals: true }] }));
    expect(lawfulWording(seatOf(frozen({ ...G, lawsInForce: laws }), shouting), 'answer', ['Yes'])).toBe('YES');
    expect(lawfulWording(seatOf(frozen({ ...G, lawsInForce: laws }), quiet), 'answer', ['Yes'])).toBe('yes');
  });

  it("follow the names at the table, with the same laws in force", () => {
    const laws = Object.freeze(['no-names']) as string[];
    const texts = ['Ask Ada', 'Ask someone'];
    expect(lawfulWording(seatOf(frozen({ ...G, lawsInForce: laws, names: names('Ada') }), shouting), 'answer', texts)).toBe('Ask someone');
    expect(lawfulWording(seatOf(frozen({ ...G, lawsInForce: laws, names: names('Al') }), shouting), 'answer', texts)).toBe('Ask Ada');
    const said = { kind: 'answer' as const, by: '0', to: '1', text: 'Ask Ada' };
    expect(keepsLaws(seatOf(frozen({ ...G, lawsInForce: laws, names: names('Ada') }), shouting), said)).toBe(false);
    expect(keepsLaws(seatOf(frozen({ ...G, lawsInForce: laws, names: names('Al') }), shouting), said)).toBe(true);
  });
});

describe("the 3 Laws bot's phrasings", () => {
  it('say the names the bot is given, for the same question at the same table', () => {
    const G = frozen({ ...prepared({ cards: FOUR, content, lawsInForce: [] }), names: { 0: 'Player 1', 1: 'Player 2', 2: 'Player 3', 3: 'Player 4' } });
    const named = frozen({ ...G, names: names('Ada') });
    // Over a few draws, a question with a player slot comes up: asked once unnamed, then at a live table with names.
    const draws = [0, 0.2, 0.4, 0.6, 0.8, 0.99];
    const slotted = draws.filter((r) => {
      const ask = threeLawsBotPolicy(viewFor(G, '0'), { gameover: undefined }, '0', content, () => r);
      return (ask?.args[2] as TemplateUse | undefined)?.params.player !== undefined;
    });
    expect(slotted.length).toBeGreaterThan(0);
    for (const r of slotted) {
      const plain = threeLawsBotPolicy(viewFor(G, '0'), { gameover: undefined }, '0', content, () => r)!;
      const live = threeLawsBotPolicy(viewFor(named, '0'), { gameover: undefined }, '0', content, () => r, names('Ada'))!;
      const use = live.args[2] as TemplateUse;
      const player = String(use.params.player);
      expect(plain.args[1]).toContain(`Player ${Number(player) + 1}`);
      expect(live.args[1]).toContain(names('Ada')[player as '1']);
    }
  });
});

describe("the 3 Laws bot's beliefs", () => {
  const G = frozen(prepared({ cards: FOUR, content, lawsInForce: [] }));
  const deck = G.factionDeck.map(cardId);

  it('the cards a seat may hold follow the seat and the deck, on one record of the cards it sees', () => {
    const view = viewFor(G, '0');
    expect(unseenCards(view, '0').map(cardId).sort()).toEqual(deck.filter((id) => !['android-4', 'ai-3', 'ai-1'].includes(id)).sort());
    // Seat 0's record lacks its own card: read for seat 1, only seats 2 and 3 are seen.
    expect(unseenCards(view, '1').map(cardId).sort()).toEqual(deck.filter((id) => !['ai-3', 'ai-1'].includes(id)).sort());
    expect(unseenCards(view, '0').map(cardId)).not.toContain('ai-3');
    const fewer = Object.freeze(G.factionDeck.filter((c) => c.rank !== 1)) as typeof G.factionDeck;
    expect(unseenCards({ ...view, factionDeck: fewer }, '0').map(cardId).sort()).toEqual(fewer.map(cardId).filter((id) => !['android-4', 'ai-3'].includes(id)).sort());
  });

  const ask = (n: number, use: TemplateUse, to = '2'): Act => ({ id: `r2-${n}`, kind: 'question', by: '0', to, text: 'Tell me', template: use });
  const reply = (n: number, text: string, by = '2'): Act => ({ id: `r2-${n}`, kind: 'answer', by, to: '0', text });
  const withActs = (acts: Act[]) => frozen({ ...G, acts });
  const sameFaction = ask(1, { id: 'same-faction', params: { player: '1' } });
  const rankAtLeast = ask(1, { id: 'rank-at-least', params: { rank: 3 } });

  it('candidates go on from those kept when answers are added, and start again when the answers are others', () => {
    // The question read before its answer came, then with it.
    expect(ownCandidates(seatOf(withActs([sameFaction]))).map(cardId)).toContain('ai-4');
    const androids = ownCandidates(seatOf(withActs([sameFaction, reply(2, 'Yes')]))).map(cardId);
    expect(androids.length).toBeGreaterThan(0);
    expect(androids.every((id) => id.startsWith('android'))).toBe(true);
    // One more answer narrows the Androids further, its question read first while it waited for it.
    const next = ask(3, { id: 'rank-at-least', params: { rank: 3 } }, '3');
    expect(ownCandidates(seatOf(withActs([sameFaction, reply(2, 'Yes'), next]))).map(cardId).sort()).toEqual([...androids].sort());
    const more = ownCandidates(seatOf(withActs([sameFaction, reply(2, 'Yes'), next, reply(4, 'Yes', '3')]))).map(cardId);
    expect(more.length).toBeLessThan(androids.length);
    // The same, the waiting question first read together with an earlier answer.
    const waiting = [{ ...sameFaction }, reply(2, 'Yes'), { ...next }];
    expect(ownCandidates(seatOf(withActs(waiting))).map(cardId).sort()).toEqual([...androids].sort());
    expect(ownCandidates(seatOf(withActs([...waiting, reply(4, 'Yes', '3')]))).map(cardId).sort()).toEqual([...more].sort());
    expect(more.every((id) => id.startsWith('android') && Number(id.split('-')[1]) >= 3)).toBe(true);
    // Another round of answers, not the kept ones and more: an AI may be left again.
    const other = ownCandidates(seatOf(withActs([rankAtLeast, reply(2, 'Yes')]))).map(cardId);
    expect(other.some((id) => id.startsWith('ai'))).toBe(true);
    expect(other.every((id) => Number(id.split('-')[1]) >= 3)).toBe(true);
  });

  it("the guess of a seat's leader follows its candidates", () => {
    // Seat 0 sees android-4: as an Android it would lead only above rank 4, which no card is.
    expect(leaderGuess(seatOf(withActs([sameFaction, reply(2, 'Yes')])))).toMatchObject({ faction: 'android', leader: '1' });
    expect(leaderGuess(seatOf(withActs([sameFaction, reply(2, 'No')])))).toMatchObject({ faction: 'ai' });
  });

  it('an answer is read with the answer words of the content it is read with', () => {
    const def = questionById(content, 'same-faction')!;
    expect(heard(def, 'Da', content.questions.answerWords)).toBeUndefined();
    expect(heard(def, 'Da', { yes: ['Da'], no: ['Nyet'] })).toBe(true);
    expect(heard(def, 'Da', content.questions.answerWords)).toBeUndefined();
  });
});

describe("the 3 Laws bot's ways to answer", () => {
  it('follow what is said (a yes is not a count of one) and the answer words of the content', () => {
    const words = content.questions.answerWords;
    expect(answerTexts(true, words)[0]).toBe(words.yes[0]);
    expect(answerTexts(1, words)[0]).toBe('1');
    expect(answerTexts(false, words)[0]).toBe(words.no[0]);
    expect(answerTexts(true, { yes: ['Da'], no: ['Nyet'] })[0]).toBe('Da');
  });
});

describe("the 3 Laws bot's legality checks", () => {
  it('give each action its own verdict on one seat', () => {
    const seat = seatOf(frozen(prepared({ cards: FOUR, content, lawsInForce: [], step: { kind: 'transfer', current: '0' } })));
    const keep = move('keepKeys');
    const answer = move('answer', 'Yes');
    expect(isLegal(seat, keep)).toBe(true);
    expect(isLegal(seat, answer)).toBe(false);
    expect(isLegal(seat, keep)).toBe(true);
    expect(isLegal(seat, move('keepKeys', 'extra'))).toBe(false);
  });
});
