import type { ComponentProps } from 'react';
import { ActionButton } from '../../components/action-button/action-button.tsx';

type Props = ComponentProps<typeof ActionButton> & {
  /** False when the panel around says the reason once for several buttons. */
  showReason?: boolean;
};

/** A move's button with the rules' reason written beside it while the move is not allowed. */
export function MoveButton({ availability, children, testId, showReason = true, ...rest }: Props) {
  return (
    <span className="move-button" data-state={availability.state}>
      <ActionButton availability={availability} testId={testId} {...rest}>
        {children}
      </ActionButton>
      {showReason && availability.state !== 'enabled' && (
        <span className="move-button__why" aria-hidden="true" data-testid={testId ? `${testId}-why` : undefined}>
          {availability.reason}
        </span>
      )}
    </span>
  );
}
