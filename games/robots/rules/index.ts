/** The move validators, shared by the server's moves, the bots and the UI's explanations. */
export { checkDrawFromFactory, checkTakeFromHeap } from './draw.ts';
export { checkLayDown, checkExtend } from './plays.ts';
export { checkDiscard } from './discard.ts';
export { checkClaim } from './claim.ts';
