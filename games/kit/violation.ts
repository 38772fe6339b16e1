/** Why a move is not allowed: shown to the player, never just "invalid". */
export interface Violation {
  code: string;
  message: string;
}

export const violation = (code: string, message: string): Violation => ({ code, message });
