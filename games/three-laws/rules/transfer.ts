import { violation, type Violation } from '../../kit/violation.ts';
import type { ThreeLawsContent } from '../content-types.ts';
import type { PlayerID, ThreeLawsState } from '../state.ts';
import { checkNoVoteOpen, recordAct } from './acts.ts';
import { isSeat, turnOrder } from './table.ts';
import { stateWith } from './state-with.ts';

function checkTransferTurn(G: ThreeLawsState, playerID: PlayerID | null | undefined): Violation | undefined {
  if (G.step.kind !== 'transfer') return violation('not-transfer', G.step.kind === 'transfer-offer' ? 'Wait for the keys to be accepted or refused.' : 'Keys change hands in the Transfer phase.');
  if (playerID !== G.step.current) return violation('not-your-transfer', 'It is not your turn to transfer.');
  return checkNoVoteOpen(G);
}

/** The next player clockwise transfers; after the last, everyone turns their card up. */
function nextTransfer(G: ThreeLawsState, from: PlayerID): ThreeLawsState {
  const order = turnOrder(G, G.startPlayer);
  const after = order[order.indexOf(from) + 1];
  return stateWith(G, { step: after === undefined ? { kind: 'reveal', ready: [] } : { kind: 'transfer', current: after } });
}

/** On your turn you may offer every key you hold to one other player. */
export function checkGive(G: ThreeLawsState, playerID: PlayerID | null | undefined, to: unknown): Violation | undefined {
  const turn = checkTransferTurn(G, playerID);
  if (turn) return turn;
  if (!isSeat(G, to) || to === playerID) return violation('bad-target', 'Give your keys to one of the other players.');
  if ((G.keys[playerID as PlayerID] ?? 0) === 0) return violation('no-keys', 'You hold no keys to give.');
  return undefined;
}

export function applyGive(G: ThreeLawsState, content: ThreeLawsContent, playerID: PlayerID, to: PlayerID): ThreeLawsState {
  const keys = G.keys[playerID];
  return recordAct(G, content, { kind: 'give', by: playerID, to, keys }, { step: { kind: 'transfer-offer', current: playerID, to, keys } });
}

/** Or keep them: the turn passes on. */
export function checkKeep(G: ThreeLawsState, playerID: PlayerID | null | undefined): Violation | undefined {
  return checkTransferTurn(G, playerID);
}

export function applyKeep(G: ThreeLawsState, content: ThreeLawsContent, playerID: PlayerID): ThreeLawsState {
  return nextTransfer(recordAct(G, content, { kind: 'keep', by: playerID }), playerID);
}

/** Only the player offered keys answers the offer. */
export function checkReply(G: ThreeLawsState, playerID: PlayerID | null | undefined): Violation | undefined {
  if (G.step.kind !== 'transfer-offer') return violation('no-offer', 'No keys are being offered.');
  if (playerID !== G.step.to) return violation('not-offered', 'The keys are offered to someone else.');
  return checkNoVoteOpen(G);
}

/** Accepted keys move; refused keys stay with the giver. Either way the giver's turn ends. */
export function applyReply(G: ThreeLawsState, content: ThreeLawsContent, playerID: PlayerID, accept: boolean): ThreeLawsState {
  if (G.step.kind !== 'transfer-offer') return G;
  const giver = G.step.current;
  const keys = G.step.keys;
  const moved = accept ? { ...G.keys, [giver]: G.keys[giver] - keys, [playerID]: G.keys[playerID] + keys } : G.keys;
  return nextTransfer(recordAct(G, content, { kind: accept ? 'accept' : 'refuse', by: playerID, to: giver, keys }, { keys: moved }), giver);
}
