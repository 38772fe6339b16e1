import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { useNoticeRail } from '../notice/notice-rail.ts';
import './toast-stack.css';

export interface Toast {
  id: string;
  text: string;
  tone?: 'info' | 'call' | 'error';
}

interface Props {
  toasts: Toast[];
  onDismiss(id: string): void;
}

const SHOW_FOR_MS = 6000;

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss(id: string): void }) {
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(toast.id), SHOW_FOR_MS);
    return () => clearTimeout(timer);
  }, [toast.id, onDismiss]);
  return (
    <li className={`toast toast--${toast.tone ?? 'info'}`} data-testid="toast">
      <span>{toast.text}</span>
      <button type="button" aria-label="Dismiss" onClick={() => onDismiss(toast.id)}>
        ×
      </button>
    </li>
  );
}

/** Short news for this player alone, in the notice rail above the dock (notice-rail.ts), where it covers no control. */
export function ToastStack({ toasts, onDismiss }: Props) {
  const rail = useNoticeRail();
  if (!rail) return null;
  return createPortal(
    <ul className="toast-stack" role="status" aria-live="polite">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} onDismiss={onDismiss} />
      ))}
    </ul>,
    rail,
  );
}
