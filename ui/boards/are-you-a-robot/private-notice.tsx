import { useEffect } from 'react';

interface Props {
  message?: string;
  onDismiss(): void;
}

const SHOW_FOR_MS = 7000;

/** A short note for the player alone: why an action was refused. Fades by itself. */
export function PrivateNotice({ message, onDismiss }: Props) {
  useEffect(() => {
    if (!message) return undefined;
    const timer = setTimeout(onDismiss, SHOW_FOR_MS);
    return () => clearTimeout(timer);
  }, [message, onDismiss]);
  return (
    <div className="private-notice" role="status" aria-live="polite" data-testid="private-notice">
      {message && (
        <>
          <p>{message}</p>
          <button type="button" onClick={onDismiss}>
            OK
          </button>
        </>
      )}
    </div>
  );
}
