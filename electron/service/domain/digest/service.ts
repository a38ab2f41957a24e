/**
 * The morning digest of one service instance: the runs log (data/digests/store.ts) and the
 * runner; started with the service. A digest by hand (POST /api/digest) is the caller's own,
 * for the day they name (default yesterday), into a folder the month pack's rules allow,
 * mailed to their own address when the operator configured SMTP (docs/api.md, "The morning
 * digest"). One run at a time per user.
 */
import type {
  DigestRequest,
  DigestSchedule,
  DigestScheduleInput,
} from '../../../../shared/api/digest.js';
import { addDays, localDateOf, parseLocalDate, type LocalDate } from '../../../../shared/dates.js';
import type { ServiceLifecycle } from '../../core/lifecycle.js';
import type { AuthContext } from '../../core/caller.js';
import { ApiError, badRequest, refusal } from '../../core/errors.js';
import { DigestStore, type DigestRunRecord } from '../../data/digests/store.js';
import type { ServiceDeps, SmtpSettings } from '../deps.js';
import { ownLocationOnly } from '../access.js';
import { existingNames, filesExist } from '../folder-writing/placing.js';
import { ownerOf, type RunCaller } from '../scheduling/runs.js';
import { digestFileNames, DigestRunner, digestRunning } from './runner.js';
import { mailFailure, notOneAddress, sendMail, singleAddress } from './mailer.js';
import { digestWords } from '../../../../shared/digest-words.js';
import { DigestScheduling, type ScheduleDeps } from './schedule.js';
import { dayReadsOf, type PostingsOf } from './day-reads.js';
import { openVault, type Vault, type VaultKeySource } from '../../core/vault-key.js';
import { ServiceStopping } from '../scheduling/runs.js';
import { DEFAULT_SCHEDULE_TIMING, type ScheduleTiming } from '../scheduling/scheduler.js';

/** The day is read as the endpoints read it (day-reads.ts): with the whole service's. */
type DigestDeps = ServiceDeps & ScheduleDeps;

const smtpNotConfigured = (): ApiError =>
  new ApiError(
    409,
    'no SMTP server is configured: the operator sets one with `--smtp-host` and `--smtp-from`',
    {},
    { code: 'smtp_not_configured' },
  );

/** What the service's setup gives the digest: the month pack's tick, and the vault key. */
interface DigestSetup {
  monthPackTiming?: Partial<ScheduleTiming>;
  vaultKey?: VaultKeySource;
}

export class Digest {
  /** Fires when the service stops: a scheduled run under way is stopped. */
  private readonly stopping = new AbortController();
  readonly scheduling: DigestScheduling;

  private constructor(
    private readonly deps: DigestDeps,
    private readonly store: DigestStore,
    private readonly runner: DigestRunner,
    private readonly smtp: SmtpSettings | null,
    vault: Vault,
    timing: ScheduleTiming,
  ) {
    this.scheduling = new DigestScheduling(
      deps,
      store,
      vault,
      runner,
      this.stopping.signal,
      timing,
    );
  }

  /**
   * Opens the runs log and schedules, and runs the schedules while the service runs (looking
   * as often as the month pack's, `monthPackTiming`); the vault key is the one the month pack and
   * webhooks seal credentials with. The day's postings are the bookkeeping's.
   */
  static async start(
    lifecycle: ServiceLifecycle,
    deps: DigestDeps,
    { monthPackTiming, vaultKey }: DigestSetup,
    bookkeeping: PostingsOf,
  ): Promise<Digest> {
    const store = await DigestStore.open(deps.config.dataDir, deps.clock.now(), deps.log);
    const vault = await openVault(deps.config.dataDir, vaultKey);
    const smtp = deps.config.smtp ?? null;
    const reads = dayReadsOf(deps, bookkeeping);
    const runner = new DigestRunner(store, deps.clock, deps.log, deps.config, smtp, reads);
    const digest = new Digest(deps, store, runner, smtp, vault, {
      ...DEFAULT_SCHEDULE_TIMING,
      ...monthPackTiming,
    });
    deps.revocations.listen((revocation) => store.pauseRevoked(revocation, deps.clock.now()));
    lifecycle.whenReady(() => {
      digest.scheduling.start();
      return Promise.resolve();
    });
    // As the month pack's: stopped before the service refuses requests, so a run's caller
    // is answered 503.
    lifecycle.whenClosing(() => digest.stopping.abort(new ServiceStopping()));
    lifecycle.whenClosed(async () => {
      await digest.scheduling.stop();
      await runner.idle();
    });
    return digest;
  }

  /** Yesterday on the Amsterdam calendar: the last whole day a morning digest tells. */
  yesterday(): LocalDate {
    return addDays(localDateOf(this.deps.clock.now()), -1);
  }

  /** Writes (and mails) a digest now; resolves with the written run, or throws what stopped it. */
  async runNow(
    caller: RunCaller,
    request: DigestRequest,
    clientLeft: AbortSignal,
  ): Promise<DigestRunRecord> {
    const owner = ownerOf(caller.auth);
    if (this.runner.isRunning(owner)) throw digestRunning();
    const folder = await this.deps.config.exportFolders.check(request.folder, caller.auth);
    // The request's schema took a calendar date only.
    const day = request.date === undefined ? this.yesterday() : parseLocalDate(request.date);
    if (day === null) throw badRequest("field 'date': must be a calendar date YYYY-MM-DD");
    if (request.overwrite !== true) {
      const existing = await existingNames(folder, digestFileNames(day));
      if (existing.length > 0) throw filesExist(existing);
    }
    const { run, error } = await this.runner.run({
      owner,
      trigger: 'manual',
      scheduledFor: null,
      day,
      lang: request.lang ?? 'nl',
      folder,
      onExisting: request.overwrite === true ? 'overwrite' : 'refuse',
      caller: { auth: caller.auth, signal: clientLeft },
      mailTo: caller.auth.user.email === '' ? null : caller.auth.user.email,
    });
    if (error) throw error;
    return run;
  }

  /** The caller's schedule, with the address its digest goes to and whether it can be mailed. */
  scheduleOf(auth: AuthContext): DigestSchedule {
    return { ...this.scheduling.view(ownerOf(auth)), mail: this.mailOf(auth) };
  }

  /** Saves the caller's schedule; answered as scheduleOf. */
  async saveSchedule(
    caller: RunCaller,
    input: DigestScheduleInput,
    apiKey: Parameters<DigestScheduling['save']>[2],
  ): Promise<DigestSchedule> {
    return {
      ...(await this.scheduling.save(caller, input, apiKey)),
      mail: this.mailOf(caller.auth),
    };
  }

  private mailOf(auth: AuthContext): DigestSchedule['mail'] {
    return { to: auth.user.email === '' ? null : auth.user.email, configured: this.smtp !== null };
  }

  /**
   * The caller's runs. A digest is of every location: only a user not limited to one may write
   * files (folder-writing/export-folders.ts), so a user limited to a location sees none
   * (access.ts).
   */
  runs(auth: AuthContext): DigestRunRecord[] {
    return ownLocationOnly(auth, this.store.runsOf(ownerOf(auth)), () => null);
  }

  /** Sends a test mail to the caller's own address: whether the SMTP settings work. */
  async testMail(
    auth: AuthContext,
    lang: 'en' | 'nl',
  ): Promise<{ to: string; message_id: string }> {
    if (this.smtp === null) throw smtpNotConfigured();
    if (auth.user.email === '') {
      throw refusal(409, 'no_email_address', 'the platform knows no e-mail address for you');
    }
    const to = singleAddress(auth.user.email);
    if (to === null) {
      throw new ApiError(409, notOneAddress(auth.user.email), {}, { code: 'email_not_usable' });
    }
    const words = digestWords(lang);
    try {
      const messageId = await sendMail(this.smtp, {
        to,
        subject: words.testSubject,
        text: `${words.testText}\n`,
      });
      return { to, message_id: messageId };
    } catch (error) {
      throw new ApiError(502, mailFailure(error), {}, { code: 'smtp_failed' });
    }
  }
}
