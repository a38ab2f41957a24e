/**
 * The month pack of one service instance: the runs log and schedules (store.ts), the runner,
 * the scheduler and the vault key that seals the schedules' credentials; started with the
 * service and stopped by its onClose hook, which stops the runs under way (they end
 * `interrupted`, leaving nothing in their folders). Revoking an API key or logging out pauses
 * the schedules that used those credentials, as it pauses webhook subscriptions
 * (docs/decisions/0056-revocation-pauses-subscriptions.md).
 */
import { randomBytes } from 'node:crypto';
import type {
  MonthPackRequest,
  MonthPackScheduleInput,
} from '../../../../shared/api/month-pack.js';
import type { UpstreamCredentials } from '../../core/credential-box.js';
import type { ServiceLifecycle } from '../../core/lifecycle.js';
import { openVault, type Vault, type VaultKeySource } from '../../core/vault-key.js';
import type { AuthContext } from '../../core/caller.js';
import type { ServiceDeps } from '../deps.js';
import { ownLocationOnly } from '../access.js';
import type { ScheduledSession, ScheduledSessionDeps } from '../scheduling/credentials.js';
import { fileOptionsOf, packFiles } from './files.js';
import { locationOf } from '../reference/location-of.js';
import { readAs, runWork, type RunReader } from '../scheduling/run-reads.js';
import { packPeriod } from './period.js';
import { existingNames, filesExist } from '../folder-writing/placing.js';
import { alreadyRunning, PackRunner } from './runner.js';
import { ownerOf, ServiceStopping, type RunCaller } from '../scheduling/runs.js';
import { periodDueAt } from '../scheduling/schedule-times.js';
import { DEFAULT_SCHEDULE_TIMING, type ScheduleTiming } from '../scheduling/scheduler.js';
import { ScheduledRuns } from '../scheduling/scheduled-runs.js';
import {
  MonthPackStore,
  type RunRecord,
  type ScheduleRecord,
} from '../../data/month-packs/store.js';
import type { Owner } from '../../data/files/schedules-and-runs.js';
import { scheduleView, runView } from './views.js';
import { periodRan } from '../scheduling/period-runs.js';

/** The files are made as the endpoints make them (files.ts): with the whole service's. */
type MonthPackDeps = ServiceDeps & ScheduledSessionDeps;

export class MonthPack {
  /** Fires when the service stops: every run under way is stopped. */
  private readonly stopping = new AbortController();
  private readonly scheduled: ScheduledRuns<ScheduleRecord>;

  private constructor(
    private readonly deps: MonthPackDeps,
    private readonly store: MonthPackStore,
    private readonly vault: Vault,
    private readonly runner: PackRunner,
    timing: ScheduleTiming,
  ) {
    this.scheduled = new ScheduledRuns(
      {
        deps,
        store,
        vault,
        what: 'month pack',
        runningCode: 'month_pack_running',
        isRunning: (owner) => runner.isRunning(owner),
        recordFailure: (record, due, error) => this.recordDueFailure(record, due, error),
        run: (record, due, session) => this.runDue(record, due, session),
        ranFor: (record, due) => periodRan(store, record, due),
      },
      timing,
    );
  }

  static async start(
    lifecycle: ServiceLifecycle,
    deps: MonthPackDeps,
    setup: {
      monthPackTiming?: Partial<ScheduleTiming> | undefined;
      vaultKey?: VaultKeySource | undefined;
    },
  ): Promise<MonthPack> {
    const { monthPackTiming: timing, vaultKey } = setup;
    const store = await MonthPackStore.open(deps.config.dataDir, deps.clock.now(), deps.log);
    const vault = await openVault(deps.config.dataDir, vaultKey);
    const runner = new PackRunner(store, deps.clock, deps.log, deps.config, deps);
    const pack = new MonthPack(deps, store, vault, runner, {
      ...DEFAULT_SCHEDULE_TIMING,
      ...timing,
    });
    deps.revocations.listen((revocation) => store.pauseRevoked(revocation, deps.clock.now()));
    lifecycle.whenReady(async () => {
      await runner.settleCutOffRuns();
      pack.scheduled.start();
    });
    // Stopped as the service begins to close, while its caller can still be answered: a run
    // stopped so is `interrupted` and answered 503 (decision 0098, 6).
    lifecycle.whenClosing(() => pack.stopping.abort(new ServiceStopping()));
    lifecycle.whenClosed(async () => {
      await pack.scheduled.stop();
      await runner.idle();
    });
    return pack;
  }

  /** Writes a pack now; resolves with the written run, or throws what stopped it. */
  async runNow(
    caller: RunCaller,
    request: MonthPackRequest,
    clientLeft: AbortSignal,
  ): Promise<RunRecord> {
    const owner = ownerOf(caller.auth);
    if (this.runner.isRunning(owner)) throw alreadyRunning();
    const period = packPeriod(request, this.deps.config.maxRangeYears);
    const signal = AbortSignal.any([clientLeft, this.stopping.signal]);
    const reader: RunReader = { auth: caller.auth, signal };
    if (request.location_id !== undefined) await this.checkLocation(reader, request.location_id);
    const options = {
      ...period,
      locationId: request.location_id ?? caller.auth.lockedLocationId,
      ...fileOptionsOf(request),
    };
    const folders = this.deps.config.exportFolders;
    const folder = await folders.check(request.folder, caller.auth);
    await this.runner.recoverLeftStages(folder); // what a crash left, before names are judged
    if (request.overwrite !== true) {
      const names = packFiles(options, this.deps.reads.hasModel).map((file) => file.name);
      const existing = await existingNames(folder, names);
      if (existing.length > 0) throw filesExist(existing);
    }
    const { run, error } = await this.runner.run({
      owner,
      trigger: 'manual',
      scheduledFor: null,
      options,
      folder,
      onExisting: request.overwrite === true ? 'overwrite' : 'refuse',
      caller: reader,
    });
    if (error) throw error;
    return run;
  }

  /**
   * The caller's runs as logged, a run under way as it is now (the files made so far); a user
   * limited to a location sees only that location's (access.ts).
   */
  runs(auth: AuthContext) {
    const owner = ownerOf(auth);
    const current = this.runner.current(owner);
    const runs = this.store.runsOf(owner).map((run) => (run.id === current?.id ? current : run));
    return ownLocationOnly(auth, runs, (run) => run.location_id).map(runView);
  }

  schedule(owner: Owner) {
    return scheduleView(this.store, owner, this.vault, this.deps.clock.now());
  }

  async saveSchedule(
    caller: RunCaller,
    input: MonthPackScheduleInput,
    apiKey: { id: string; credentials: UpstreamCredentials } | null,
  ) {
    const owner = ownerOf(caller.auth);
    const locationId = input.location_id ?? null;
    await this.scheduled.save({
      auth: caller.auth,
      owner,
      input,
      apiKey,
      newId: () => `mps_${randomBytes(8).toString('hex')}`,
      checkEnabled: async () => {
        if (locationId === null) return;
        await this.checkLocation({ auth: caller.auth, signal: this.stopping.signal }, locationId);
      },
      record: (id, sealed) => ({
        id,
        ...owner,
        enabled: input.enabled,
        frequency: input.frequency,
        time: input.time,
        folder: input.folder,
        location_id: locationId,
        ...fileOptionsOf(input),
        saved_at: this.deps.clock.now(),
        ...sealed,
        paused: null,
      }),
    });
    return this.schedule(owner);
  }

  /** A location id the caller may not use is refused as the locations endpoint refuses it. */
  private async checkLocation({ auth, signal }: RunReader, locationId: number): Promise<void> {
    const work = runWork(this.deps, signal);
    await readAs(signal, "field 'location_id'", () =>
      locationOf(this.deps, auth, locationId, work),
    );
  }

  /** The job of the scheduled run due at `due`. */
  private dueJob(record: ScheduleRecord, due: number) {
    return {
      owner: { account: record.account, user: record.user },
      trigger: 'scheduled' as const,
      scheduledFor: due,
      folder: record.folder,
      onExisting: 'suffix' as const,
    };
  }

  /** The scheduled run due at `due` whose user could not be logged in: logged as failed. */
  private async recordDueFailure(record: ScheduleRecord, due: number, error: unknown) {
    const options = {
      ...periodDueAt(record.frequency, due),
      locationId: record.location_id,
      lang: record.lang,
      delimiter: record.delimiter,
    };
    await this.runner.recordFailure({ ...this.dueJob(record, due), options }, error);
  }

  /** The scheduled run due at `due`, as the schedule's user in `session`; always logged. */
  private async runDue(record: ScheduleRecord, due: number, session: ScheduledSession) {
    await this.runner.run({
      ...this.dueJob(record, due),
      options: {
        ...periodDueAt(record.frequency, due),
        locationId: record.location_id ?? session.lockedLocationId,
        lang: record.lang,
        delimiter: record.delimiter,
      },
      caller: { auth: session.auth, signal: this.stopping.signal },
    });
  }
}
