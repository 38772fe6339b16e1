import { useMemo } from 'react';
import { crazyEights } from '../../../games/crazy-eights/index.ts';
import { eightsRules } from '../../../games/crazy-eights/rules.ts';
import { CardTable } from '../../components/card-table/card-table.tsx';
import { cardTableAttention } from '../../components/card-table/card-table-attention.ts';
import { InForce } from '../../components/card-table/in-force.tsx';
import { ScoreList } from '../../components/card-table/score-list.tsx';
import { movesProps } from '../../components/card-table/moves-props.ts';
import { kitCards } from '../../components/card-table/table-card.tsx';
import { seatNames } from '../seat-names.ts';
import { EIGHTS_GAME_ID, type EightsTableProps } from './table-props.ts';
import { eightsWords } from './words.ts';
import './crazy-eights-table.css';

/** Crazy Eights' table: the kit's card table, with the game's words and the suit an eight called beside the piles. */
export function CrazyEightsTable(props: EightsTableProps) {
  const { G, ctx, playerID, content } = props;
  const { moves } = useMemo(() => eightsRules(content), [content]);
  const names = seatNames(ctx.playOrder, props.matchData);
  const { me, ...fromMoves } = movesProps(moves, G, ctx, playerID);
  const words = eightsWords(content, names, me);
  const called = words.suit(G.calledSuit);
  const over = ctx.gameover;
  return (
    <CardTable
      className="c8-table"
      table={props}
      zones={content.table.zones}
      {...fromMoves}
      renderCard={kitCards(EIGHTS_GAME_ID, content, 'card')}
      cardName={words.card}
      valueName={words.suitLabel}
      playWords={words.playWords(G)}
      middle={called && <InForce mark={called.symbol} words={`${called.name} called`} colour={called.colour} testId="called-suit" />}
      log={G.log.map(words.log)}
      chatBlocked={crazyEights.chatPolicy(G, ctx as never, playerID)?.message}
      result={
        over && (
          <ScoreList
            headline={words.end(over)}
            seats={[...ctx.playOrder].sort((a, b) => over.handTotals[a] - over.handTotals[b])}
            names={names}
            me={me}
            winners={over.winner === null ? [] : [over.winner]}
            columns={[{ label: 'Points in hand', values: over.handTotals }, { label: 'Score', values: over.scores }]}
          />
        )
      }
    />
  );
}

/** 'Your turn' on the seat's turn; the end, once. */
export const eightsAttention = ({ ctx, playerID, content, matchData }: EightsTableProps) =>
  cardTableAttention(ctx, playerID, () => (ctx.gameover ? eightsWords(content, seatNames(ctx.playOrder, matchData), playerID).end(ctx.gameover) : ''));

/** What a match and the replay viewer load of the game, in its chunk (board-registry.ts). */
export const entry = { module: crazyEights, table: CrazyEightsTable, attention: eightsAttention };
