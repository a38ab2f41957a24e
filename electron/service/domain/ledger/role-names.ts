/** The single roles' names, as the mapping's answer and the journal's lines name them. */
import type { SingleRole } from '../../../../shared/api/ledger-mapping.js';

export const SINGLE_ROLE_NAMES: Record<SingleRole, string> = {
  debtors: 'Debiteuren',
  cash_differences: 'Kasverschillen',
  gift_cards: 'Uitstaande cadeaukaarten',
  tips: 'Fooien',
  prepayments: 'Vooruitontvangen bedragen',
  cross_posting: 'Kruisposten memoriaal',
  stock: 'Voorraad',
  cost_of_sales: 'Kostprijs verkopen',
};
