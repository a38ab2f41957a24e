/**
 * The morning digest of one service instance: the runs log (data/digests/store.ts) and the
 * runner; started with the service. A digest by hand (POST /api/digest) is the caller's own,
 * for the day they name (default yesterday), into a folder the month pack's rules allow,
 * mailed to their own address when the operator configured SMTP (docs/api.md, "The morning
 * digest"). One run at a time per user.
 */
import type { FastifyInstance } from 'fastify';
import type { DigestRequest } from '../../../../shared/api/digest.js';
import { addDays, localDateOf } from '../../../../shared/dates.js';
import type { AuthContext } from '../../core/caller.js';
import { ApiError } from '../../core/errors.js';
import { DigestStore, type DigestRunRecord } from '../../data/digests/store.js';
import type { Owner } from '../../data/month-packs/store.js';
import type { ServiceDeps } from '../deps.js';
import { existingNames, filesExist } from '../month-pack/placing.js';
import { ownerOf, type PackCaller } from '../month-pack/service.js';
import { digestFileNames, DigestRunner } from './runner.js';
import { mailFailure, sendMail, type SmtpSettings } from './mailer.js';
import { digestWords } from './words.js';

type DigestDeps = Pick<ServiceDeps, 'config' | 'clock' | 'log'>;

const ownerKey = (owner: Owner): string => `${owner.account}\u0000${owner.user}`;

const digestRunning = (): ApiError =>
  new ApiError(
    409,
    'a digest of yours is being written: wait for it to end (GET /api/digest/runs)',
    {},
    { code: 'digest_running' },
  );

export const smtpNotConfigured = (): ApiError =>
  new ApiError(
    409,
    'no SMTP server is configured: the operator sets one with `--smtp-host` and `--smtp-from`',
    {},
    { code: 'smtp_not_configured' },
  );

export class Digest {
  private readonly running = new Set<string>();

  private constructor(
    private readonly app: FastifyInstance,
    private readonly deps: DigestDeps,
    private readonly store: DigestStore,
    private readonly runner: DigestRunner,
    private readonly smtp: SmtpSettings | null,
  ) {}

  static async start(app: FastifyInstance, deps: DigestDeps): Promise<Digest> {
    const store = await DigestStore.open(deps.config.dataDir, deps.clock.now(), deps.log);
    const smtp = deps.config.smtp ?? null;
    const runner = new DigestRunner(store, deps.clock, deps.log, deps.config, smtp);
    return new Digest(app, deps, store, runner, smtp);
  }

  /** Yesterday on the Amsterdam calendar: the last whole day a morning digest tells. */
  yesterday(): string {
    return addDays(localDateOf(this.deps.clock.now()), -1);
  }

  /** Writes (and mails) a digest now; resolves with the written run, or throws what stopped it. */
  async runNow(
    caller: PackCaller,
    request: DigestRequest,
    clientLeft: AbortSignal,
  ): Promise<DigestRunRecord> {
    const owner = ownerOf(caller.auth);
    const key = ownerKey(owner);
    if (this.running.has(key)) throw digestRunning();
    const folder = await this.deps.config.exportFolders.check(request.folder, caller.auth);
    const day = request.date ?? this.yesterday();
    if (request.overwrite !== true) {
      const existing = await existingNames(folder, digestFileNames(day));
      if (existing.length > 0) throw filesExist(existing);
    }
    this.running.add(key);
    try {
      const { run, error } = await this.runner.run({
        owner,
        trigger: 'manual',
        scheduledFor: null,
        day,
        lang: request.lang ?? 'nl',
        folder,
        onExisting: request.overwrite === true ? 'overwrite' : 'refuse',
        caller: { app: this.app, authorization: caller.authorization, signal: clientLeft },
        mailTo: caller.auth.user.email === '' ? null : caller.auth.user.email,
      });
      if (error) throw error;
      return run;
    } finally {
      this.running.delete(key);
    }
  }

  runs(owner: Owner): DigestRunRecord[] {
    return this.store.runsOf(owner);
  }

  /** Sends a test mail to the caller's own address: whether the SMTP settings work. */
  async testMail(
    auth: AuthContext,
    lang: 'en' | 'nl',
  ): Promise<{ to: string; message_id: string }> {
    if (this.smtp === null) throw smtpNotConfigured();
    const to = auth.user.email;
    if (to === '') throw new ApiError(409, 'the platform knows no e-mail address for you');
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
