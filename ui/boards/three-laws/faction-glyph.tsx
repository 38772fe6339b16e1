interface Props {
  faction: string;
  /** The mark's colour: the faction's accent. */
  ink: string;
  /** The colour cut into it (eyes, a mouth): the faction's primary. */
  cut: string;
}

/**
 * Each faction's mark on its cards, drawn rather than painted so a card needs no image file:
 * an Android's human silhouette, an AI's eye, a Robot's boxy head. A faction the content adds
 * later gets a plain circuit node until it has a mark of its own.
 */
export function FactionGlyph({ faction, ink, cut }: Props) {
  const ring = { fill: 'none', stroke: ink, strokeWidth: 2.4, strokeLinecap: 'round' } as const;
  const line = { fill: 'none', stroke: cut, strokeWidth: 2.2, strokeLinecap: 'round' } as const;
  return (
    <svg viewBox="0 0 40 40" fill={ink} aria-hidden="true" focusable="false">
      {faction === 'android' ? (
        <>
          <circle cx="20" cy="13" r="7.5" />
          <path d="M6 38c0-9 6.3-14 14-14s14 5 14 14z" />
          <path d="M16.5 12.5h2.2M21.3 12.5h2.2" {...line} />
        </>
      ) : faction === 'ai' ? (
        <>
          <path d="M3 20c4.5-7.5 10-11 17-11s12.5 3.5 17 11c-4.5 7.5-10 11-17 11S7.5 27.5 3 20z" {...ring} />
          <circle cx="20" cy="20" r="6.5" />
          <circle cx="20" cy="20" r="2.4" fill={cut} />
          <path d="M20 2v5M20 33v5M2 8l4 3M38 8l-4 3" {...ring} />
        </>
      ) : faction === 'robot' ? (
        <>
          <path d="M20 3v6" {...ring} />
          <circle cx="20" cy="3.5" r="2.5" />
          <rect x="7" y="9" width="26" height="21" rx="3" />
          <rect x="12" y="15" width="5" height="5" fill={cut} />
          <rect x="23" y="15" width="5" height="5" fill={cut} />
          <path d="M13 25h14" {...line} />
          <rect x="14" y="31" width="12" height="6" rx="1" />
        </>
      ) : (
        <>
          <circle cx="20" cy="20" r="8" />
          <path d="M20 2v10M20 28v10M2 20h10M28 20h10" {...ring} />
        </>
      )}
    </svg>
  );
}
