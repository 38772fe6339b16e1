import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { boardCase, boardCaseNames, defineBoardCases, outcomeFor, outcomesSchema } from '../../../games/kit/script/board-outcomes.ts';
import { LEANING_CASES } from '../../../games/bias-effect/rules/mind.ts';

/** A board as a count of red and blue pieces: red ahead, blue ahead, else level. */
const cases = defineBoardCases<{ red: number; blue: number }>(
  [
    { name: 'red', description: 'red is ahead', holds: (b) => b.red > b.blue },
    { name: 'blue', description: 'blue is ahead', holds: (b) => b.blue > b.red },
  ],
  { name: 'level', description: 'neither is ahead' },
);

describe('cards that answer the board (kit board outcomes)', () => {
  it('the first case that holds applies, and the fallback when none does', () => {
    expect(boardCase(cases, { red: 2, blue: 1 })).toBe('red');
    expect(boardCase(cases, { red: 0, blue: 3 })).toBe('blue');
    expect(boardCase(cases, { red: 2, blue: 2 })).toBe('level');
    expect(boardCase(cases, { red: 0, blue: 0 })).toBe('level');
    expect(boardCaseNames(cases)).toEqual(['red', 'blue', 'level']);
  });

  it('cases are tried in the order given, so an earlier one wins where two would hold', () => {
    const overlapping = defineBoardCases<number>(
      [
        { name: 'big', description: 'over 10', holds: (n) => n > 10 },
        { name: 'positive', description: 'over 0', holds: (n) => n > 0 },
      ],
      { name: 'other', description: 'anything else' },
    );
    expect(boardCase(overlapping, 12)).toBe('big');
    expect(boardCase(overlapping, 3)).toBe('positive');
  });

  it("a card's outcome for the board comes with the case's name, and a card missing that case is an error", () => {
    const card = { red: 'gain', blue: 'lose', level: 'nothing' };
    expect(outcomeFor(cases, card, { red: 1, blue: 0 })).toEqual({ case: 'red', outcome: 'gain' });
    expect(outcomeFor(cases, card, { red: 1, blue: 1 })).toEqual({ case: 'level', outcome: 'nothing' });
    expect(() => outcomeFor(cases, { red: 'gain' }, { red: 0, blue: 0 })).toThrow(/no "level" outcome/);
  });

  it('two cases of one name are refused when the game defines them', () => {
    expect(() => defineBoardCases<number>([{ name: 'x', description: 'x', holds: () => true }], { name: 'x', description: 'x' })).toThrow(/Two board cases/);
  });

  it('the outcomes schema requires every case and nothing else, each described by when it applies', () => {
    const schema = outcomesSchema(cases, { type: 'string' }) as { required: string[]; additionalProperties: boolean; properties: Record<string, { description: string }> };
    expect(schema.required).toEqual(['red', 'blue', 'level']);
    expect(schema.additionalProperties).toBe(false);
    expect(schema.properties.level.description).toBe('Applies when neither is ahead.');
  });

  it("Bias Effect's Life card schema asks for exactly its leaning cases", () => {
    const life = JSON.parse(readFileSync('schemas/bias-effect/life.schema.json', 'utf8'));
    const text = JSON.stringify(life);
    const expected = outcomesSchema(LEANING_CASES, {}) as { required: string[] };
    // Wherever the schema declares the outcomes object, it requires the cases the rules light.
    const found = [...text.matchAll(/"required":\[([^\]]*)\]/g)].map(([, list]) => JSON.parse(`[${list}]`).sort());
    expect(found).toContainEqual([...expected.required].sort());
  });
});
