import { describe, expect, it } from 'vitest';
import { formatContentError } from '../../../games/kit/content/content-error.ts';
import { loadGames } from '../../../games/kit/content/load-content.ts';
import { robots } from '../../../games/robots/index.ts';

const root = 'test/fixtures/safety';
const load = (fixture: string) => loadGames(`${root}/${fixture}`, [robots]);
const errorsOf = (fixture: string) => load(fixture).errors.map(formatContentError);
const at = (fixture: string, file: string, place: string) => `${root}/${fixture}/robots/${file}:${place}: error: `;

describe('mistakes that used to pass silently (ROBOTS! fixtures)', () => {
  it('loads the unchanged tree with no error', () => {
    const { games, errors } = load('good');
    expect(errors).toEqual([]);
    expect(games).toHaveLength(1);
  });

  it('a typo in a $variable (Extra Parts discarding $crad) is an error at the variable, suggesting $card', () => {
    expect(errorsOf('unset-variable')).toEqual([
      `${at('unset-variable', 'powers.yaml', '21:37')}$crad is read here but no step above sets it (it would be empty, and the step would quietly do nothing). Did you mean $card? Set above: $card; always there: $self, $owner, $current. A step sets a variable with \`as: card\`.`,
    ]);
    expect(load('unset-variable').games).toEqual([]);
  });

  it("the kit's discard where ROBOTS! needs discard-card is an error at the step, naming discard-card", () => {
    const errors = errorsOf('kit-discard');
    expect(errors).toHaveLength(1);
    expect(errors[0].startsWith(`${at('kit-discard', 'powers.yaml', '21:15')}powers[0].script[1].repeat.steps[1].discard: this game does not run the kit's \`discard\` step: `)).toBe(true);
    expect(errors[0]).toMatch(/so no power would ever fire\. Write `discard-card` instead \(its arguments: card\)\.$/);
  });

  it('a power no card carries is an error at its id', () => {
    expect(errorsOf('power-without-carrier')).toEqual([
      `${at('power-without-carrier', 'powers.yaml', '51:9')}no card carries the power "freakin-laser-beam", so it never fires: add \`- { number: N, power: freakin-laser-beam }\` under carriers, or \`starPower: freakin-laser-beam\` to a variant, or remove the power.`,
    ]);
  });

  it('an alias to an undefined anchor is an error at the alias, not a stack trace', () => {
    expect(errorsOf('undefined-anchor')).toEqual([
      `${at('undefined-anchor', 'constructs.yaml', '13:11')}anchor &fixer-txt is not defined above: define it with &fixer-txt on the value to repeat, earlier in the same file (e.g. \`text: &fixer-txt ...\`), or remove the *. Did you mean *fixer-text?`,
    ]);
  });

  it('a byte that is not UTF-8 is an error at its line and column, naming the encoding to save in', () => {
    const errors = errorsOf('not-utf8');
    expect(errors).toHaveLength(1);
    expect(errors[0].startsWith(`${at('not-utf8', 'constructs.yaml', '12:17')}the byte 0xE9 is not UTF-8`)).toBe(true);
    expect(errors[0]).toContain('Save the file as UTF-8');
  });

  it("runs the game's checks, and the kit's, on the files that parse while another file has a schema error", () => {
    expect(errorsOf('broken-file-and-check')).toEqual([
      `${at('broken-file-and-check', 'constructs.yaml', '11:13')}robots[1].number: expected a whole number, found "three".`,
      // checkPowers reads powers.yaml and deck.yaml, both clean; checkConstructs needs the broken file and waits.
      `${at('broken-file-and-check', 'powers.yaml', '51:9')}no card carries the power "freakin-laser-beam", so it never fires: add \`- { number: N, power: freakin-laser-beam }\` under carriers, or \`starPower: freakin-laser-beam\` to a variant, or remove the power.`,
      // The kit's own check of how-to-play.yaml runs although the game's checks found a mistake.
      `${at('broken-file-and-check', 'how-to-play.yaml', '25:5')}section "Scoring" has nothing under its heading: add paragraphs, steps (numbered) or points (bullets).`,
    ]);
    expect(load('broken-file-and-check').games).toEqual([]);
  });
});
