import { EXTRA, type CoinsView, type PlayerID } from '../../../games/evil-robots/state.ts';
import type { ButtonState } from '../../components/action-button/action-button.tsx';
import { PieceButton } from '../../components/action-button/piece-button.tsx';
import { Coin, type CoinNote } from './pieces.tsx';

/** On the viewer's turn: the revealed coin turns over when clicked, at the cost the rules give. */
export interface CoinFlip {
  availability: ButtonState;
  label: string;
  onFlip(): void;
  onExplain(reason: string): void;
}

/** How the viewer knows a hidden coin: their own, peeked at by a card, turned up for all, or unseen. */
export function hiddenNote(coins: CoinsView, owner: string, me: PlayerID | null): CoinNote {
  if (coins.hidden === null) return 'unseen';
  if (coins.open) return 'open';
  return owner === me ? 'yours' : 'peeked';
}

const CAPTION: Record<CoinNote, string> = { shown: 'revealed', yours: 'hidden · yours', peeked: 'hidden · you peeked', open: 'hidden · turned up', unseen: 'hidden' };

/** A player's two coins side by side: the revealed one, and the hidden one as the viewer knows it. */
export function CoinPair({ coins, owner, me, size = 'normal', flip }: { coins: CoinsView; owner: string; me: PlayerID | null; size?: 'normal' | 'small'; flip?: CoinFlip }) {
  const note = hiddenNote(coins, owner, me);
  const shown = <Coin face={coins.shown} note="shown" size={size} testId={`coin-shown-${owner}`} />;
  return (
    <span className="er-coins" data-testid={`coins-${owner}`}>
      <span className="er-coins__one">
        {flip ? (
          <PieceButton availability={flip.availability} onAct={flip.onFlip} onExplain={flip.onExplain} label={flip.label} testId={`coin-flip-${owner}`}>
            {shown}
          </PieceButton>
        ) : (
          shown
        )}
        <span className="er-coins__caption">revealed</span>
      </span>
      <span className="er-coins__one" data-note={note}>
        <Coin face={coins.hidden} note={note} size={size} testId={`coin-hidden-${owner}`} />
        <span className="er-coins__caption">{owner === EXTRA ? 'revealed' : CAPTION[note]}</span>
      </span>
    </span>
  );
}
