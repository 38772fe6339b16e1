import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { useNoticeRail } from './notice-rail.ts';
import './floating-notice.css';

interface Props {
  message?: string;
  onDismiss(): void;
}

const SHOW_FOR_MS = 7000;

/**
 * A private note near the bottom of the screen, where the hand and the buttons are, in the
 * notice rail (notice-rail.ts): above the dock, never over a control, in view however far the
 * page is scrolled. It fades by itself.
 */
export function FloatingNotice({ message, onDismiss }: Props) {
  useEffect(() => {
    if (!message) return undefined;
    const timer = setTimeout(onDismiss, SHOW_FOR_MS);
    return () => clearTimeout(timer);
  }, [message, onDismiss]);
  const rail = useNoticeRail();
  if (!rail) return null;
  return createPortal(
    <div className="floating-notice" role="status" aria-live="polite">
      {message && (
        <div className="floating-notice__box" data-testid="private-notice">
          <p>{message}</p>
          <button type="button" onClick={onDismiss}>
            OK
          </button>
        </div>
      )}
    </div>,
    rail,
  );
}
