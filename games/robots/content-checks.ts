import type { ContentIssue } from '../kit/game-module.ts';
import { closestWord } from '../kit/content/closest-word.ts';
import type { RobotsContent } from './content-types.ts';
import { runContentChecks } from '../kit/content/partial-content.ts';

const issue = (file: keyof RobotsContent, path: (string | number)[], message: string): ContentIssue => ({ file, path, message });

function checkDeck(content: RobotsContent): ContentIssue[] {
  const { numbers, points, colours, wilds } = content.deck;
  const issues: ContentIssue[] = [];
  if (numbers.high < numbers.low) issues.push(issue('deck', ['numbers', 'high'], `numbers.high is ${numbers.high}, less than numbers.low (${numbers.low}).`));
  points.forEach((range, i) => {
    if (range.to < range.from) issues.push(issue('deck', ['points', i, 'to'], `this range ends (${range.to}) before it starts (${range.from}).`));
  });
  for (let n = numbers.low; n <= numbers.high; n++) {
    const covering = points.filter((r) => n >= r.from && n <= r.to);
    if (covering.length === 0) issues.push(issue('deck', ['points'], `no points range covers the number ${n}: every number from ${numbers.low} to ${numbers.high} needs one.`));
    if (covering.length > 1) issues.push(issue('deck', ['points', points.indexOf(covering[1])], `the number ${n} falls in two points ranges; ranges must not overlap.`));
  }
  const size = colours.length * (numbers.high - numbers.low + 2) + wilds.count;
  const { handSize, players } = content.rules;
  if (handSize * players.max + 1 > size) {
    issues.push(issue('rules', ['handSize'], `with ${players.max} players a deal takes ${handSize} × ${players.max} + 1 = ${handSize * players.max + 1} cards, but the deck has ${size}; lower handSize or players.max.`));
  }
  return issues;
}

function checkRules(content: RobotsContent): ContentIssue[] {
  const { players } = content.rules;
  if (players.max >= players.min) return [];
  return [issue('rules', ['players', 'max'], `players.max is ${players.max}, less than players.min (${players.min}).`)];
}

function checkPowers(content: RobotsContent): ContentIssue[] {
  const ids = content.powers.powers.map((p) => p.id);
  const known = `the powers are ${ids.join(', ')} (see powers.yaml).`;
  const unknown = (id: string) => {
    const guess = closestWord(id, ids);
    return `no power has the id "${id}"${guess ? ` (did you mean "${guess}"?)` : ''}: ${known}`;
  };
  const { low, high } = content.deck.numbers;
  const issues: ContentIssue[] = [];
  content.powers.carriers.forEach((carrier, i) => {
    if (!ids.includes(carrier.power)) issues.push(issue('powers', ['carriers', i, 'power'], unknown(carrier.power)));
    if (carrier.number < low || carrier.number > high) issues.push(issue('powers', ['carriers', i, 'number'], `no card has the number ${carrier.number}: the deck runs from ${low} to ${high}.`));
    const first = content.powers.carriers.findIndex((c) => c.number === carrier.number);
    if (first !== i) issues.push(issue('powers', ['carriers', i, 'number'], `the number ${carrier.number} already carries ${content.powers.carriers[first].power}: a number carries one power.`));
  });
  content.powers.variants.forEach((variant, i) => {
    if (variant.starPower !== undefined && !ids.includes(variant.starPower)) {
      issues.push(issue('powers', ['variants', i, 'starPower'], unknown(variant.starPower)));
    }
  });
  // A power no card carries never fires: its script is never checked by play or the simulator.
  // A carrier that misspells it has said so already.
  const named = [...content.powers.carriers.map((c) => c.power), ...content.powers.variants.flatMap((v) => (v.starPower === undefined ? [] : [v.starPower]))];
  const meant = new Set(named.map((id) => (ids.includes(id) ? id : closestWord(id, ids))));
  content.powers.powers.forEach((power, i) => {
    if (!meant.has(power.id)) {
      issues.push(issue('powers', ['powers', i, 'id'], `no card carries the power "${power.id}", so it never fires: add \`- { number: N, power: ${power.id} }\` under carriers, or \`starPower: ${power.id}\` to a variant, or remove the power.`));
    }
  });
  return issues;
}

function checkConstructs(content: RobotsContent): ContentIssue[] {
  const { low, high } = content.deck.numbers;
  const robots = content.constructs.robots;
  const issues: ContentIssue[] = [];
  robots.forEach((robot, i) => {
    if (robot.number < low || robot.number > high) issues.push(issue('constructs', ['robots', i, 'number'], `no card has the number ${robot.number}: the deck runs from ${low} to ${high}.`));
    const first = robots.findIndex((r) => r.number === robot.number);
    if (first !== i) issues.push(issue('constructs', ['robots', i, 'number'], `a second Constructed Robot for ${robot.number} (the first is "${robots[first].id}"): one robot per number.`));
  });
  for (let n = low; n <= high; n++) {
    if (!robots.some((r) => r.number === n)) issues.push(issue('constructs', ['robots'], `no Constructed Robot for the number ${n}: every number from ${low} to ${high} needs one.`));
  }
  return issues;
}

/** Checks beyond the schemas: the deck serves the player counts, every number scores and builds a robot, powers exist. */
export function checkRobotsContent(content: RobotsContent): ContentIssue[] {
  return runContentChecks(content, [checkDeck, checkRules, checkPowers, checkConstructs]);
}
