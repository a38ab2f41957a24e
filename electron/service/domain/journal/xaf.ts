/**
 * The journal as an XML Auditfile Financieel (`GET /api/journal?format=xaf`), 4.0 by default
 * or 3.2 (`xaf_version=3.2`): header, company, the general ledger of the accounts it refers
 * to (in 4.0 with their RGS codes), the VAT codes, the months of the period and one journal
 * with an entry per day. Each validates against its public schema (test/fixtures/xaf/); what
 * is filled and why is in docs/decisions/0063-xaf-auditfile.md and the XAF 4.0 record. A pure
 * function: the caller gives the clock's time.
 */
import type { Journal, XafVersion } from '../../../../shared/api/journal.js';
import type { LedgerMapping } from '../../../../shared/api/ledger-mapping.js';
import { daysInMonth, localDateOf } from '../../../../shared/dates.js';
import { ApiError, badRequest } from '../../core/errors.js';
import { XAF_PROFILES, type XafProfile } from './xaf-profiles.js';
import { xafLedgerAccounts } from './xaf-ledger.js';
import { writeTransactions, xafIdentifier } from './xaf-transactions.js';
import { fitLength, XmlWriter } from './xml.js';
import { firstRgsKindClash, rgsKindConflict } from '../ledger/rgs-kind.js';

/** softwareDesc: how the file names the program that wrote it. */
const XAF_SOFTWARE = 'Back-Office Desk';

export interface XafHeader {
  /** softwareVersion: the app's version (package.json), at most 20 characters. */
  softwareVersion: string;
  /** When the file is made, from the service's clock; dateCreated is its Amsterdam day. */
  createdAt: number;
}

const MONTHS = [
  'januari',
  'februari',
  'maart',
  'april',
  'mei',
  'juni',
  'juli',
  'augustus',
  'september',
  'oktober',
  'november',
  'december',
] as const;

const pad2 = (value: number): string => String(value).padStart(2, '0');
const monthOf = (date: string): number => Number(date.slice(5, 7));

/** The fiscal year is the calendar year, and one file holds one fiscal year. */
function fiscalYearOf(journal: Journal): string {
  const year = journal.from.slice(0, 4);
  if (journal.to.slice(0, 4) !== year) {
    throw badRequest(
      `an XAF auditfile holds one fiscal year (a calendar year), and ${journal.from} to ` +
        `${journal.to} crosses into ${journal.to.slice(0, 4)}: ask for each year's part apart`,
    );
  }
  return year;
}

function writeHeader(xml: XmlWriter, journal: Journal, header: XafHeader): void {
  xml
    .start('header')
    .leaf('fiscalYear', fiscalYearOf(journal))
    .leaf('startDate', journal.from)
    .leaf('endDate', journal.to)
    .leaf('curCode', journal.currency)
    .leaf('dateCreated', localDateOf(header.createdAt))
    .leaf('softwareDesc', XAF_SOFTWARE)
    .leaf('softwareVersion', fitLength(header.softwareVersion, 20))
    .end();
}

/** The retailer as the settings name it; an auditfile without name or VAT number is refused. */
function writeCompanyIdentity(xml: XmlWriter, mapping: LedgerMapping, profile: XafProfile): void {
  const { name, vat_number: vatNumber } = mapping.company;
  if (name.trim() === '' || vatNumber.trim() === '') {
    throw new ApiError(
      409,
      'an XAF auditfile names the company and its VAT number: set both in the ledger ' +
        'mapping (company) first',
    );
  }
  xml
    .leaf('companyName', fitLength(name, profile.companyNameMax))
    // The settings take only Dutch VAT numbers (NL999999999B99).
    .leaf('taxRegistrationCountry', 'NL')
    .leaf('taxRegIdent', fitLength(vatNumber, 30));
}

function writeVatCodes(xml: XmlWriter, journal: Journal, profile: XafProfile): void {
  if (journal.vat_codes.length === 0) return;
  xml.start('vatCodes');
  for (const code of journal.vat_codes) {
    xml
      .start('vatCode')
      .leaf('vatID', xafIdentifier(code.code, 'VAT code'))
      .leaf('vatDesc', fitLength(code.description, profile.vatDescriptionMax))
      .leaf('vatToPayAccID', code.account ?? undefined)
      .end();
  }
  xml.end();
}

/** The months the period touches, whole, numbered as months of the (calendar) fiscal year. */
function writePeriods(
  xml: XmlWriter,
  journal: Journal,
  fiscalYear: string,
  profile: XafProfile,
): void {
  xml.start('periods');
  const year = Number(fiscalYear);
  for (let month = monthOf(journal.from); month <= monthOf(journal.to); month++) {
    xml
      .start('period')
      .leaf('periodNumber', month)
      .leaf(
        'periodDesc',
        profile.periodDescriptions ? `${MONTHS[month - 1] ?? ''} ${fiscalYear}` : undefined,
      )
      .leaf('startDatePeriod', `${fiscalYear}-${pad2(month)}-01`)
      .leaf('endDatePeriod', `${fiscalYear}-${pad2(month)}-${pad2(daysInMonth(year, month))}`)
      .end();
  }
  xml.end();
}

/** The RGS code the mapping gives an account, for 4.0's RGScode; none where it has none. */
const rgsResolver = (mapping: LedgerMapping) => {
  const codes = new Map(mapping.rgs.map((row) => [row.account, row.code]));
  return (account: string): string | undefined => codes.get(account) ?? undefined;
};

/** The journal as XAF text of the version asked (UTF-8, with its XML declaration). */
export function xafOf(
  journal: Journal,
  mapping: LedgerMapping,
  header: XafHeader,
  version: XafVersion = '4.0',
): string {
  const profile = XAF_PROFILES[version];
  const fiscalYear = fiscalYearOf(journal);
  const accounts = xafLedgerAccounts(journal, mapping, profile.accountDescriptionMax);
  const rgsOf = rgsResolver(mapping);
  if (profile.rgsCodes) {
    // A mapping stored before its codes were checked against the accounts' kinds.
    const coded = accounts.flatMap(({ id, type }) => {
      const code = rgsOf(id);
      return code === undefined ? [] : [{ account: id, code, type }];
    });
    const clash = firstRgsKindClash(coded);
    if (clash !== null) throw rgsKindConflict(clash);
  }
  const xml = new XmlWriter().start('auditfile', profile.namespace);
  writeHeader(xml, journal, header);
  xml.start('company');
  writeCompanyIdentity(xml, mapping, profile);
  if (accounts.length > 0) {
    xml.start('generalLedger');
    for (const account of accounts) {
      xml
        .start('ledgerAccount')
        .leaf('accID', account.id)
        .leaf('accDesc', account.description)
        .leaf('accTp', account.type)
        .leaf('RGScode', profile.rgsCodes ? rgsOf(account.id) : undefined)
        .end();
    }
    xml.end();
  }
  writeVatCodes(xml, journal, profile);
  writePeriods(xml, journal, fiscalYear, profile);
  writeTransactions(xml, journal, profile);
  return xml.end().end().toString();
}
