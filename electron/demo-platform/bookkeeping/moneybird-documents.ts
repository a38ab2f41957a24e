/**
 * The Moneybird stand-in's general journal documents (moneybird.ts routes to them): one
 * created, with every refusal the document names as 422 `{error: {field: [...]}, details:
 * {field: [{error}]}}` (an unknown ledger account or tax rate, a rate not for memorial entries,
 * debit and credit that differ, a date in the locked period) or the 400 of a missing document;
 * and the list by `filter` (`period:YYYYMMDD..YYYYMMDD`, `reference:`), which replaces the
 * default `period:this_year`. The words are ours.
 */
import { formatApiTimestamp, localDateOf, parseLocalDate } from '../../../shared/dates.js';
import { add, formatAmount, parseAmount, ZERO, type Amount } from '../../../shared/money.js';
import { scalarText, type StoredDocument, type StoredLine, type Tenant } from './tenants.js';
import { fieldOf, isRecord } from '../../../shared/guards.js';

export type Answer = [status: number, body: unknown];

const refused = (field: string, message: string, code: string) => ({
  error: { [field]: [message] },
  details: { [field]: [{ error: code }] },
});

export function documentOf(tenant: Tenant, document: StoredDocument) {
  return {
    id: document.id,
    administration_id: tenant.administrationId,
    reference: document.reference,
    date: document.date,
    journal_type: null,
    created_at: document.createdAt,
    updated_at: document.createdAt,
    version: 1,
    general_journal_document_entries: document.lines.map((line, index) => ({
      id: `${document.id}${index + 1}`,
      administration_id: tenant.administrationId,
      ledger_account_id: line.ledgerId,
      project_id: null,
      contact_id: null,
      debit: line.debit,
      credit: line.credit,
      row_order: index + 1,
      created_at: document.createdAt,
      updated_at: document.createdAt,
      description: line.description,
    })),
    notes: [],
    attachments: [],
    events: [],
  };
}

/** Moneybird's money: a number, or text with a point or a comma. */
function moneyOf(value: unknown): Amount | null {
  if (value === undefined || value === null || value === '') return ZERO;
  if (typeof value === 'number') return Number.isFinite(value) ? parseAmount(value) : null;
  if (typeof value !== 'string' || !/^-?[0-9]+[,.]?[0-9]*$/.test(value)) return null;
  return parseAmount(value.replace(',', '.'));
}

/** POST …/documents/general_journal_documents: the document stored, or why not. */
export function createDocument(tenant: Tenant, body: unknown, now: number): Answer {
  const fields = fieldOf(body, 'general_journal_document');
  if (!isRecord(fields)) {
    return [
      400,
      {
        error: 'the general journal document is missing',
        symbolic: { general_journal_document: 'required' },
      },
    ];
  }
  const date =
    fields.date === undefined ? localDateOf(now) : parseLocalDate(scalarText(fields.date) ?? '');
  if (date === null) return [422, refused('date', 'is not a valid date', 'invalid')];
  const locked = tenant.faults.lockedUntil;
  if (locked !== null && date <= locked) {
    return [422, refused('date', `lies in the locked period (up to ${locked})`, 'period_locked')];
  }
  const raw = fields.general_journal_document_entries_attributes;
  const entries = Array.isArray(raw)
    ? raw
    : typeof raw === 'object' && raw !== null
      ? Object.values(raw)
      : [];
  if (entries.length < 2)
    return [422, refused('base', 'needs at least two lines', 'too_few_entries')];
  const lines: StoredLine[] = [];
  let [debits, credits] = [ZERO, ZERO];
  for (const item of entries) {
    // An entry that is no object has none of an entry's fields: refused as one without a ledger.
    const entry = isRecord(item) ? item : {};
    const ledgerId = scalarText(entry.ledger_account_id) ?? '';
    const ledger = tenant.ledgers.find((candidate) => candidate.id === ledgerId);
    if (!ledger) {
      return [
        422,
        refused('ledger_account_id', `${ledgerId} is not a ledger account here`, 'not_found'),
      ];
    }
    if (ledger.allowed && !ledger.allowed.includes('general_journal_document')) {
      return [
        422,
        refused(
          'ledger_account_id',
          `${ledger.name} takes no general journal documents`,
          'invalid_document_type',
        ),
      ];
    }
    const vat = scalarText(entry.tax_rate_id);
    const rate = vat === null ? null : tenant.taxRates.find((candidate) => candidate.id === vat);
    if (vat !== null && !rate)
      return [422, refused('tax_rate_id', `${vat} is not a tax rate here`, 'not_found')];
    if (rate && rate.type !== 'general_journal_document') {
      return [
        422,
        refused(
          'tax_rate_id',
          `${rate.name} is not for general journal documents`,
          'invalid_tax_rate_type',
        ),
      ];
    }
    const [debit, credit] = [moneyOf(entry.debit), moneyOf(entry.credit)];
    if (debit === null || credit === null)
      return [422, refused('debit', 'is not an amount', 'invalid')];
    [debits, credits] = [add(debits, debit), add(credits, credit)];
    const description = typeof entry.description === 'string' ? entry.description : '';
    lines.push({
      ledgerId,
      description,
      debit: formatAmount(debit),
      credit: formatAmount(credit),
      vat,
    });
  }
  if (debits !== credits) {
    return [
      422,
      refused(
        'base',
        `debit ${formatAmount(debits)} and credit ${formatAmount(credits)} differ`,
        'not_balanced',
      ),
    ];
  }
  const stored: StoredDocument = {
    id: tenant.newId(),
    reference: typeof fields.reference === 'string' ? fields.reference : '',
    date,
    description: '',
    lines,
    createdAt: formatApiTimestamp(now),
  };
  tenant.documents.push(stored);
  tenant.posts += 1;
  return [201, documentOf(tenant, stored)];
}

/** `filter=period:YYYYMMDD..YYYYMMDD,reference:…`; a filter replaces the default `this_year`. */
export function listDocuments(tenant: Tenant, url: URL, now: number): Answer {
  const terms = new Map(
    (url.searchParams.get('filter') ?? 'period:this_year').split(',').map((term) => {
      const at = term.indexOf(':');
      return [term.slice(0, at), term.slice(at + 1)] as const;
    }),
  );
  const period = terms.get('period') ?? 'this_year';
  const range = /^(\d{4})(\d{2})(\d{2})\.\.(\d{4})(\d{2})(\d{2})$/.exec(period);
  const year = localDateOf(now).slice(0, 4);
  if (!range && period !== 'this_year') {
    return [400, { error: `period ${period} is not understood` }];
  }
  const [from, to] = range
    ? [`${range[1]}-${range[2]}-${range[3]}`, `${range[4]}-${range[5]}-${range[6]}`]
    : [`${year}-01-01`, `${year}-12-31`];
  const reference = terms.get('reference');
  const perPage = Math.min(100, Number(url.searchParams.get('per_page') ?? 50) || 50);
  const page = Math.max(1, Number(url.searchParams.get('page') ?? 1) || 1);
  const found = tenant.documents.filter(
    (document) =>
      document.date >= from &&
      document.date <= to &&
      (reference === undefined || document.reference === reference),
  );
  return [200, found.slice((page - 1) * perPage, page * perPage).map((d) => documentOf(tenant, d))];
}
