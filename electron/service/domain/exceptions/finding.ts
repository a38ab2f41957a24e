/**
 * One finding as the detectors make it (the answer's row), and its stable id: the kind, the day, the location and the subject hashed, so the same finding
 * has the same id on every ask, by any instance, and a seen mark or a digest recognises it.
 * A product's state has no day (null), so it keeps its id while the product stays so.
 */
import { createHash } from 'node:crypto';
import type { Exception, ExceptionKind } from '../../../../shared/api/exceptions.js';

export type Finding = Exception;

interface FindingKey {
  kind: ExceptionKind;
  day: string | null;
  locationId: number | null;
  subject: Finding['subject'];
}

/** 24 hex digits (96 bits) of SHA-256 over `kind|day|location|subject type:id`. */
export function findingId({ kind, day, locationId, subject }: FindingKey): string {
  const text = [kind, day ?? '-', locationId ?? '-', `${subject.type}:${subject.id}`].join('|');
  return createHash('sha256').update(text).digest('hex').slice(0, 24);
}

/** A finding with its id made from its own key fields. */
export function finding(fields: Omit<Finding, 'id' | 'cashier'>): Finding {
  const id = findingId({
    kind: fields.kind,
    day: fields.day,
    locationId: fields.location_id,
    subject: fields.subject,
  });
  // The platform records no cashier on an order or a closing (docs/upstream.md).
  return { id, cashier: null, ...fields };
}

/** The API path of a till's or shop's orders of one day. */
export const dayOrdersPath = (day: string, shopId: number): string =>
  `/api/orders?from=${day}&to=${day}&shop_id=${shopId}`;

/** The API path of one order. */
export const orderPath = (orderId: number): string => `/api/orders/${orderId}`;
