/** The move validators, shared by the server's moves and the UI's explanations. */
export { checkZap } from './zap.ts';
export { checkOffer, checkWithdraw, checkAccept, checkDecline } from './handshake.ts';
export { checkRevolution } from './revolution.ts';
