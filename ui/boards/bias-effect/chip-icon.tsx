import { chipsWord } from './words.ts';

/** A data chip: the game's currency, a small hexagon with a circuit dot. */
export function ChipIcon({ title }: { title?: string }) {
  return (
    <svg className="be-chip-icon" viewBox="0 0 20 20" role={title ? 'img' : undefined} aria-hidden={title ? undefined : true} aria-label={title} focusable="false">
      <path d="M10 1.5 17.4 5.75v8.5L10 18.5 2.6 14.25v-8.5z" />
      <circle cx="10" cy="10" r="3" />
    </svg>
  );
}

/** A count of chips, the icon and the number (read out in words). */
export function Chips({ n, testId }: { n: number; testId?: string }) {
  return (
    <span className="be-chips" data-testid={testId} title={chipsWord(n)}>
      <ChipIcon />
      <span aria-hidden="true">{n}</span>
      <span className="visually-hidden">{chipsWord(n)}</span>
    </span>
  );
}
