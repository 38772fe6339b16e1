import type { KeyboardEvent, ReactNode } from 'react';
import { MAX_MESSAGE_LENGTH } from '../../../games/three-laws/rules/acts.ts';
import { ActionButton, type ButtonState } from '../../components/action-button/action-button.tsx';

interface Props {
  /** Read by screen readers: "Your question", "Your answer". */
  label: string;
  value: string;
  placeholder: string;
  onChange(text: string): void;
  availability: ButtonState;
  onSend(): void;
  onExplain(reason: string): void;
  inputTestId: string;
  sendTestId: string;
  /** The button's words. */
  children: ReactNode;
}

/** A message line and its send button; Enter sends, or says why it cannot. */
export function MessageSendRow({ label, value, placeholder, onChange, availability, onSend, onExplain, inputTestId, sendTestId, children }: Props) {
  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (availability.state === 'enabled') onSend();
    else onExplain(availability.reason);
  };
  return (
    <div className="tl-compose__send">
      <label className="tl-field tl-field--grow">
        <span className="visually-hidden">{label}</span>
        <input
          type="text"
          value={value}
          maxLength={MAX_MESSAGE_LENGTH}
          placeholder={placeholder}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={onKey}
          data-testid={inputTestId}
          autoComplete="off"
        />
      </label>
      <ActionButton availability={availability} onAct={onSend} onExplain={onExplain} tone="primary" testId={sendTestId}>
        {children}
      </ActionButton>
    </div>
  );
}
