import { useEffect } from 'react';
import './step-controls.css';

interface Props {
  /** The step shown, 0..last. */
  at: number;
  last: number;
  onGo(step: number): void;
  /** What a step is called, for the count and the slider's name: "Move". */
  noun: string;
}

const typing = (target: EventTarget | null) => target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * First, previous, next and last, a slider over every step, and the arrow keys (Home and End
 * too) anywhere on the page but in a field, which keeps its own keys.
 */
export function StepControls({ at, last, onGo, noun }: Props) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || typing(event.target)) return;
      const to = { ArrowLeft: at - 1, ArrowRight: at + 1, Home: 0, End: last }[event.key];
      if (to === undefined) return;
      event.preventDefault();
      onGo(Math.max(0, Math.min(last, to)));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [at, last, onGo]);
  return (
    <div className="step-controls" role="group" aria-label={`${noun}s`}>
      <span className="step-controls__count" aria-live="polite" data-testid="step-count">
        {noun} {at} of {last}
      </span>
      <div className="step-controls__buttons">
        <button type="button" className="button" onClick={() => onGo(0)} disabled={at === 0} aria-label="First" title="First (Home)" data-testid="step-first">
          |◀
        </button>
        <button type="button" className="button" onClick={() => onGo(at - 1)} disabled={at === 0} aria-label="Previous" title="Previous (←)" data-testid="step-previous">
          ◀
        </button>
        <button type="button" className="button" onClick={() => onGo(at + 1)} disabled={at === last} aria-label="Next" title="Next (→)" data-testid="step-next">
          ▶
        </button>
        <button type="button" className="button" onClick={() => onGo(last)} disabled={at === last} aria-label="Last" title="Last (End)" data-testid="step-last">
          ▶|
        </button>
      </div>
      <input className="step-controls__slider" type="range" min={0} max={last} value={at} onChange={(event) => onGo(Number(event.target.value))} aria-label={noun} data-testid="step-slider" />
    </div>
  );
}
