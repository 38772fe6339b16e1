import { Document, isMap, isScalar, isSeq, type Node } from 'yaml';
import type { FactSpec, JsonSchema, Vocabulary } from '../vocabulary.ts';
import { fitExample } from './fit-example.ts';

const VAR = '\\$[a-z][a-z0-9-]*';
const PLAYER_WORDS = ['owner', 'current', 'next', 'previous'];

/**
 * The JSON Schema of one game's scripts, from its vocabulary: every step a property of
 * `step` (one key each), so an editor completes step names and an unknown one is reported at
 * its key; nested step lists refer back to `script`, so they accept the game's steps too.
 */
export function buildScriptSchema(vocabulary: Vocabulary): JsonSchema {
  const zoneNames = Object.keys(vocabulary.zones);
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $comment: `Generated from the script vocabulary of ${vocabulary.game} by \`npm run gen:schemas\`. Do not edit: a test fails when it is stale.`,
    title: `Card script (${vocabulary.game})`,
    description: 'A card ability: a list of steps run in order. Each step is written `- step-name: { arguments }`. See docs/scripting.md.',
    $ref: '#/definitions/script',
    definitions: {
      script: { type: 'array', description: 'Steps run in order, each `- step-name: { arguments }`.', items: { $ref: '#/definitions/step' } },
      step: withWithheld(oneKeyUnion('step', vocabulary.steps, vocabulary), vocabulary),
      condition: oneKeyUnion('condition', vocabulary.conditions, vocabulary),
      zone: {
        type: ['string', 'object'],
        description: `A zone: ${describeNames(vocabulary.zones)}. A name alone means, for a player's zone, the card owner's. As an object: \`{ zone, of }\` names one (\`of: $target\`), \`{ zone, owner: opponent }\` all opponents'; \`where\` picks groups by their facts.`,
        pattern: `^(${zoneNames.join('|')})$`,
        patternErrorMessage: `a zone is one of ${zoneNames.join(', ')}, or an object { zone, of, owner, where }`,
        examples: zoneNames,
        additionalProperties: false,
        required: ['zone'],
        properties: {
          zone: { enum: zoneNames, description: 'The zone name.' },
          of: { $ref: '#/definitions/player', description: 'Whose zone (a player) or which group (a `$variable` holding a group).' },
          owner: { $ref: '#/definitions/owners', description: 'All zones or groups of these players.' },
          where: { $ref: '#/definitions/group-filter', description: 'Only groups with these facts.' },
        },
      },
      cards: {
        type: ['string', 'array'],
        description: 'Cards, named by variables: `$self` (this card), or a `$name` an earlier step set with `as`; a list for several.',
        pattern: `^${VAR}$`,
        patternErrorMessage: 'cards are named by a variable, like $card or $self',
        items: { type: 'string', pattern: `^${VAR}$`, patternErrorMessage: 'cards are named by a variable, like $card or $self' },
      },
      player: {
        type: 'string',
        description: "A player: `owner` (the card's owner), `current` (whose turn it is), `next` or `previous` (seats after and before the owner), or a `$variable` holding a player.",
        pattern: `^(${PLAYER_WORDS.join('|')}|${VAR})$`,
        patternErrorMessage: `a player is ${PLAYER_WORDS.join(', ')} or a $variable`,
        examples: PLAYER_WORDS,
      },
      owners: {
        type: 'string',
        description: 'Whose: `self` (the card owner), `opponent` (everyone else), `any`, or one player as in `player`.',
        pattern: `^(self|opponent|any|${PLAYER_WORDS.join('|')}|${VAR})$`,
        patternErrorMessage: 'write self, opponent, any, a player word or a $variable',
        examples: ['opponent', 'self', 'any'],
      },
      count: {
        type: ['integer', 'string'],
        description: 'How many cards: a number, `all`, `half-up` or `half-down` (half, rounded up or down), or a `$variable`.',
        minimum: 0,
        pattern: `^(all|half-up|half-down|${VAR})$`,
        patternErrorMessage: 'a count is a whole number, all, half-up, half-down or a $variable',
        examples: [1, 2, 'all', 'half-up'],
      },
      number: {
        type: ['integer', 'string'],
        description: 'A whole number, or a `$variable` holding one.',
        minimum: 0,
        pattern: `^${VAR}$`,
        patternErrorMessage: 'write a whole number or a $variable',
      },
      'choice-count': {
        type: ['integer', 'object'],
        description: 'How many to choose: a number, or `{ min, max }` (e.g. `{ min: 0, max: 2 }` for "up to two").',
        minimum: 0,
        additionalProperties: false,
        properties: {
          min: { type: 'integer', minimum: 0, description: 'At least this many.' },
          max: { type: 'integer', minimum: 1, description: 'At most this many.' },
        },
      },
      position: { enum: ['top', 'bottom'], description: 'An end of a zone: `top` or `bottom`.' },
      variable: {
        type: 'string',
        description: 'A `$variable`: `$self`, `$owner`, `$current`, or a name an earlier step set with `as`.',
        pattern: `^${VAR}$`,
        patternErrorMessage: 'write a $variable, like $card',
      },
      'variable-name': {
        type: 'string',
        description: 'A name for a result, in lowercase words joined by hyphens, written without `$` here and with `$` where it is read.',
        pattern: '^[a-z][a-z0-9-]*$',
        patternErrorMessage: 'a name is lowercase words joined by hyphens, without the $',
      },
      duration: namesSchema('duration', vocabulary.durations, (d) => d.description),
      effect: namesSchema('effect', vocabulary.effects, (text) => text),
      list: namesSchema('option list', vocabulary.lists, (text) => text),
      'card-filter': filterSchema('card', vocabulary.cardFacts),
      'group-filter': filterSchema('group', vocabulary.groupFacts),
      text: { type: 'string', minLength: 1, description: 'Text shown to players.' },
    },
  };
}

/** One-key objects: each definition is a property, so unknown names fail at their key. Examples are in the game's words (fitExample), or left out. */
function oneKeyUnion(what: string, definitions: { name: string; description: string; args: JsonSchema; example: unknown }[], vocabulary: Vocabulary): JsonSchema {
  return {
    type: 'object',
    description: `One ${what}, written \`${what === 'step' ? '- ' : ''}name: arguments\`.`,
    minProperties: 1,
    maxProperties: 1,
    additionalProperties: false,
    properties: Object.fromEntries(
      definitions.map((d) => {
        const example = fitExample(d.example, vocabulary);
        const shown = example === undefined ? {} : { markdownDescription: `${d.description}\n\nExample:\n\n\`\`\`yaml\n${exampleYaml(what, d.name, example)}\`\`\``, examples: [example] };
        return [d.name, { ...d.args, title: d.name, description: d.description, ...shown }];
      }),
    ),
  };
}

/**
 * A withheld kit step stays a known key that always fails, so the error (and the editor's
 * underline) names the game's step instead of "unknown field": `discard` and `discard-card`
 * are too far apart for a did-you-mean.
 */
function withWithheld(union: JsonSchema, vocabulary: Vocabulary): JsonSchema {
  const withheld = Object.entries(vocabulary.withheld);
  if (withheld.length === 0) return union;
  const properties = union.properties as Record<string, JsonSchema>;
  return {
    ...union,
    properties: {
      ...properties,
      ...Object.fromEntries(
        withheld.map(([name, { use, why }]) => [
          name,
          { description: `Not run in this game: write \`${use}\` instead.`, not: {}, doNotSuggest: true, errorMessage: `this game does not run the kit's \`${name}\` step: ${why}. Write \`${use}\` instead (its arguments: ${Object.keys((properties[use]?.properties as object) ?? {}).join(', ')}).` },
        ]),
      ),
    },
  };
}

/** An example as a designer writes it: steps one per line, short arguments `{ in: braces }`. */
export function exampleYaml(what: string, name: string, example: unknown): string {
  const doc = new Document(what === 'step' ? [{ [name]: example }] : { [name]: example });
  const outer = doc.contents as Node;
  const steps = isSeq(outer) ? outer.items : [outer];
  for (const step of steps) if (isMap(step)) for (const pair of step.items) flowSmall(pair.value as Node);
  return doc.toString({ flowCollectionPadding: true });
}

/** Flow style for collections that hold no step list; returns whether `node` went flow. */
function flowSmall(node: Node | null): boolean {
  if (!isMap(node) && !isSeq(node)) return true;
  const items = (isMap(node) ? node.items.map((p) => p.value) : node.items) as (Node | null)[];
  if (isSeq(node) && items.some((item) => isMap(item) && item.items.length === 1)) {
    // A nested step list: written like the outer one, one `- step: ...` per line.
    for (const step of items) if (isMap(step)) for (const pair of step.items) flowSmall(pair.value as Node);
    return false;
  }
  const children = items.map((item) => (isScalar(item) ? true : flowSmall(item)));
  node.flow = children.every(Boolean) && JSON.stringify(node.toJSON()).length <= 70;
  return node.flow;
}

function namesSchema<T>(what: string, names: Record<string, T>, describe: (value: T) => string): JsonSchema {
  const list = Object.keys(names);
  if (list.length === 0) return { not: {}, description: `This game declares no ${what}s.` };
  return { enum: list, description: `One of the game's ${what}s: ${list.map((n) => `\`${n}\`: ${describe(names[n])}`).join(' ')}` };
}

function filterSchema(what: string, facts: Record<string, FactSpec>): JsonSchema {
  const names = Object.keys(facts);
  return {
    type: 'object',
    description: names.length
      ? `Facts a ${what} must have. Each is a value, a list of allowed values, or \`{ min, max }\` for numbers. Facts: ${names.join(', ')}.`
      : `This game gives its ${what}s no facts to filter on.`,
    additionalProperties: false,
    properties: Object.fromEntries(
      names.map((name) => [
        name,
        {
          description: facts[name].description,
          anyOf: [
            facts[name].schema,
            { type: 'array', minItems: 1, items: facts[name].schema },
            { type: 'object', additionalProperties: false, minProperties: 1, properties: { min: { type: 'number' }, max: { type: 'number' } } },
          ],
        },
      ]),
    ),
  };
}

function describeNames(zones: Vocabulary['zones']): string {
  return Object.entries(zones)
    .map(([name, z]) => `\`${name}\` (${z.kind === 'player' ? "each player's" : z.kind === 'group' ? 'groups' : 'shared'}: ${z.description})`)
    .join(', ');
}

/** The file as written to disk: stable key order and a final newline, so a diff shows real changes. */
export function scriptSchemaText(vocabulary: Vocabulary): string {
  return `${JSON.stringify(buildScriptSchema(vocabulary), null, 2)}\n`;
}
