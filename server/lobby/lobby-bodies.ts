import Ajv, { type ErrorObject, type JSONSchemaType } from 'ajv';

/** How long a stored player name or a seat's data may be: they are shown in every listing. */
export const LOBBY_LIMITS = {
  nameChars: 40,
  dataChars: 500,
  setupDataChars: 2_000,
  idChars: 128,
};

export interface CreateBody {
  numPlayers?: number;
  setupData?: Record<string, unknown>;
  unlisted?: boolean;
}

export interface JoinBody {
  playerID?: string;
  playerName: string;
  data?: unknown;
}

export interface SeatBody {
  playerID: string;
  credentials: string;
}

export interface PlayAgainBody extends SeatBody {
  numPlayers?: number;
  setupData?: Record<string, unknown>;
  unlisted?: boolean;
}

export interface UpdateBody extends SeatBody {
  newName?: string;
  data?: unknown;
}

// `expect` says, in words, what a field takes: the error message quotes it.
const id = { type: 'string', minLength: 1, maxLength: LOBBY_LIMITS.idChars, expect: 'a string of 1 to 128 characters' } as const;
const name = {
  type: 'string',
  minLength: 1,
  maxLength: LOBBY_LIMITS.nameChars,
  pattern: '^[^\\u0000-\\u001f\\u007f]*[^\\s\\u0000-\\u001f\\u007f][^\\u0000-\\u001f\\u007f]*$',
  expect: `a name: a string of 1 to ${LOBBY_LIMITS.nameChars} characters, not only spaces, no control characters`,
} as const;
const numPlayers = { type: 'integer', expect: 'a whole number of players' } as const;
const setupData = { type: 'object', expect: 'an object of setup options, such as { "mode": "basic" }', required: [] } as const;
const unlisted = { type: 'boolean', expect: 'true or false' } as const;
const data = { expect: `any JSON value of at most ${LOBBY_LIMITS.dataChars} characters` } as const;

const schemas = {
  create: {
    type: 'object',
    properties: { numPlayers, setupData, unlisted },
    additionalProperties: false,
  },
  join: {
    type: 'object',
    properties: { playerID: id, playerName: name, data },
    required: ['playerName'],
    additionalProperties: false,
  },
  leave: {
    type: 'object',
    properties: { playerID: id, credentials: id },
    required: ['playerID', 'credentials'],
    additionalProperties: false,
  },
  playAgain: {
    type: 'object',
    properties: { playerID: id, credentials: id, numPlayers, setupData, unlisted },
    required: ['playerID', 'credentials'],
    additionalProperties: false,
  },
  update: {
    type: 'object',
    properties: { playerID: id, credentials: id, newName: name, data },
    required: ['playerID', 'credentials'],
    additionalProperties: false,
  },
} as const;

export type LobbyAction = keyof typeof schemas;

interface Bodies {
  create: CreateBody;
  join: JoinBody;
  leave: SeatBody;
  playAgain: PlayAgainBody;
  update: UpdateBody;
}

const ajv = new Ajv({ allErrors: false, verbose: true });
ajv.addKeyword({ keyword: 'expect', schemaType: 'string' });
const validators = Object.fromEntries(
  Object.entries(schemas).map(([action, schema]) => [action, ajv.compile(schema as unknown as JSONSchemaType<unknown>)]),
) as unknown as { [A in LobbyAction]: ReturnType<typeof ajv.compile<Bodies[A]>> };

function describe(action: LobbyAction, error: ErrorObject): string {
  const field = error.instancePath.replace(/^\//, '').split('/')[0];
  const fields = Object.keys(schemas[action].properties).join(', ');
  if (error.keyword === 'additionalProperties') {
    const extra = String((error.params as { additionalProperty: string }).additionalProperty).slice(0, 40);
    return `unknown field '${extra}' in a ${action} request; its fields are ${fields}`;
  }
  if (error.keyword === 'required') return `a ${action} request needs '${(error.params as { missingProperty: string }).missingProperty}'`;
  if (!field) return `a ${action} request must be a JSON object with the fields ${fields}`;
  const expected = (error.parentSchema as { expect?: string } | undefined)?.expect;
  return `'${field}' must be ${expected ?? 'as documented'}`;
}

const tooLong = (value: unknown, max: number) => value !== undefined && JSON.stringify(value).length > max;

/** The body of a lobby request with every field typed and sized, or the sentence saying what to send instead. */
export function parseLobbyBody<A extends LobbyAction>(action: A, body: unknown): Bodies[A] | string {
  const validate = validators[action];
  if (!validate(body)) return describe(action, validate.errors![0]);
  const fields = body as { data?: unknown; setupData?: unknown };
  if (tooLong(fields.data, LOBBY_LIMITS.dataChars)) return `'data' must be ${data.expect}`;
  if (tooLong(fields.setupData, LOBBY_LIMITS.setupDataChars)) return `'setupData' holds at most ${LOBBY_LIMITS.setupDataChars} characters of JSON`;
  return body as Bodies[A];
}
