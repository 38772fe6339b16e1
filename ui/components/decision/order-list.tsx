import type { DragEvent, ReactNode } from 'react';

interface Props {
  order: string[];
  onChange(order: string[]): void;
  optionLabel(id: string): string;
  renderOption?(id: string): ReactNode;
  ends?: { first: string; last: string };
}

const DRAG_TYPE = 'application/x-decision-option';

function moved(order: string[], id: string, to: number): string[] {
  const rest = order.filter((o) => o !== id);
  const at = Math.max(0, Math.min(to, rest.length));
  return [...rest.slice(0, at), id, ...rest.slice(at)];
}

/** Putting options in order: Up and Down buttons for the keyboard, or dragging. */
export function OrderList({ order, onChange, optionLabel, renderOption, ends }: Props) {
  const drop = (event: DragEvent, index: number) => {
    const id = event.dataTransfer.getData(DRAG_TYPE);
    if (!id) return;
    event.preventDefault();
    onChange(moved(order, id, index));
  };
  return (
    <div className="decision-order">
      {ends && <p className="decision-order__end">First: {ends.first}</p>}
      <ol className="decision-order__list">
        {order.map((id, index) => (
          <li
            key={id}
            className="decision-order__item"
            data-testid={`decision-option-${id}`}
            draggable
            onDragStart={(e) => e.dataTransfer.setData(DRAG_TYPE, id)}
            onDragOver={(e) => e.preventDefault()}
            onDrop={(e) => drop(e, index)}
          >
            <span className="decision-order__place">{index + 1}.</span>
            <span className="decision-order__option">{renderOption ? renderOption(id) : optionLabel(id)}</span>
            <span className="decision-order__moves">
              <button type="button" aria-label={`Move ${optionLabel(id)} up`} disabled={index === 0} onClick={() => onChange(moved(order, id, index - 1))} data-testid={`decision-up-${id}`}>
                ↑
              </button>
              <button type="button" aria-label={`Move ${optionLabel(id)} down`} disabled={index === order.length - 1} onClick={() => onChange(moved(order, id, index + 1))} data-testid={`decision-down-${id}`}>
                ↓
              </button>
            </span>
          </li>
        ))}
      </ol>
      {ends && <p className="decision-order__end">Last: {ends.last}</p>}
    </div>
  );
}
