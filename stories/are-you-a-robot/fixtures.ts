import type { ChatMessage, Ctx } from 'boardgame.io';
import { fn } from 'storybook/test';
import content from 'virtual:tablewright/content';
import type { ModeDef } from '../../games/are-you-a-robot/content-types.ts';
import { finish, type Reason } from '../../games/are-you-a-robot/rules/outcome.ts';
import { viewFor } from '../../games/are-you-a-robot/rules/view.ts';
import type { AyarGameover, AyarState } from '../../games/are-you-a-robot/state.ts';
import type { AyarTableProps } from '../../ui/boards/are-you-a-robot/table-props.ts';

/**
 * Matches at notable moments, as full server states. Each story shows one viewer's share
 * through the game's own playerView (viewFor), so a story never shows more than a real
 * player would receive.
 */
export const ayarContent = content['are-you-a-robot'];
export const NAMES = ['Ada', 'Bo', 'Cy', 'Dee', 'Eli', 'Fay'];

export function modeOf(id: string): ModeDef {
  const mode = ayarContent.modes.modes.find((m) => m.id === id);
  if (!mode) throw new Error(`The content has no mode '${id}'.`);
  return mode;
}

const seats = (n: number) => Array.from({ length: n }, (_, i) => String(i));

/** The shipped cards: one card per team, whose id is the team's name. */
const cardsOf = (roles: Record<string, string>) => ({ ...roles });

/** Basic, just dealt: Ada and Bo are Human, Cy is the Robot. */
export const basicStart: AyarState = {
  mode: 'basic',
  players: seats(3),
  deckSize: 3,
  roles: { 0: 'human', 1: 'human', 2: 'robot' },
  cards: cardsOf({ 0: 'human', 1: 'human', 2: 'robot' }),
  setAside: [],
  eliminated: [],
  revealed: {},
  revealedCards: {},
  knownBy: {},
  offers: [],
  robotCardsDealt: 1,
  cardStats: {},
  conversions: [],
  events: [],
};

/** Schrödinger with four: Ada offered Bo a handshake; Cy holds the Robot. */
export const schrodingerOffer: AyarState = {
  mode: 'schrodinger',
  players: seats(4),
  deckSize: 5,
  roles: { 0: 'human', 1: 'human', 2: 'robot', 3: 'human' },
  cards: cardsOf({ 0: 'human', 1: 'human', 2: 'robot', 3: 'human' }),
  setAside: ['human'],
  eliminated: [],
  revealed: {},
  revealedCards: {},
  knownBy: {},
  offers: [{ from: '0', to: '1' }],
  robotCardsDealt: 1,
  cardStats: {},
  conversions: [],
  events: [{ kind: 'offer', from: '0', to: '1' }],
};

/**
 * Extended with six: Cy was dealt the Robot. Dee zapped Eli, a Human: Dee is removed and
 * the engine's conversion dealt the new Robot card to Fay, which Cy (the witness) saw.
 */
export const extendedConversion: AyarState = {
  mode: 'extended',
  players: seats(6),
  deckSize: 7,
  roles: { 0: 'human', 1: 'human', 2: 'robot', 3: 'human', 4: 'human', 5: 'robot' },
  cards: cardsOf({ 0: 'human', 1: 'human', 2: 'robot', 3: 'human', 4: 'human', 5: 'robot' }),
  setAside: ['human', 'human'],
  eliminated: ['3'],
  revealed: { 3: 'human' },
  revealedCards: {},
  knownBy: { 2: { 5: 'robot' } },
  offers: [],
  robotCardsDealt: 2,
  cardStats: {},
  conversions: [{ number: 1, witnesses: ['2'], converted: '5' }],
  events: [
    { kind: 'zap', shooter: '3', victim: '4', victimTeam: 'human', victimCard: 'human' },
    { kind: 'shooter-removed', shooter: '3' },
    { kind: 'conversion', number: 1 },
  ],
};

/** Later in the same match: Ada zapped Cy, a Robot. One Robot card is still unaccounted for. */
export const extendedRobotOut: AyarState = {
  ...extendedConversion,
  eliminated: ['3', '2'],
  revealed: { 0: 'human', 2: 'robot', 3: 'human' },
  revealedCards: { 2: 'robot' },
  events: [
    ...extendedConversion.events,
    { kind: 'offer', from: '1', to: '4' },
    { kind: 'offer-declined', from: '1', to: '4' },
    { kind: 'zap', shooter: '0', victim: '2', victimTeam: 'robot', victimCard: 'robot' },
    { kind: 'robot-out', victim: '2' },
  ],
};

/** Schrödinger where the Robot card was the one set aside: no one at the table is a Robot. */
export const schrodingerNoRobot: AyarState = {
  ...schrodingerOffer,
  roles: { 0: 'human', 1: 'human', 2: 'human', 3: 'human' },
  cards: cardsOf({ 0: 'human', 1: 'human', 2: 'human', 3: 'human' }),
  setAside: ['robot'],
};

/** The match after its last move, and the gameover the game would declare. */
export function ended(G: AyarState, reason: Reason): { G: AyarState; gameover: AyarGameover } {
  const step = finish(G, reason);
  return { G: step.G, gameover: step.gameover! };
}

export const chatLog: ChatMessage[] = [
  { id: 'm1', sender: '0', payload: 'Cy, you paused before answering. Why?' },
  { id: 'm2', sender: '2', payload: 'I was thinking! Humans do that.' },
  { id: 'm3', sender: '1', payload: 'Nobody shake hands yet, please.' },
];

function ctxFor(G: AyarState, gameover?: AyarGameover): Ctx & { gameover?: AyarGameover } {
  return {
    numPlayers: G.players.length,
    playOrder: [...G.players],
    playOrderPos: 0,
    activePlayers: null,
    currentPlayer: '0',
    turn: 1,
    phase: 'default',
    gameover,
  };
}

/** The table's props for one viewer (null: a spectator). */
export function tableProps(G: AyarState, viewer: string | null, gameover?: AyarGameover, chat: ChatMessage[] = chatLog): AyarTableProps {
  return {
    G: viewFor(G, viewer),
    ctx: ctxFor(G, gameover),
    playerID: viewer,
    moves: {
      zap: fn().mockName('zap'),
      offerHandshake: fn().mockName('offerHandshake'),
      withdrawHandshake: fn().mockName('withdrawHandshake'),
      acceptHandshake: fn().mockName('acceptHandshake'),
      declineHandshake: fn().mockName('declineHandshake'),
      declareRevolution: fn().mockName('declareRevolution'),
    },
    matchData: G.players.map((id) => ({ id: Number(id), name: NAMES[Number(id)], isConnected: id !== '4' })),
    chatMessages: chat,
    sendChatMessage: fn().mockName('sendChatMessage'),
    content: ayarContent,
    isConnected: true,
  };
}
