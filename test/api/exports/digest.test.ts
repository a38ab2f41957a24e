/**
 * POST /api/digest on the demo platform, mailed through a local SMTP server in this process
 * (127.0.0.1, never the internet): the digest of a day with exceptions is written as its two
 * files (0600) into the folder and arrives as one mail with both parts, the right subject
 * and the figures of GET /api/exceptions and GET /api/dashboard of that day; the files are
 * the mail's parts byte for byte; a second digest of the day is refused unless overwritten;
 * the runs log; the test mail; a platform e-mail field that holds two addresses mails none;
 * who may not write files; the `exception.raised` webhook
 * event, each of the day's exceptions told once per subscription; the daily schedule, run by a
 * tick once the (test) clock passes its time, and not again that day when its time is moved
 * later.
 */
import { randomBytes } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardSchema, type Dashboard } from '../../../shared/api/dashboard.js';
import {
  digestRunSchema,
  digestRunsSchema,
  digestTestMailSchema,
} from '../../../shared/api/digest.js';
import {
  exceptionsResponseSchema,
  type ExceptionsResponse,
} from '../../../shared/api/exceptions.js';
import { addDays, formatApiTimestamp, parseLocalDate } from '../../../shared/dates.js';
import { localTimeInstant } from '../../../shared/wall-clock.js';
import { fixedVaultKey } from '../../../electron/service/core/vault-key.js';
import { mailFailure, sendMail } from '../../../electron/service/domain/digest/mailer.js';
import { expectError } from '../expect-error.js';
import { startTestService, type TestService } from '../harness.js';
import { startReceiver, type Receiver } from '../webhooks/receiver.js';
import { createdApiKeySchema } from '../../../shared/api/keys.js';
import { createdWebhookSchema, webhookBatchSchema } from '../../../shared/api/webhooks.js';
import { testClock } from '../test-clock.js';
import { newFolder, put, removeFolders, until } from './month-pack-helpers.js';

interface ReceivedMail {
  to: string[];
  raw: string;
}

const received: ReceivedMail[] = [];
const fail = (what: string): never => {
  throw new Error(`not a day: ${what}`);
};
const clock = testClock();
let smtp: SMTPServer;
let receiver: Receiver;
let api: TestService;
let manager: string;
let day: string;
let exceptions: ExceptionsResponse;
let dashboard: Dashboard;

/** The mail's header value (unfolded). */
const header = (raw: string, name: string): string | undefined =>
  new RegExp(`^${name}: (.*(?:\\r\\n[ \\t].*)*)`, 'mi').exec(raw)?.[1]?.replace(/\r\n[ \t]/g, ' ');

/** The decoded body of the part of this content type (nodemailer writes both as base64). */
function part(raw: string, type: string): string {
  const match = new RegExp(
    `Content-Type: ${type}; charset=utf-8\\r\\nContent-Transfer-Encoding: base64\\r\\n\\r\\n([A-Za-z0-9+/=\\r\\n]+?)\\r\\n(?:\\r\\n)?--`,
  ).exec(raw);
  if (!match?.[1]) throw new Error(`no ${type} part in:\n${raw}`);
  return Buffer.from(match[1].replace(/\r\n/g, ''), 'base64').toString('utf8');
}

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  api = await startTestService({
    smtp: {
      host: '127.0.0.1',
      port,
      security: 'none',
      user: null,
      password: null,
      from: 'Back-Office Desk <desk@shop.test>',
    },
    vaultKey: fixedVaultKey(randomBytes(32)),
    clock,
    monthPackTiming: { tickMs: 50 },
    allowInsecureWebhooks: true,
    webhookPollIntervalMs: 200,
  });
  receiver = await startReceiver();
  manager = await api.login('manager');
  // The newest day of October 2026 with a cash difference: a day with exceptions of its own.
  const october = exceptionsResponseSchema.parse(
    (await api.get('/api/exceptions?from=2026-10-01&to=2026-10-31', manager)).json,
  );
  day = october.data.find((row) => row.kind === 'cash_difference')?.day ?? '';
  const [ofDay, figures] = await Promise.all([
    api.get(`/api/exceptions?from=${day}&to=${day}`, manager),
    api.get(`/api/dashboard?date=${day}`, manager),
  ]);
  exceptions = exceptionsResponseSchema.parse(ofDay.json);
  dashboard = dashboardSchema.parse(figures.json);
}, 60_000);

afterAll(async () => {
  await api.close();
  await new Promise<void>((resolve) => smtp.close(resolve));
  await receiver.close();
  await removeFolders();
});

const euros = (value: number): string =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }).format(value);

describe('POST /api/digest', () => {
  it('writes the day’s digest as two files and mails it with both parts and its figures', async () => {
    expect(exceptions.count).toBeGreaterThan(0);
    const folder = await newFolder();
    const answer = await api.post('/api/digest', { date: day, folder, lang: 'en' }, manager);
    expect(answer.status, answer.text).toBe(201);
    const run = digestRunSchema.parse(answer.json);
    const names = [`digest-${day}.txt`, `digest-${day}.html`];
    expect(run).toMatchObject({
      trigger: 'manual',
      day,
      status: 'written',
      finding_count: exceptions.count,
      mail: { status: 'sent', to: 'manager@demo.test', error: null },
      error: null,
    });
    expect(run.files.map((file) => file.name)).toEqual(names);
    const [text, html] = await Promise.all(
      names.map((name) => readFile(join(folder, name), 'utf8')),
    );
    for (const name of names) expect((await stat(join(folder, name))).mode & 0o777).toBe(0o600);

    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail?.to).toEqual(['manager@demo.test']);
    const raw = mail?.raw ?? '';
    const ofTheDay = exceptions.data.filter((row) => row.day === day);
    expect(header(raw, 'Subject')).toMatch(
      new RegExp(`^Morning digest of \\w+, \\d+ \\w+ \\d{4}: ${ofTheDay.length} exceptions?$`),
    );
    expect(header(raw, 'Content-Type')).toMatch(/^multipart\/alternative;/);
    expect(part(raw, 'text/plain')).toBe(text);
    expect(part(raw, 'text/html')).toBe(html);

    // The figures are the endpoints' own: the day's turnover and its exceptions.
    expect(text).toContain(`Turnover incl. VAT: ${euros(dashboard.total.figures.turnover_wt)}\n`);
    expect(text).toContain(`\nExceptions of the day (${ofTheDay.length})\n`);
    const cash = exceptions.data.filter((row) => row.kind === 'cash_difference');
    expect(text).toContain(`\nCash difference (${cash.length})\n`);
    for (const row of cash) {
      expect(text).toContain(`- ${row.subject.label}: ${euros(row.measured ?? 0)} (threshold`);
    }
  });

  it('refuses a second digest of the day unless overwritten, and logs the runs', async () => {
    const folder = await newFolder();
    const first = await api.post('/api/digest', { date: day, folder }, manager);
    expect(first.status, first.text).toBe(201);
    expectError(
      await api.post('/api/digest', { date: day, folder }, manager),
      409,
      /already has digest-/,
    );
    const again = await api.post('/api/digest', { date: day, folder, overwrite: true }, manager);
    expect(again.status, again.text).toBe(201);
    // Dutch by default.
    const text = await readFile(join(folder, `digest-${day}.txt`), 'utf8');
    expect(text).toMatch(/^Ochtendoverzicht /);
    const runs = digestRunsSchema.parse((await api.get('/api/digest/runs', manager)).json);
    expect(runs.data.map((run) => run.status)).toEqual(['written', 'written', 'written']);
    expect(runs.data[0]?.id).toBe(digestRunSchema.parse(again.json).id);
  });

  it('sends a test mail to the caller’s own address', async () => {
    const answer = await api.post('/api/digest/test-mail', { lang: 'en' }, manager);
    expect(answer.status, answer.text).toBe(200);
    expect(digestTestMailSchema.parse(answer.json).to).toBe('manager@demo.test');
    expect(header(received.at(-1)?.raw ?? '', 'Subject')).toBe('Back-Office Desk: test mail');
  });

  it('logs a mail the SMTP server could not take with the reason, and keeps the files', async () => {
    // Nobody listens on the server's port for a moment: the connection is refused.
    const { port } = smtp.server.address() as AddressInfo;
    smtp.server.close();
    try {
      const folder = await newFolder();
      const answer = await api.post('/api/digest', { date: day, folder, lang: 'en' }, manager);
      expect(answer.status, answer.text).toBe(201);
      expect(digestRunSchema.parse(answer.json)).toMatchObject({
        status: 'written',
        mail: {
          status: 'failed',
          to: 'manager@demo.test',
          error: 'the SMTP server could not be reached (ECONNREFUSED)',
        },
      });
      expect((await stat(join(folder, `digest-${day}.txt`))).isFile()).toBe(true);
      const test = expectError(
        await api.post('/api/digest/test-mail', { lang: 'en' }, manager),
        502,
        'the SMTP server could not be reached (ECONNREFUSED)',
      );
      expect(test.code).toBe('smtp_failed');
    } finally {
      await new Promise<void>((resolve) => smtp.server.listen(port, '127.0.0.1', resolve));
    }
    // A server whose certificate is not trusted (smtp-server's own) is reached: its TLS failed.
    const tls = new SMTPServer({ secure: true, authOptional: true, logger: false });
    tls.on('error', () => undefined);
    await new Promise<void>((resolve) => tls.listen(0, '127.0.0.1', resolve));
    try {
      const settings = {
        host: '127.0.0.1',
        port: (tls.server.address() as AddressInfo).port,
        security: 'tls' as const,
        user: 'desk',
        password: 'not-in-the-reason',
        from: 'desk@shop.test',
      };
      const refused = await sendMail(settings, { to: 'a@shop.test', subject: 's', text: 't' }).then(
        () => 'sent',
        mailFailure,
      );
      expect(refused).toMatch(/^the TLS connection to the SMTP server failed \([A-Z_]+\)$/);
    } finally {
      await new Promise<void>((resolve) => tls.close(resolve));
    }
  });

  it('mails exactly one address, and none when the platform’s field is not one (issue 57)', async () => {
    const platform = api.service.demoPlatform;
    if (!platform) throw new Error('no demo platform');
    const field = 'manager@demo.test, victim@evil.test';
    platform.answerEmail('demo', 'manager@demo.test', field);
    try {
      const careless = await api.login('manager');
      const before = received.length;
      const folder = await newFolder();
      const answer = await api.post('/api/digest', { date: day, folder }, careless);
      expect(answer.status, answer.text).toBe(201);
      const run = digestRunSchema.parse(answer.json);
      expect(run).toMatchObject({ status: 'written', mail: { status: 'failed', to: null } });
      expect(run.mail?.error).toContain(`${JSON.stringify(field)}, is not one address`);
      const test = expectError(
        await api.post('/api/digest/test-mail', { lang: 'en' }, careless),
        409,
        'is not one address',
      );
      expect(test.code).toBe('email_not_usable');
      expect(received).toHaveLength(before);
    } finally {
      platform.answerEmail('demo', 'manager@demo.test', null);
    }
  });

  it('writes nothing for a user who may not write files, or outside the allowed folders', async () => {
    const staff = await api.login('staff');
    const folder = await newFolder();
    expectError(
      await api.post('/api/digest', { date: day, folder }, staff),
      403,
      /limited to one location/,
    );
    expectError(
      await api.post('/api/digest', { date: day, folder: '/etc' }, manager),
      403,
      /may not write into/,
    );
    expectError(
      await api.post('/api/digest', { date: '2026-13-01', folder }, manager),
      400,
      /date/,
    );
  });

  it('raises exception.raised once per exception of the day, as the subscription’s user', async () => {
    clock.advance(localTimeInstant(parseLocalDate(day) ?? fail(day), 23, 0) - clock.now());
    const created = await api.post(
      '/api/api-keys',
      { name: 'exceptions', password: 'demo' },
      manager,
    );
    const key = createdApiKeySchema.parse(created.json).key;
    const subscribe = async () => {
      const answer = await api.post(
        '/api/webhooks',
        { url: receiver.url, events: ['exception.raised'] },
        key,
      );
      expect(answer.status, answer.text).toBe(201);
      return createdWebhookSchema.parse(answer.json).id;
    };
    const first = await subscribe();
    // The exceptions of the day the subscription was made (it is 23:00 on it): the dated ones.
    const dated = exceptions.data.filter((row) => row.day === day);
    expect(dated.length).toBeGreaterThan(0);
    await receiver.waitFor((all) => all.some((entry) => entry.body.includes('exception.raised')));
    const firstBatch = receiver.received.find((entry) => entry.body.includes('exception.raised'));
    const events = webhookBatchSchema.parse(JSON.parse(firstBatch?.body ?? '{}')).events;
    expect(events.map((event) => event.data.id).sort()).toEqual(dated.map((row) => row.id).sort());
    const cash = dated.find((row) => row.kind === 'cash_difference');
    expect(events.find((event) => event.data.id === cash?.id)?.data).toMatchObject({
      kind: 'cash_difference',
      day,
      location_id: cash?.location_id,
      amount: cash?.amount,
      threshold: cash?.threshold,
      link: cash?.orders_path,
    });
    // A second subscription is told the same exceptions under its own event ids; the first,
    // polled again meanwhile, is told none of them twice.
    const second = await subscribe();
    await receiver.waitFor(
      (all) => all.filter((entry) => entry.body.includes('exception.raised')).length >= 2,
    );
    const all = receiver.received
      .filter((entry) => entry.body.includes('exception.raised'))
      .flatMap((entry) => webhookBatchSchema.parse(JSON.parse(entry.body)).events);
    expect(all).toHaveLength(2 * dated.length);
    expect(new Set(all.map((event) => event.id)).size).toBe(2 * dated.length);
    expect(second).not.toBe(first);
  });

  it('runs the daily digest of the day before at its time, as its user', async () => {
    const folder = await newFolder();
    const next = addDays(parseLocalDate(day) ?? fail(day), 1);
    clock.advance(localTimeInstant(next, 6, 0) - clock.now());
    const saved = await put(
      api,
      '/api/digest/schedule',
      { enabled: true, time: '07:00', folder, lang: 'en', password: 'demo' },
      manager,
    );
    expect(saved.status, saved.text).toBe(200);
    // It says where the digest goes, for the settings screen (issue 58, item 3).
    expect(saved.json).toMatchObject({
      status: 'active',
      next_day: day,
      lang: 'en',
      mail: { to: 'manager@demo.test', configured: true },
    });
    const mails = received.length;
    clock.advance(localTimeInstant(next, 7, 0) + 1000 - clock.now());
    const run = await until(async () => {
      const runs = digestRunsSchema.parse((await api.get('/api/digest/runs', manager)).json);
      return runs.data.find((each) => each.trigger === 'scheduled' && each.status !== 'running');
    }, 'the scheduled digest');
    expect(run).toMatchObject({
      day,
      status: 'written',
      finding_count: exceptions.count,
      mail: { status: 'sent', to: 'manager@demo.test' },
    });
    const text = await readFile(join(folder, `digest-${day}.txt`), 'utf8');
    expect(text).toMatch(/^Morning digest of /);
    expect(received).toHaveLength(mails + 1);
    expect(part(received.at(-1)?.raw ?? '', 'text/plain')).toBe(text);
  });

  it('a later time saved after the day’s digest does not send that day’s digest again', async () => {
    // The digest of `day` ran at 07:00 the day after (above); at 09:00 the user moves it to 10:00.
    const next = addDays(parseLocalDate(day) ?? fail(day), 1);
    clock.advance(localTimeInstant(next, 9, 0) - clock.now());
    const folder = await newFolder();
    const moved = await put(
      api,
      '/api/digest/schedule',
      { enabled: true, time: '10:00', folder, lang: 'en', password: 'demo' },
      manager,
    );
    expect(moved.json).toMatchObject({
      next_run_at: formatApiTimestamp(localTimeInstant(addDays(next, 1), 10, 0)),
      next_day: next,
    });
    // Another user's digest at 10:00, saved after: the look that runs it has looked at both.
    const other = await api.login('secondManager');
    const theirs = { enabled: true, time: '10:00', folder, lang: 'en', password: 'demo' };
    expect((await put(api, '/api/digest/schedule', theirs, other)).status).toBe(200);
    const mails = received.length;
    clock.advance(localTimeInstant(next, 10, 0) + 1000 - clock.now());
    // An hour on, the sessions of 09:00 have run out.
    const [mine, yours] = [await api.login('manager'), await api.login('secondManager')];
    await until(async () => {
      const runs = digestRunsSchema.parse((await api.get('/api/digest/runs', yours)).json);
      return runs.data.find((each) => each.trigger === 'scheduled' && each.status !== 'running');
    }, 'the other user’s scheduled digest');
    const runs = digestRunsSchema.parse((await api.get('/api/digest/runs', mine)).json);
    expect(
      runs.data.filter((each) => each.trigger === 'scheduled').map((each) => each.day),
    ).toEqual([day]);
    expect(received.slice(mails).map((mail) => mail.to)).toEqual([['manager2@demo.test']]);
  });
});
