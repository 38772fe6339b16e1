import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { areYouARobot } from '../../../games/are-you-a-robot/index.ts';
import { biasEffect } from '../../../games/bias-effect/index.ts';
import { checkHowToPlayFacts } from '../../../games/kit/content/how-to-play-facts.ts';
import type { ContentModule } from '../../../games/kit/content/load-game-content.ts';
import type { HowToPlay } from '../../../games/kit/kit-content-files.ts';
import { robots } from '../../../games/robots/index.ts';
import { errorsAfterEdits, type FixtureEdit } from '../../support/edited-fixture.ts';

// The summaries are prose, but the numbers in them come from the games' own content: when a
// designer changes a player range, a power's number or the target and not the summary (or the
// other way round), validate says so at the words, as it does any content error.
const errorsAfter = (module: ContentModule, edits: FixtureEdit[]) => errorsAfterEdits(`test/fixtures/${module.id}/good`, module, edits);

describe('the how-to-play summary agrees with the content (a kit check validate runs)', () => {
  it('the fixture trees agree', () => {
    for (const module of [robots, biasEffect, areYouARobot]) expect(errorsAfter(module, []), module.id).toEqual([]);
  });

  it('ROBOTS!: a new target, player range and power numbers, reported at the words that went stale, with the words to write', () => {
    const errors = errorsAfter(robots, [
      ['rules.yaml', 'targetScore: 250', 'targetScore: 300'],
      ['rules.yaml', 'players: { min: 2, max: 5 }', 'players: { min: 2, max: 6 }'],
      ['powers.yaml', '{ number: 10, power: extra-parts }', '{ number: 9, power: extra-parts }'],
    ]);
    const lines = readFileSync('test/fixtures/robots/good/robots/how-to-play.yaml', 'utf8').split('\n');
    const at = (words: string) => {
      const line = lines.findIndex((l) => l.includes(words));
      return `<game>/how-to-play.yaml:${line + 1}:${lines[line].indexOf(words) + 1}`;
    };
    expect(errors).toEqual([
      `${at('2–5 players')}: error: players says "2–5 players", but players in rules.yaml is 2 to 6: write \`players: 2–6 players\`, or change the content if "2–5 players" is what you meant.`,
      `${at('**250 points**')}: error: the summary says "**250 points**", but targetScore in rules.yaml is 300: write "**300 points**" here, or change the content if "**250 points**" is what you meant.`,
      `${at('Powers (10 to 14)')}: error: the summary says "Powers (10 to 14)", but powers.yaml's carriers run from 9 to 14: write "Powers (9 to 14)" here, or change the content if "Powers (10 to 14)" is what you meant.`,
      `${at('Discard a 10 to 14')}: error: the summary says "Discard a 10 to 14", but powers.yaml's carriers run from 9 to 14: write "Discard a 9 to 14" here, or change the content if "Discard a 10 to 14" is what you meant.`,
      `${at('**10 Extra Parts**')}: error: the summary says "**10 Extra Parts**", but powers.yaml puts Extra Parts on the 9s: write "**9 Extra Parts**" here, or change the content if "**10 Extra Parts**" is what you meant.`,
    ]);
  });

  it("Are You A Robot?: a mode's player range, in its section heading and in the players line", () => {
    expect(errorsAfter(areYouARobot, [['modes.yaml', 'players: { min: 2, max: 4 }', 'players: { min: 3, max: 4 }']])).toEqual([
      '<game>/how-to-play.yaml:7:10: error: players says "2–10 players", but the player count over the modes of modes.yaml is 3 to 10: write `players: 3–10 players`, or change the content if "2–10 players" is what you meant.',
      '<game>/how-to-play.yaml:46:14: error: the summary says "Schrödinger (2–4 players)", but mode schrodinger in modes.yaml plays with 3 to 4 players: write "Schrödinger (3–4 players)" here, or change the content if "Schrödinger (2–4 players)" is what you meant.',
    ]);
  });

  it('Bias Effect: a number the summary gives, changed in rules.yaml; a summary that leaves numbers out is not wrong', () => {
    const said = ['how-to-play.yaml', 'steps: [Trade, Bid, Life, Algorithm]', 'steps: [Trade, Bid, Life, Algorithm]\n    points: ["You start with **3 Algorithm cards**."]'] as FixtureEdit;
    expect(errorsAfter(biasEffect, [said])).toEqual([]);
    expect(errorsAfter(biasEffect, [said, ['rules.yaml', 'startingHand: 3', 'startingHand: 4']])).toEqual([
      '<game>/how-to-play.yaml:9:30: error: the summary says "**3 Algorithm cards**", but startingHand in rules.yaml is 4: write "**4 Algorithm cards**" here, or change the content if "**3 Algorithm cards**" is what you meant.',
    ]);
  });

  it('of two phrases of one shape, blames the one no other number accounts for', () => {
    const howToPlay: HowToPlay = { title: 'T', tagline: 'T', goal: 'Draw **2 Algorithm cards** each round; start with **5 Algorithm cards**.', sections: [{ heading: 'H', points: ['x'] }] };
    const facts = [
      { says: '**3 Algorithm cards**', from: 'startingHand in rules.yaml is 3' },
      { says: '**2 Algorithm cards**', from: 'drawPerRound in rules.yaml is 2' },
    ];
    expect(checkHowToPlayFacts(howToPlay, facts)).toEqual([
      { file: 'howToPlay', path: ['goal'], find: '**5 Algorithm cards**', message: expect.stringContaining('write "**3 Algorithm cards**" here') },
    ]);
  });
});
