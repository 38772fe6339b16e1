import { artUrl } from '../../components/card/art-url.ts';
import { PiecePile } from '../../components/pieces/piece-pile.tsx';
import { PieceRow } from '../../components/pieces/piece-row.tsx';
import type { PieceFormat } from '../../../games/kit/cards/piece-formats.ts';
import { usePieceLook } from './piece-looks.tsx';
import { tokensWord } from './words.ts';
import './action-token.css';

type TokenLook = { face: string; edge: string; mark: string; art?: string };

/** A token's colours from its piece look; without one it takes `colour` (the text's, at the table). The bolt is the edge's colour unless a mark is given. */
export function tokenLook(look: PieceFormat | undefined, colour = 'currentColor'): TokenLook {
  return look ? { ...look, mark: look.mark ?? look.edge } : { face: colour, edge: colour, mark: 'transparent' };
}

const useTokenLook = () => tokenLook(usePieceLook('action-token'));

const HEX = 'M12 1.5 19.8 6v9L12 19.5 4.2 15V6z';
const BOLT = 'M13.1 4.6 8.5 11.5h3.3l-1.1 5.2 4.7-7h-3.3z';

/** The token flat, as a glyph in a line of words: a sentence at the table, a Robot Card's cost (its template's `action-token` drawing). */
export function TokenGlyph({ look }: { look: TokenLook }) {
  if (look.art) return <img className="er-token-icon er-token-icon--art" src={artUrl(look.art)} alt="" aria-hidden="true" />;
  return (
    <svg className="er-token-icon" viewBox="2 0 20 21" aria-hidden="true">
      <path d={HEX} fill={look.face} stroke={look.edge} strokeWidth="1.4" strokeLinejoin="round" />
      <path d={BOLT} fill={look.mark} />
    </svg>
  );
}

export function TokenIcon() {
  return <TokenGlyph look={useTokenLook()} />;
}

/** One Action Token as a piece on the table: a thick hexagonal chit with a bolt, or the artist's token. */
export function ActionToken() {
  const look = useTokenLook();
  if (look.art) return <img className="er-token er-token--art" src={artUrl(look.art)} alt="" aria-hidden="true" />;
  return (
    <svg className="er-token" viewBox="2 0 20 23" aria-hidden="true">
      <path d={HEX} transform="translate(0 2.6)" fill={look.edge} />
      <path d={HEX} transform="translate(0 2.6)" className="er-token__side" />
      <path d={HEX} fill={look.face} stroke={look.edge} strokeWidth="1.2" strokeLinejoin="round" />
      <path d={BOLT} fill={look.mark} />
    </svg>
  );
}

/** A player's Action Tokens, one piece each: spending one lifts it off (PieceRow). */
export function ActionTokens({ n, cap, testId }: { n: number; cap?: number; testId?: string }) {
  return <PieceRow n={n} cap={cap} piece={<ActionToken />} words={tokensWord(n)} testId={testId} />;
}

/** The supply's Action Tokens: a pile and its count. */
export function TokenSupply({ n }: { n: number }) {
  return <PiecePile n={n} piece={<ActionToken />} words={`${tokensWord(n)} in the supply`} testId="supply-tokens" />;
}
