import { useCallback, useEffect, useRef, useState } from 'react';

export interface StateNotice {
  message: string | undefined;
  show(message: string): void;
  dismiss(): void;
}

/**
 * A note for the player alone (why an action was refused) that lives only as long as the
 * state it speaks of: when `state` changes (boardgame.io hands the board a new G on every
 * update) the note goes, so "Your turn: draw" never sits above "Wait for your turn".
 */
export function useStateNotice(state: unknown): StateNotice {
  const [message, setMessage] = useState<string>();
  const shownOn = useRef<unknown>(state);
  useEffect(() => {
    if (shownOn.current !== state) setMessage(undefined);
  }, [state]);
  const show = useCallback(
    (text: string) => {
      shownOn.current = state;
      setMessage(text);
    },
    [state],
  );
  const dismiss = useCallback(() => setMessage(undefined), []);
  return { message, show, dismiss };
}
