import type { BiasContent } from '../../../games/bias-effect/content-types.ts';
import { algorithmOf, lifeOf } from '../../../games/bias-effect/rules/catalog.ts';
import { clockwiseFrom } from '../../../games/bias-effect/rules/chips.ts';
import type { PlayerID, RoundLog } from '../../../games/bias-effect/state.ts';
import { chipsWord, listed, OUTCOME_COLOUR, type Namer } from './words.ts';

interface Props {
  log: RoundLog;
  players: PlayerID[];
  content: BiasContent;
  n: Namer;
  /** Which parts to tell: the table shows the bids and the Life card of the round in play as cards of their own. */
  parts: ('trades' | 'life' | 'algorithms')[];
}

/** What a round did, as short lines in play order: the trade-ins, the Life card's outcome, each Algorithm turn. */
export function RoundLogLines({ log, players, content, n, parts }: Props) {
  const lines: { key: string; text: string; colour?: string }[] = [];
  if (parts.includes('trades') && Object.keys(log.trades).length > 0) {
    const order = clockwiseFrom(players, log.firstPlayer);
    for (const p of order) {
      const trade = log.trades[p];
      if (trade) lines.push({ key: `trade-${p}`, text: `${n.subject(p)} traded in ${algorithmOf(content, trade.card).name} for ${chipsWord(trade.chips)}.` });
    }
    // Keeping is the quiet choice: one line for everyone who made it.
    const kept = order.filter((p) => log.trades[p] === null);
    if (kept.length === players.length) lines.push({ key: 'kept', text: 'Nobody traded a card in.' });
    else if (kept.length > 0) lines.push({ key: 'kept', text: `Kept every card: ${listed(kept.map((p) => n.object(p)))}.` });
  }
  if (parts.includes('life') && log.life) {
    const life = lifeOf(content, log.life.card);
    lines.push({ key: 'life', text: `Life: ${life.name}. ${life.outcomes[log.life.outcome].text}`, colour: OUTCOME_COLOUR[log.life.outcome] });
  }
  if (parts.includes('algorithms')) {
    for (const [i, turn] of log.algorithms.entries()) {
      const text = turn.card ? `${n.subject(turn.player)} played ${algorithmOf(content, turn.card).name}: ${algorithmOf(content, turn.card).text}` : `${n.subject(turn.player)} passed.`;
      lines.push({ key: `algo-${i}`, text });
    }
  }
  if (lines.length === 0) return null;
  return (
    <ul className="be-log" data-testid={`round-log-${log.round}`}>
      {lines.map((line) => (
        <li key={line.key} data-colour={line.colour}>
          {line.text}
        </li>
      ))}
    </ul>
  );
}
