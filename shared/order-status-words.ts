/**
 * The platform's order statuses in Dutch words: the one home of the words the order screens
 * show (the renderer's `orders.status.*`) and a Dutch order export writes
 * (domain/orders/orders-export.ts), so a file and the screen name a status alike. English
 * screens say the status in English words; an English file keeps the platform's own status
 * for scripts (decision 0083).
 */
import type { OrderStatus } from './api/orders.js';

export const DUTCH_ORDER_STATUS: Record<OrderStatus, string> = {
  new: 'Nieuw',
  processing: 'In behandeling',
  on_hold: 'In de wacht',
  complete: 'Afgerond',
  refunded: 'Terugbetaald',
  cancelled: 'Geannuleerd',
};
