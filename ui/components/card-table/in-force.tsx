/** What the game puts in force beside the piles until it changes (a suit an eight called, trumps): its mark large, its words under it. */
export function InForce({ mark, words, colour, testId }: { mark: string; words: string; colour?: string; testId?: string }) {
  return (
    <p className="ct-in-force" data-testid={testId} style={{ color: colour }}>
      {mark}
      <span>{words}</span>
    </p>
  );
}
