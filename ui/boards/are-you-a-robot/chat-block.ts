import type { Ctx } from 'boardgame.io';
import { ayarChatPolicy } from '../../../games/are-you-a-robot/chat-policy.ts';
import type { AyarState, AyarView } from '../../../games/are-you-a-robot/state.ts';

/**
 * Why this viewer may not post, from the game's own chat policy (the server applies the
 * same one). The policy reads only the seats and who is out, which every view carries.
 */
export function chatBlockReason(G: AyarView, ctx: Ctx, playerID: string | null): string | undefined {
  return ayarChatPolicy(G as unknown as AyarState, ctx, playerID)?.message;
}
