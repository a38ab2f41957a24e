/**
 * What the three-instance test watches: the deliveries and events a receiver got, in the
 * order they came (repeats included), the id an order's change gets as an event, and a wait
 * for a condition with a deadline (never a fixed sleep).
 */
import type { EditedOrder } from '../../../electron/demo-platform/server.js';
import { eventIdOf } from '../../../electron/service/domain/webhooks/new-delivery.js';
import type { Receiver } from '../webhooks/receiver.js';

interface Batch {
  delivery_id: string;
  events: { id: string }[];
}

export function eventsOf(receiver: Receiver): { deliveries: string[]; events: string[] } {
  const batches = receiver.received.map((entry) => JSON.parse(entry.body) as Batch);
  return {
    deliveries: batches.map((batch) => batch.delivery_id),
    events: batches.flatMap((batch) => batch.events.map((event) => event.id)),
  };
}

/** The `order.updated` event an edit of an order makes for a subscription. */
export const orderEventOf = (subscriptionId: string, order: EditedOrder['order']): string =>
  eventIdOf(subscriptionId, 'order.updated', order.id, order.date_updated);

export async function untilTrue(
  condition: () => boolean | Promise<boolean>,
  timeoutMs = 15_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`not so within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
