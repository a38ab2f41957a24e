/**
 * The credentials a schedule (the month pack's, the digest's, the postings') runs with while
 * nobody is logged in. As webhook subscriptions do, a schedule keeps its user's upstream
 * credentials sealed under the vault key (core/credential-box.ts, the schedule's id as additional
 * data), never in clear, and a data folder without a vault key stores none. They come from the API
 * key the schedule was saved with, or from the password a session user typed to save it (checked
 * with the platform first). A scheduled run opens them, logs in to the platform, and gets a
 * session token of the service for that identity, which its in-process requests are authenticated
 * with like any other request (the run's reads of the domain are as that caller too) and which is
 * revoked when the run ends: the platform says which
 * rights and location the user has, so a locked user's pack holds only their location.
 */
import type { UpstreamClient } from '../../../upstream/client.js';
import { UpstreamAuthError, UpstreamError } from '../../../upstream/errors.js';
import type { ApiKeyStore } from '../../data/api-keys/store.js';
import { open, seal, type UpstreamCredentials } from '../../core/credential-box.js';
import { resolveIdentity } from '../auth/identity.js';
import type { SessionContext, SessionStore } from '../../data/sessions/store.js';
import { vaultUnavailable, type Vault } from '../../core/vault-key.js';
import type { AuthContext } from '../../core/caller.js';
import { ApiError, refusal, wrongPassword } from '../../core/errors.js';
import { keyMayNotWrite, lockedUserMayNotWrite } from '../folder-writing/export-folders.js';
import type { SealedSchedule } from '../../data/files/schedules-and-runs.js';
import { scheduleState } from './schedule-state.js';

interface ScheduleCredentials {
  credentials: UpstreamCredentials;
  apiKeyId: string | null;
}

/** The platform's failure to log in, as the run's error. */
function loginFailure(error: unknown, wrongPassword: () => ApiError): ApiError {
  if (error instanceof UpstreamAuthError) return wrongPassword();
  if (error instanceof UpstreamError)
    return new ApiError(502, `upstream platform: ${error.message}`);
  throw error;
}

/** The credentials to seal for a schedule saved by this caller. */
async function credentialsToSeal(
  upstream: UpstreamClient,
  auth: AuthContext,
  password: string | undefined,
  apiKey: { id: string; credentials: UpstreamCredentials } | null,
): Promise<ScheduleCredentials> {
  if (apiKey) return { credentials: apiKey.credentials, apiKeyId: apiKey.id };
  const email = upstream.loginEmailOf(auth.upstream) ?? auth.user.email;
  if (password === undefined) {
    throw refusal(
      400,
      'missing_field',
      "field 'password' is required: the schedule runs while you are not logged in, so it " +
        `keeps your platform password for ${email}, sealed`,
      { field: 'password' },
    );
  }
  const credentials = { account: auth.account, email, password };
  try {
    await upstream.login(credentials.account, credentials.email, credentials.password);
  } catch (error) {
    throw loginFailure(error, () => wrongPassword(`the password is not right for ${email}`));
  }
  return { credentials, apiKeyId: null };
}

export interface ScheduledSession {
  /**
   * The run's caller, as a request with the session's token is authenticated (the platform's
   * word on the user's rights and location now): the run reads the domain as them.
   */
  auth: AuthContext;
  /** The location the platform limits the user to, or null. */
  lockedLocationId: number | null;
  /** The user's e-mail address at the platform, as it answered now. */
  email: string;
  /** `Bearer <token>`: a session token of this service, for the run's requests only. */
  authorization: string;
  end(): Promise<void>;
}

const cannotRun = (message: string) =>
  new ApiError(403, message, {}, { code: 'schedule_credentials' });

export interface ScheduledSessionDeps {
  upstream: UpstreamClient;
  tokens: SessionStore;
  /**
   * Whether the API key a schedule was saved with may (still) write files, and whether it is
   * still there (not revoked while the request saving it was under way).
   */
  apiKeys: Pick<ApiKeyStore, 'mayWriteFiles' | 'has'>;
}

/**
 * Logs the schedule's user in to the platform and starts a service session for the run,
 * when that user (and the API key it was saved with) may still write files, for a schedule
 * whose runs write them (`writesFiles`).
 */
export async function openScheduledSession(
  deps: ScheduledSessionDeps,
  vault: Vault,
  record: SealedSchedule,
  { writesFiles }: { writesFiles: boolean } = { writesFiles: true },
): Promise<ScheduledSession> {
  if (vault.status === 'unavailable') throw vaultUnavailable(vault.reason);
  // Saved with an API key: that key's right, as it is now (a schedule saved with a key kept
  // before keys had rights runs no more until saved again with one that has it).
  const keyId = record.api_key_id;
  if (writesFiles && keyId !== null && !(await deps.apiKeys.mayWriteFiles(keyId))) {
    throw keyMayNotWrite();
  }
  if (record.credentials === null || record.vault_key_id !== vault.id) {
    throw cannotRun('the schedule holds no credentials this service can open: save it again');
  }
  const credentials = open(vault.key, record.id, record.credentials);
  if (credentials === null) throw cannotRun('the schedule’s credentials could not be opened');
  let caller: SessionContext;
  try {
    const session = await deps.upstream.login(
      credentials.account,
      credentials.email,
      credentials.password,
    );
    caller = {
      account: session.account,
      upstream: session,
      ...(await resolveIdentity(deps.upstream, session)),
    };
  } catch (error) {
    throw loginFailure(error, () =>
      cannotRun(
        `the platform refused the password the schedule keeps for ${credentials.email}: save ` +
          'the schedule again with your password',
      ),
    );
  }
  // The platform's word now, not when it was saved: a user since limited to one location
  // writes no more files (folder-writing/export-folders.ts).
  if (writesFiles && caller.lockedLocationId !== null) throw lockedUserMayNotWrite();
  const issued = await deps.tokens.issue(caller);
  const auth = await deps.tokens.resolve(issued.token);
  if (auth === null) throw new Error('a session issued for a scheduled run did not resolve');
  return {
    auth,
    lockedLocationId: caller.lockedLocationId,
    email: caller.user.email,
    authorization: `Bearer ${issued.token}`,
    end: () => deps.tokens.revoke(issued.token),
  };
}

export type KeptCredentials = Pick<SealedSchedule, 'credentials' | 'vault_key_id' | 'api_key_id'>;

/**
 * What a schedule being saved keeps: nothing when it is off; the credentials it holds when
 * its user saves it again without new ones and they still open; else the caller's, sealed.
 */
export async function credentialsToKeep(
  upstream: UpstreamClient,
  vault: Vault,
  saving: {
    id: string;
    enabled: boolean;
    password: string | undefined;
    auth: AuthContext;
    apiKey: { id: string; credentials: UpstreamCredentials } | null;
    existing: SealedSchedule | undefined;
  },
): Promise<KeptCredentials> {
  if (!saving.enabled) return { credentials: null, vault_key_id: null, api_key_id: null };
  const { existing } = saving;
  if (
    saving.password === undefined &&
    saving.apiKey === null &&
    existing !== undefined &&
    scheduleState(existing, vault).status === 'active'
  ) {
    const { credentials, vault_key_id, api_key_id } = existing;
    return { credentials, vault_key_id, api_key_id };
  }
  if (vault.status === 'unavailable') throw vaultUnavailable(vault.reason);
  const { credentials, apiKeyId } = await credentialsToSeal(
    upstream,
    saving.auth,
    saving.password,
    saving.apiKey,
  );
  return {
    credentials: seal(vault.key, saving.id, credentials),
    vault_key_id: vault.id,
    api_key_id: apiKeyId,
  };
}
