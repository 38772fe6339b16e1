import type { Step } from '../../kit/script/index.ts';
import { algorithmOf, lifeOf } from '../rules/catalog.ts';
import { roundLead } from '../rules/round.ts';
import { scriptOf } from '../script/host.ts';
import type { CardId, PlayerID } from '../state.ts';
import { isChoice } from './choices.ts';
import type { BotSeat } from './seat.ts';

/** The script a paused card runs, read from the round's public record: the Life outcome, or the Algorithm card played last. */
export function runningScript(seat: BotSeat): { script: Step[]; owner: PlayerID; winner: PlayerID | null; self: CardId } | undefined {
  const { view, content } = seat;
  const run = view.scripts.running;
  if (!run) return undefined;
  if (run.tag === 'life' && view.round.life) {
    const { card, outcome } = view.round.life;
    return { script: [...scriptOf(lifeOf(content, card).outcomes[outcome].script)], owner: roundLead(view), winner: view.round.bids?.winner ?? null, self: card };
  }
  const played = view.round.algorithms.findLast((a) => a.card !== null);
  if (run.tag === 'algorithm' && played?.card) return { script: [...scriptOf(algorithmOf(content, played.card).script)], owner: played.player, winner: played.player, self: played.card };
  return undefined;
}

/** Where a choice sits in a script: its step and what runs after it (the rest of its block, then of the blocks around it). */
export interface ChoiceAt {
  name: string;
  args: Record<string, unknown>;
  rest: Step[];
}

const BLOCKS = ['then', 'else', 'steps'];

/**
 * The choice step that asks `prompt`, found by its prompt (a paused script's place is not in
 * the view). A loop around it is left after this pass: what its later passes would do is not counted.
 */
export function choiceAsking(steps: readonly Step[], prompt: string): ChoiceAt | undefined {
  for (let i = 0; i < steps.length; i++) {
    const [name, raw] = Object.entries(steps[i] ?? {})[0] ?? [];
    const args = (raw ?? {}) as Record<string, unknown>;
    const after = steps.slice(i + 1);
    if (isChoice(name) && args.prompt === prompt) return { name, args, rest: after };
    for (const block of BLOCKS) {
      const inner = Array.isArray(args[block]) ? choiceAsking(args[block] as Step[], prompt) : undefined;
      if (inner) return { ...inner, rest: [...inner.rest, ...after] };
    }
  }
  return undefined;
}
