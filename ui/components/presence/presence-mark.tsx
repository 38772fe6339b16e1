import './presence-mark.css';

interface Props {
  /** The seat's `isConnected` from the match data; undefined while not yet known. */
  connected?: boolean;
  /** The seat's id, for the mark's test id. */
  seat: string;
}

/**
 * A seat's presence, the same at every table: a small green dot while its player is
 * connected; once the connection is gone (a closed tab, a phone asleep, a dropped network)
 * the word Away on an amber tag, so the others see at a glance whom they are waiting for.
 */
export function PresenceMark({ connected, seat }: Props) {
  if (connected === false) {
    return (
      <span className="presence-mark presence-mark--away" data-testid={`away-${seat}`} title="Not connected: their screen is closed or their connection dropped. They can come back.">
        Away
      </span>
    );
  }
  return <span className="presence-mark" data-connected={connected ?? 'unknown'} aria-hidden="true" />;
}

/** After a seat's name: the person a bot in it plays for (seatStandIn), for as long as it plays; nothing otherwise. */
export function StandInTag({ seat, standIn }: { seat: string; standIn: string | undefined }) {
  if (standIn === undefined) return null;
  return (
    <span className="presence-mark--stand-in" data-testid={`stand-in-${seat}`} title={`${standIn} left; a bot plays their seat.`}>
      for {standIn}
    </span>
  );
}
