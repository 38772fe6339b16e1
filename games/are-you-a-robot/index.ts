import { defineGameModule, type GameModule } from '../kit/game-module.ts';
import { ayarHowToPlayFacts } from './how-to-play-facts.ts';
import { ayarChatPolicy } from './chat-policy.ts';
import { checkAyarContent } from './content-checks.ts';
import type { AyarContent } from './content-types.ts';
import { AYAR_ID, createGame } from './game.ts';
import { ayarInvariants } from './invariants.ts';
import { ayarPrintedCards } from './printed-cards.ts';
import { ayarSeatResults } from './seat-results.ts';
import type { AyarGameover, AyarState } from './state.ts';
import { ayarTally, identityCardTally } from './tally.ts';

function isGameover(value: unknown): value is AyarGameover {
  return typeof value === 'object' && value !== null && 'outcome' in value && 'reason' in value;
}

export const areYouARobot: GameModule<AyarContent, AyarState> = defineGameModule({
  id: AYAR_ID,
  title: 'Are You A Robot?',
  contentFiles: {
    cards: { file: 'cards.yaml', schema: 'cards.schema.json' },
    modes: { file: 'modes.yaml', schema: 'modes.schema.json' },
  },
  checkContent: checkAyarContent,
  howToPlayFacts: ayarHowToPlayFacts,
  createGame,
  setupOptions: (content) => [
    {
      key: 'mode',
      label: 'Mode',
      choices: content.modes.modes.map((m) => ({
        value: m.id,
        label: m.name,
        minPlayers: m.players.min,
        maxPlayers: m.players.max,
        summary: m.summary,
      })),
    },
  ],
  printedCards: ayarPrintedCards,
  chatPolicy: ayarChatPolicy,
  invariants: ayarInvariants,
  tally: ayarTally,
  tallyTitle: 'Identity cards',
  cardTally: identityCardTally,
  seatResults: ayarSeatResults,
  roleTitle: 'Team at the end',
  outcomeLabel: (gameover) => (isGameover(gameover) ? `${gameover.outcome}/${gameover.reason}` : 'unfinished'),
});
