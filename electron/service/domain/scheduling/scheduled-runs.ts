/**
 * A user's schedule as the month pack, the morning digest and the bookkeeping postings all keep
 * it, so the three run on one scheduler: the timer that runs a schedule when it is due
 * (scheduler.ts), saving it with its credentials sealed under the vault key (credentials.ts), and
 * a due run made as its user, in a session opened for that run only. Only what is made differs,
 * handed in: the record a save keeps, how a run is logged when its session cannot be opened, and
 * the run itself.
 */
import type { UpstreamCredentials } from '../../core/credential-box.js';
import type { AuthContext } from '../../core/caller.js';
import { ApiError, refusal } from '../../core/errors.js';
import type { Revocation } from '../../core/revocations.js';
import type { Vault } from '../../core/vault-key.js';
import type { Owner, SealedSchedule } from '../../data/files/schedules-and-runs.js';
import type { ServiceDeps } from '../deps.js';
import { refuseRevoked } from '../auth/api-keys.js';
import {
  credentialsToKeep,
  openScheduledSession,
  type KeptCredentials,
  type ScheduledSession,
  type ScheduledSessionDeps,
} from './credentials.js';
import { Scheduler, type ScheduleTiming, type Schedulable } from './scheduler.js';
import { scheduleState } from './schedule-state.js';

export type ScheduledRunsDeps = Pick<ServiceDeps, 'config' | 'clock' | 'log'> &
  ScheduledSessionDeps;

interface ScheduledRunsParts<Schedule extends Schedulable & SealedSchedule> {
  deps: ScheduledRunsDeps;
  store: {
    allSchedules(): readonly Schedule[];
    schedule(owner: Owner): Schedule | undefined;
    putSchedule(record: Schedule): Promise<void>;
    pauseRevoked(revocation: Revocation, now: number): Promise<number>;
    ranFor(owner: Owner, due: number): boolean;
  };
  vault: Vault;
  /** What the schedules make, for the service's log (`a scheduled <what> failed`). */
  what: string;
  /** The error code of a run refused because its user has one under way. */
  runningCode: string;
  /** Whether the user has a run under way (one at a time). */
  isRunning(owner: Owner): boolean;
  /** Logs the run due at `due` as failed with `error`: its session could not be opened. */
  recordFailure(record: Schedule, due: number, error: unknown): Promise<void>;
  /**
   * Whether the run due at `due` was made already; by default a run for that due time ended
   * (the store's rule). The month pack's and the digest's are once per period (period-runs.ts).
   */
  ranFor?(record: Schedule, due: number): boolean;
  /** Makes and logs the run due at `due` as the session's user. */
  run(record: Schedule, due: number, session: ScheduledSession): Promise<unknown>;
  /**
   * Whether its runs write files (default): then its user must still be allowed to (not
   * location-locked, an API key with `may_write_files`). The bookkeeping postings' write none.
   */
  writesFiles?: boolean;
}

/** What a save asks for of every schedule. */
interface ScheduleSaving<Schedule> {
  auth: AuthContext;
  owner: Owner;
  /** `folder`: where its runs write; absent for a schedule that writes no files. */
  input: { enabled: boolean; folder?: string | undefined; password?: string | undefined };
  apiKey: { id: string; credentials: UpstreamCredentials } | null;
  /** A new schedule's id: the prefix and 16 hex digits. */
  newId: () => string;
  /** Checks of the feature's own, after the folder is known given and before it is checked. */
  checkEnabled?: () => Promise<void>;
  /** The record kept, with its id and credentials. */
  record(id: string, sealed: KeptCredentials): Schedule;
}
export class ScheduledRuns<S extends Schedulable & SealedSchedule> {
  private readonly scheduler: Scheduler<S>;

  constructor(
    private readonly parts: ScheduledRunsParts<S>,
    timing: ScheduleTiming,
  ) {
    const { deps, store, vault } = parts;
    this.scheduler = new Scheduler<S>(
      {
        store: {
          allSchedules: () => store.allSchedules(),
          ranFor: (record, due) =>
            parts.ranFor ? parts.ranFor(record, due) : store.ranFor(record, due),
        },
        clock: deps.clock,
        isActive: (record) => scheduleState(record, vault).status === 'active',
        isRunning: (record) => parts.isRunning(record),
        runDue: (record, due) => this.runDue(record, due),
        onError: (error) => deps.log.error({ err: error }, `a scheduled ${parts.what} failed`),
      },
      timing,
    );
  }

  start(): void {
    this.scheduler.start();
  }

  stop(): Promise<void> {
    return this.scheduler.stop();
  }

  /**
   * Saves the user's schedule: an enabled one needs a folder the caller may write to, and
   * keeps its credentials sealed (the ones it holds when saved again without new ones). One
   * that holds an API key's revoked while the request was under way is paused as the
   * revocation pauses it; when that key authenticated the request, the answer is 401.
   */
  async save(saving: ScheduleSaving<S>): Promise<void> {
    const { deps, store, vault } = this.parts;
    const existing = store.schedule(saving.owner);
    const { folder } = saving.input;
    if (saving.input.enabled) {
      if (folder?.trim() === '') {
        throw refusal(400, 'missing_field', "field 'folder' is required to enable the schedule", {
          field: 'folder',
        });
      }
      await saving.checkEnabled?.();
      if (folder !== undefined) await deps.config.exportFolders.check(folder, saving.auth);
    }
    const id = existing?.id ?? saving.newId();
    const sealed = await credentialsToKeep(deps.upstream, vault, {
      id,
      enabled: saving.input.enabled,
      password: saving.input.password,
      auth: saving.auth,
      apiKey: saving.apiKey,
      existing,
    });
    await store.putSchedule(saving.record(id, sealed));
    // A key revoked while this request was under way paused the schedule as it was before
    // (or nothing), not the one just saved with that key's credentials: the request's own
    // key, or the key of the credentials kept from before.
    const keyId = sealed.api_key_id;
    if (keyId === null) return;
    const pause = () =>
      store.pauseRevoked({ kind: 'api-key', ...saving.owner, keyId }, deps.clock.now());
    if (saving.apiKey?.id === keyId) await refuseRevoked(deps.apiKeys, keyId, pause);
    else if (!(await deps.apiKeys.has(keyId))) await pause();
  }

  /** The run due at `due`, as the schedule's user; logged whatever happens. */
  private async runDue(record: S, due: number): Promise<void> {
    let session;
    try {
      session = await openScheduledSession(this.parts.deps, this.parts.vault, record, {
        writesFiles: this.parts.writesFiles ?? true,
      });
    } catch (error) {
      await this.parts.recordFailure(record, due, error);
      return;
    }
    try {
      await this.parts.run(record, due, session);
    } catch (error) {
      // Its user started a run by hand while it logged in: it is not logged, so the next
      // look runs it.
      if (!(error instanceof ApiError && error.detail.code === this.parts.runningCode)) throw error;
    } finally {
      await session.end();
    }
  }
}
