/**
 * The private event a socket gets when the server drops one of its messages, and what it
 * carries: shared by the server that sends it and the tables that explain it.
 */
export const DROP_EVENT = 'tablewright:error';

export interface DropNotice {
  /** The incoming event that was dropped: 'update', 'chat', 'sync'... */
  event: string;
  code: string;
  message: string;
}
