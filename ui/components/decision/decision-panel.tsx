import { useState, type ReactNode } from 'react';
import type { DecisionRequest } from '../../../games/kit/script/index.ts';
import { ActionButton } from '../action-button/action-button.tsx';
import { OrderList } from './order-list.tsx';
import './decision-panel.css';

interface Props {
  decision: DecisionRequest;
  /** Whether the viewer is the one deciding; others see who decides what, never the options. */
  mine: boolean;
  deciderName: string;
  /** A heading, e.g. the power or card that asks. */
  title?: string;
  /** Words for an option id, for screen readers and lists (a card's name, a player's name). */
  optionLabel(id: string): string;
  /** How an option looks; its label when absent. */
  renderOption?(id: string): ReactNode;
  /** For an `order` decision: what the first and the last place mean. */
  orderEnds?: { first: string; last: string };
  /** Why an answer would be refused (the kit's checkAnswer); undefined when it would be accepted. */
  problem(answer: string[]): string | undefined;
  onDecide(answer: string[]): void;
  onExplain(reason: string): void;
}

/**
 * The question a card script is waiting on, for any game: pick cards, a player, a group (a
 * spread) or an option, between min and max of them, or put cards in order. The answer is
 * checked with the same rule the server applies before it is sent.
 */
export function DecisionPanel(props: Props) {
  // A new question starts from a clean choice.
  const { decision } = props;
  return <DecisionForm key={`${decision.kind}:${decision.prompt}:${decision.options.join()}`} {...props} />;
}

function DecisionForm({ decision, mine, deciderName, title, optionLabel, renderOption, orderEnds, problem, onDecide, onExplain }: Props) {
  const [picked, setPicked] = useState<string[]>([]);
  const [order, setOrder] = useState<string[]>(decision.options);
  const ordered = decision.kind === 'order';
  const answer = ordered ? order : picked;
  const reason = problem(answer);
  const single = decision.max === 1;
  const toggle = (id: string) =>
    setPicked((current) => (current.includes(id) ? current.filter((p) => p !== id) : single ? [id] : [...current, id]));
  const count = decision.min === decision.max ? `${decision.min}` : `${decision.min} to ${decision.max}`;

  return (
    <section className="decision-panel" data-testid="decision-panel" data-kind={decision.kind} data-mine={mine || undefined} aria-labelledby="decision-heading">
      <h2 id="decision-heading">{title ?? 'A decision'}</h2>
      <p className="decision-panel__prompt">{decision.prompt}</p>
      {!mine ? (
        <p className="decision-panel__waiting" role="status" data-testid="decision-waiting">
          Waiting for {deciderName} to decide{ordered ? '.' : ` (${count} to choose).`}
        </p>
      ) : ordered ? (
        <OrderList order={order} onChange={setOrder} optionLabel={optionLabel} renderOption={renderOption} ends={orderEnds} />
      ) : (
        <>
          <p className="decision-panel__count">
            Choose {count}. Chosen: {picked.length}.
          </p>
          <ul className="decision-panel__options" data-kind={decision.kind}>
            {decision.options.map((id) => (
              <li key={id}>
                <button
                  type="button"
                  className="decision-panel__option"
                  aria-pressed={picked.includes(id)}
                  aria-label={optionLabel(id)}
                  data-testid={`decision-option-${id}`}
                  onClick={() => toggle(id)}
                >
                  {renderOption ? renderOption(id) : decision.labels?.[id] ?? optionLabel(id)}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      {/* Confirm's reason is on hover, focus and press only: printed beside it, it repeated the
          prompt and the count, and on a phone pushed Confirm under the docked hand. */}
      {mine && (
        <div className="decision-panel__confirm">
          <ActionButton availability={reason ? { state: 'disabled', reason } : { state: 'enabled' }} onAct={() => onDecide(answer)} onExplain={onExplain} tone="primary" testId="decision-confirm">
            Confirm
          </ActionButton>
        </div>
      )}
    </section>
  );
}
