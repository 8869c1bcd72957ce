import { AUTH_MESSAGES } from '@argumenta/contracts';
import { AppError } from '@argumenta/platform';

/**
 * Ends every session of a user issued until now (the gateway refuses their tokens and closes their sockets): after a
 * password reset, a deletion, a role change. Rejects when the ending could not be recorded (Redis away).
 */
export type EndSessions = (userId: number) => Promise<void>;

/**
 * For a change that must not outlive the sessions it invalidates (a deletion, a role change): called inside the
 * change's transaction, with the user's row locked, so a failure rolls the change back (503) and a login waiting on
 * the row signs its token after the change, with the new role or not at all.
 */
export async function endSessionsOrAbort(endSessions: EndSessions, userId: number): Promise<void> {
  try {
    await endSessions(userId);
  } catch {
    throw new AppError('service_unavailable', AUTH_MESSAGES.sessionsNotEnded);
  }
}
