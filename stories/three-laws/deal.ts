import type { Deal, Step } from './play-match.ts';

/**
 * The fixtures' match: Ada, Bo, Cy and Di skip the warm-up (round 2 first, so a law is in
 * force from the start), Androids against Robots. Ada starts; the Law Card deck reveals
 * Query Syntax in round 2, Boolean Ban and Left Hand Lockout in round 3, then Compressed
 * Protocol, Mandatory Acceptance and Handshake Protocol in round 4. The Victory Point deck
 * is stacked so that Ada and Bo tie at the end, and the tie-break decides.
 */
export const NAMES = ['Ada', 'Bo', 'Cy', 'Di'];

export const DEAL: Deal = {
  players: ['0', '1', '2', '3'],
  firstRound: 2,
  factions: ['android', 'robot'],
  start: '0',
  laws: ['query-syntax', 'boolean-ban', 'left-hand-lockout', 'compressed-protocol', 'mandatory-acceptance', 'handshake-protocol'],
  rounds: [
    { 0: 'android-3', 1: 'robot-2', 2: 'android-1', 3: 'robot-4' },
    { 0: 'robot-1', 1: 'android-4', 2: 'robot-3', 3: 'android-2' },
    { 0: 'android-2', 1: 'robot-4', 2: 'robot-1', 3: 'android-3' },
  ],
  vp: [2, 1, 3, 1, 2, 1, 1, 3, 2, 1, 2, 1, 1, 1, 3, 2, 1, 3, 1, 2],
};

export const READY_ALL: Step[] = ['0', '1', '2', '3'].map((p) => [p, 'ready']);

/** After the Transfer every player turns their card up; the last one up scores the round. */
export const REVEAL_ALL: Step[] = ['0', '1', '2', '3'].map((p) => [p, 'reveal']);

/**
 * Round 2 (Query Syntax: every question ends with "?"). Cy forgets the question mark and Di
 * calls Error on it; both factions get the keys to their leaders; Di starts round 3.
 */
export const ROUND_2: Step[] = [
  ['0', 'ask', '2', 'Am I the highest rank you see?', { id: 'highest-rank', params: {} }],
  ['2', 'answer', 'No'],
  ['1', 'ask', '3', 'Am I in the same faction as Ada?', { id: 'same-faction', params: { player: '0' } }],
  ['3', 'answer', 'No'],
  ['2', 'ask', '0', 'Is my rank 3 or more', { id: 'rank-at-least', params: { rank: 3 } }],
  ['3', 'callError', 'r2-5'],
  ['0', 'answer', 'No, sorry'],
  ['3', 'ask', '1', 'Do I lead my faction?', { id: 'lead-my-faction', params: {} }],
  ['1', 'answer', 'Yes'],
  ['0', 'keepKeys'],
  ['1', 'giveKeys', '3'],
  ['3', 'acceptKeys'],
  ['2', 'giveKeys', '0'],
  ['0', 'acceptKeys'],
  ['3', 'keepKeys'],
  ...REVEAL_ALL,
  ...READY_ALL,
];

/** Round 3 opens (Boolean Ban, Left Hand Lockout; Di starts): Di asked Bo, who answered without a yes or a no. */
export const R3_FIRST_QUERY: Step[] = [
  ['3', 'ask', '1', 'Am I the highest rank you see?', { id: 'highest-rank', params: {} }],
  ['1', 'answer', 'Negative'],
];

/** Ada asks Cy about Bo's rank. */
export const R3_ADA_ASKS: Step[] = [['0', 'ask', '2', "Is my rank the same as Bo's?", { id: 'same-rank', params: { player: '1' } }]];

/** Cy answers "No" under Boolean Ban, and Bo calls Error on it: right. */
export const R3_ERROR_RIGHT: Step[] = [
  ['2', 'answer', 'No'],
  ['1', 'callError', 'r3-4'],
];

/** Bo asks Di; Di's answer keeps every law, yet Cy calls Error on it: wrong, and the window to accuse Cy opens. */
export const R3_ERROR_WRONG: Step[] = [
  ['1', 'ask', '3', 'Am I one of the Androids?', { id: 'faction-is', params: { faction: 'android' } }],
  ['3', 'answer', 'Affirmative'],
  ['2', 'callError', 'r3-6'],
];

/** Ada accuses Cy first and takes a token (from the supply: Cy has none). */
export const R3_ACCUSED: Step[] = [['0', 'accuse']];

/** Cy asks Di, the player on Cy's left: Left Hand Lockout is broken and nobody calls it. Then the Transfer: Di offers the key to Bo. */
export const R3_TO_OFFER: Step[] = [
  ['2', 'ask', '3', 'How many Robots do you see?', { id: 'count-faction', params: { faction: 'robot' } }],
  ['3', 'answer', '2'],
  ['3', 'giveKeys', '1'],
];

/** Bo refuses Di's key; the Transfer goes on to the end of the round. */
export const R3_REFUSED: Step[] = [['1', 'refuseKeys']];

export const R3_TO_END: Step[] = [
  ['0', 'giveKeys', '2'],
  ['2', 'acceptKeys'],
  ['1', 'keepKeys'],
  ['2', 'keepKeys'],
];

/** The Transfer is over: Ada and Bo have turned their cards up. */
export const R3_SOME_UP: Step[] = REVEAL_ALL.slice(0, 2);

/** Round 4 (Compressed Protocol, Mandatory Acceptance, Handshake Protocol), played to the end of the game. */
export const ROUND_4: Step[] = [
  ['0', 'ask', '2', 'Top rank here?', { id: 'highest-rank', params: {} }],
  ['2', 'answer', 'Acknowledged. No.'],
  ['1', 'ask', '3', 'Top rank?', { id: 'highest-rank', params: {} }],
  ['3', 'answer', 'Acknowledged, yes'],
  ['2', 'ask', '0', 'Do I lead my faction?', { id: 'lead-my-faction', params: {} }],
  ['0', 'answer', 'Acknowledged: no'],
  ['3', 'ask', '1', 'Same faction as Ada?', { id: 'same-faction', params: { player: '0' } }],
  ['1', 'answer', 'Acknowledged. Yes.'],
  ['0', 'giveKeys', '3'],
  ['3', 'acceptKeys'],
  ['1', 'keepKeys'],
  ['2', 'giveKeys', '1'],
  ['1', 'acceptKeys'],
  ['3', 'keepKeys'],
  ...REVEAL_ALL,
];

