import { useState } from 'react';
import { deckOf } from '../../../games/robots/cards.ts';
import type { RobotsContent } from '../../../games/robots/content-types.ts';
import { discardPower } from '../../../games/robots/rules/powers.ts';
import type { CardId } from '../../../games/robots/state.ts';
import { ActionButton } from '../../components/action-button/action-button.tsx';
import { ConfirmButton } from '../../components/confirm/confirm-button.tsx';
import { runArrangements } from './arrangements.ts';
import { cardNames, type CardInfo } from './card-info.ts';
import type { RuleChecks } from './rule-checks.ts';
import type { RobotsMoves, TableView } from './table-props.ts';

interface Props {
  G: TableView;
  me: string;
  content: RobotsContent;
  selected: CardId[];
  info(id: CardId): CardInfo;
  checks: RuleChecks;
  moves: RobotsMoves;
  onDone(): void;
  onExplain(reason: string): void;
}

/** The Constructed Robot a set of these cards would build: one number in every colour, no wild. */
function wouldConstruct(content: RobotsContent, selected: CardId[], info: (id: CardId) => CardInfo) {
  const cards = selected.map(info);
  const number = cards[0]?.kind === 'number' ? cards[0].order : undefined;
  if (number === undefined || cards.some((c) => c.kind !== 'number' || c.order !== number)) return undefined;
  const colours = new Set(cards.map((c) => c.colour?.id));
  if (!deckOf(content).colours.every((c) => colours.has(c))) return undefined;
  return content.constructs.robots.find((r) => r.number === number);
}

/** What to say about a discard's power before it is made. */
function powerNote(content: RobotsContent, G: TableView, me: string, card: CardId): string | undefined {
  const power = discardPower(content, G, card, (G.hands[me] ?? []).length === 1);
  if (!power) return undefined;
  if (power.fires) return `Discarding it sets off ${power.power.name}: ${power.power.text}`;
  return power.reason === 'final-discard'
    ? `Its ${power.power.name} would do nothing: the last discard of a hand has no power.`
    : `Its ${power.power.name} would do nothing: you took it from the Scrap Heap this turn.`;
}

/**
 * Turning the selected cards into a play: a run, a set, or the discard. A play the rules
 * refuse is greyed, with its reason on hover and focus and said once, in the floating note,
 * when pressed: the panel highlights what can be done rather than printing every refusal.
 * Discarding your last card goes out and ends the hand for everyone: it asks once more.
 */
export function BuildPanel({ G, me, content, selected, info, checks, moves, onDone, onExplain }: Props) {
  const arrangements = runArrangements(content, selected);
  const [choice, setChoice] = useState(0);
  const run = arrangements[Math.min(choice, arrangements.length - 1)];
  const runCards = run?.cards ?? selected;
  const robot = wouldConstruct(content, selected, info);
  const single = selected.length === 1 ? selected[0] : undefined;
  const goingOut = single !== undefined && (G.hands[me] ?? []).length === 1;
  const act = (send: () => void) => () => {
    send();
    onDone();
  };
  const buttons = { run: checks.layDown('run', runCards), set: checks.layDown('set', selected), discard: checks.discard(single) };
  const valueLabel = (id: CardId, value: number) => {
    const i = info(id);
    return i.kind === 'number' ? i.mark : `${i.mark}=${value}`;
  };
  // A power's note helps plan a discard; once the rules refuse this very discard on your turn, the note would only contradict the grey button.
  const planning = G.turn.player !== me || G.turn.step === 'draw';
  const note = single && (planning || buttons.discard.state === 'enabled') ? powerNote(content, G, me, single) : undefined;
  const discardLabel = single ? `Discard ${info(single).name}` : 'Discard';
  return (
    <section className="robots-build" aria-label="Play the selected cards" data-testid="build-panel">
      <p className="robots-build__selected" data-testid="selection-summary">
        {selected.length === 0 ? 'Select cards in your hand to play them.' : `Selected: ${cardNames(content, G.variant, selected)}.`}
      </p>
      {arrangements.length > 1 && (
        <fieldset className="robots-build__runs">
          <legend>Which run?</legend>
          {arrangements.map((a, index) => (
            <label key={index} data-testid={`run-choice-${index}`}>
              <input type="radio" name="run-choice" checked={index === Math.min(choice, arrangements.length - 1)} onChange={() => setChoice(index)} />
              {a.cards.map((id, i) => valueLabel(id, a.values[i])).join(' · ')}
            </label>
          ))}
        </fieldset>
      )}
      <div className="robots-actions__row">
        <ActionButton availability={buttons.run} onAct={act(() => moves.layDown('run', runCards))} onExplain={onExplain} testId="lay-down-run" tone="primary">
          Lay down run
        </ActionButton>
        <ActionButton availability={buttons.set} onAct={act(() => moves.layDown('set', selected))} onExplain={onExplain} testId="lay-down-set" tone="primary">
          {robot ? `Construct ${robot.name}!` : 'Lay down set'}
        </ActionButton>
        {goingOut ? (
          <ConfirmButton availability={buttons.discard} onAct={act(() => moves.discard(single!))} onExplain={onExplain} testId="discard-button" confirmLabel="Yes, go out" tone="danger">
            {discardLabel}
          </ConfirmButton>
        ) : (
          <ActionButton availability={buttons.discard} onAct={act(() => moves.discard(single!))} onExplain={onExplain} testId="discard-button" tone="danger">
            {discardLabel}
          </ActionButton>
        )}
      </div>
      {goingOut && buttons.discard.state === 'enabled' && <p className="robots-hint">Your last card: discarding it ends the hand, and the hand is scored.</p>}
      {robot && <p className="robots-hint">All five {robot.number}s, no wild: the set becomes {robot.name}, +{content.rules.constructBonus} points and safe from attacks.</p>}
      {note && (
        <p className="robots-hint robots-hint--power" data-testid="discard-power-note">
          {note}
        </p>
      )}
    </section>
  );
}
