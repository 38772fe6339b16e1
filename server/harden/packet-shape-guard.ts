import type { Game } from 'boardgame.io';
import type { DropNotice } from './drop-notice.ts';
import { moveNames } from '../../games/kit/rules/move-names.ts';

export const PACKET_LIMITS = {
  /** Largest incoming message, as JSON characters: a move's arguments are a few ids, a chat
   *  message at most chatChars. Anything larger would only reach boardgame.io's log lines. */
  packetChars: 4_000,
  /** Largest chat payload, as JSON characters. */
  chatChars: 1_000,
  /** Longest id (match, player, chat message, credentials). */
  idChars: 128,
};

const EVENTS = ['update', 'sync', 'chat'];

// Master hands any action type to the reducer, and UPDATE, SYNC, RESET and PATCH replace or
// patch the whole authoritative state: a seated player could write any state they like.
const CLIENT_ACTION_TYPES = ['MAKE_MOVE', 'GAME_EVENT', 'UNDO', 'REDO'];

type Check = DropNotice | undefined;

const isId = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= PACKET_LIMITS.idChars;
const isOptionalId = (v: unknown) => v === undefined || v === null || isId(v);
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function jsonLength(value: unknown): number {
  try {
    return JSON.stringify(value ?? null).length;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

const refuse = (event: string, code: string, message: string): DropNotice => ({ event, code, message });

function checkUpdate(game: Game, args: unknown[]): Check {
  const [action, stateID, matchID, playerID] = args;
  if (!isRecord(action) || !isRecord(action.payload)) return refuse('update', 'bad-action', 'an update needs an action with a payload');
  if (!Number.isInteger(stateID)) return refuse('update', 'bad-action', 'an update needs the integer state id it was based on');
  if (!isId(matchID) || !isId(playerID)) return refuse('update', 'bad-action', 'an update needs a match id and a seat');
  const { type, payload } = action;
  if (typeof type !== 'string' || !CLIENT_ACTION_TYPES.includes(type)) {
    return refuse('update', 'forbidden-action', `action type ${String(type)} may not come from a client`);
  }
  // The reducer plays the move as payload.playerID while Master authenticated the 4th argument.
  if (payload.playerID !== playerID) {
    return refuse('update', 'forbidden-action', 'the action must be made by the seat that sends it');
  }
  if (typeof payload.type !== 'string') return refuse('update', 'bad-action', 'the action needs a move or event name');
  if (type === 'MAKE_MOVE' && !moveNames(game).has(payload.type)) {
    return refuse('update', 'unknown-move', `${game.name} has no move ${payload.type}`);
  }
  if (payload.args !== undefined && payload.args !== null && !Array.isArray(payload.args)) {
    return refuse('update', 'bad-action', 'move arguments must be a list');
  }
  if (payload.credentials !== undefined && !isId(payload.credentials)) {
    return refuse('update', 'bad-action', 'credentials must be a string');
  }
  // A game that wants clients to call an event (endTurn...) must enable it explicitly: by
  // default boardgame.io lets an active player call endGame with any result.
  if (type === 'GAME_EVENT' && (game.events as Record<string, unknown> | undefined)?.[payload.type] !== true) {
    return refuse('update', 'forbidden-action', `event ${payload.type} may not be called by a player`);
  }
  return undefined;
}

function checkSync(args: unknown[]): Check {
  const [matchID, playerID, credentials] = args;
  if (!isId(matchID)) return refuse('sync', 'bad-sync', 'sync needs a match id');
  if (!isOptionalId(playerID)) return refuse('sync', 'bad-sync', 'the seat must be a string');
  if (!isOptionalId(credentials)) return refuse('sync', 'bad-sync', 'credentials must be a string');
  return undefined;
}

function checkChat(args: unknown[]): Check {
  const [matchID, message, credentials] = args;
  if (!isId(matchID) || !isRecord(message)) return refuse('chat', 'bad-chat', 'a chat message needs a match id and a message');
  // A spectator's message has no sender; the game's chat policy answers it (match guard).
  if (!isOptionalId(message.sender)) return refuse('chat', 'bad-chat', 'the sender must be a seat');
  if (!isId(message.id)) return refuse('chat', 'bad-chat', 'a chat message needs an id');
  if (!isOptionalId(credentials)) return refuse('chat', 'bad-chat', 'credentials must be a string');
  if (message.payload === undefined || jsonLength(message.payload) > PACKET_LIMITS.chatChars) {
    return refuse('chat', 'chat-too-long', `a chat message holds at most ${PACKET_LIMITS.chatChars} characters`);
  }
  return undefined;
}

/**
 * Checks an incoming packet before boardgame.io sees it: only its three events, bounded
 * size, the argument shapes its handlers assume, and no action a client must never send.
 */
export function checkPacketShape(game: Game, event: string, args: unknown[]): Check {
  if (!EVENTS.includes(event)) return refuse(event.slice(0, 40), 'unknown-event', `unknown event ${event.slice(0, 40)}`);
  if (jsonLength(args) > PACKET_LIMITS.packetChars) {
    return refuse(event, 'too-large', `messages are limited to ${PACKET_LIMITS.packetChars} characters`);
  }
  if (event === 'update') return checkUpdate(game, args);
  if (event === 'sync') return checkSync(args);
  return checkChat(args);
}
