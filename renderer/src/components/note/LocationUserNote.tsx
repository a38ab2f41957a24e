import { useQuery } from '@tanstack/react-query';
import { sessionQueries } from '../../app/session-queries.js';

/**
 * Whether the platform limits this user to one location. Such a user may not change what is
 * the whole account's (the bookkeeping connection and its schedule) nor have files written (the
 * month pack, the digest), with a password or an API key (decisions 0081, 0107, 0120): a screen
 * shows them a note in place of a form the service could only refuse. A platform that does not
 * say who is limited lets the service decide.
 */
export function useLimitedToLocation(): boolean {
  return (useQuery(sessionQueries.me()).data?.locked_location_id ?? null) !== null;
}

/** Who can do what this user may not, and what they can do instead (as the ledger mapping's). */
export function LocationUserNote({ text }: { text: string }) {
  return (
    <p className="banner banner--info" role="note">
      {text}
    </p>
  );
}
