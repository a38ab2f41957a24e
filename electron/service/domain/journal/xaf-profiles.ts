/** The two XAF versions the service writes (xaf.ts), as their schemas differ. */
import type { XafVersion } from '../../../../shared/api/journal.js';

/** What differs between the two versions the service writes, as their schemas say. */
export interface XafProfile {
  version: XafVersion;
  namespace: string;
  /** companyName, accDesc, vatDesc: their schema lengths. */
  companyNameMax: number;
  accountDescriptionMax: number;
  vatDescriptionMax: number;
  /** 3.2 describes each period and gives each transaction its amount; 4.0 has neither. */
  periodDescriptions: boolean;
  transactionAmounts: boolean;
  /** 4.0: each ledger account's RGScode, where the mapping has one. */
  rgsCodes: boolean;
  /**
   * Which lines carry the `vat` element: 3.2 the VAT lines (their whole amount is VAT); 4.0
   * the revenue lines (the taxable base and its VAT per code, as an auditor reads them).
   */
  vatOn: 'vat_lines' | 'revenue_lines';
}

export const XAF_PROFILES: Record<XafVersion, XafProfile> = {
  '4.0': {
    version: '4.0',
    namespace:
      'http://www.odb.belastingdienst.nl/Belastingdienst/BCPP/1.1/structures/XmlauditfileXAF_4.0',
    companyNameMax: 255,
    accountDescriptionMax: 255,
    vatDescriptionMax: 100,
    periodDescriptions: false,
    transactionAmounts: false,
    rgsCodes: true,
    vatOn: 'revenue_lines',
  },
  '3.2': {
    version: '3.2',
    namespace: 'http://www.auditfiles.nl/XAF/3.2',
    companyNameMax: 999,
    accountDescriptionMax: 999,
    vatDescriptionMax: 999,
    periodDescriptions: true,
    transactionAmounts: true,
    rgsCodes: false,
    vatOn: 'vat_lines',
  },
};
