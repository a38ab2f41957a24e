/**
 * The read-only order page the service links to as `backoffice_url` (the demo's stand-in
 * for the real back office). Every value is HTML-escaped: names and titles come from data
 * and may contain markup (the demo data does so on purpose).
 */
import { formatAmount, parseAmount } from '../../shared/money.js';
import type { DemoOrder, DemoPayment } from './data/order-rows.js';
import type { AccountData } from './data/account-data.js';

/** The back-office link template for a demo platform at `origin` (`http://127.0.0.1:PORT`). */
export const demoBackofficeUrlTemplate = (origin: string): string =>
  `${origin.replace(/\/$/, '')}/{account}/order/{id}`;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (value: unknown): string =>
  (typeof value === 'string'
    ? value
    : value === null || value === undefined
      ? ''
      : JSON.stringify(value)
  ).replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

const money = (value: number | string): string => `€ ${formatAmount(parseAmount(value))}`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="nl"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem}table{border-collapse:collapse}
td,th{border:1px solid #ccc;padding:.25rem .5rem;text-align:left}td.n{text-align:right}</style>
</head><body>${body}</body></html>`;
}

export function renderNotFound(account: string, id: string): string {
  return page(
    'Order not found',
    `<h1>Order not found</h1><p>No order ${escapeHtml(id)} in account ${escapeHtml(account)}.</p>`,
  );
}

export function renderOrderPage(
  data: AccountData,
  order: DemoOrder,
  payments: DemoPayment[],
): string {
  const shop = data.reference.shops.find((candidate) => candidate.id === order.shop_id);
  const customer = order.relation_data?.name ?? order.billing_address?.name ?? '';
  const lines = order.order_items
    .map(
      (item) =>
        `<tr><td>${escapeHtml(item.sku)}</td><td>${escapeHtml(item.name)}</td><td class="n">${escapeHtml(item.quantity)}</td><td class="n">${money(item.ppu_wt)}</td><td class="n">${money(item.price_wt)}</td><td>${escapeHtml(item.non_turnover_kind ?? '')}</td></tr>`,
    )
    .join('');
  const paid = payments
    .map(
      (payment) =>
        `<tr><td>${escapeHtml(payment.date_paid)}</td><td>${escapeHtml(payment.provider_method.title)}</td><td>${escapeHtml(payment.status)}</td><td class="n">${money(payment.amount)}</td></tr>`,
    )
    .join('');
  return page(
    `Order ${order.number}`,
    `<h1>Order ${escapeHtml(order.number)}</h1>
<p>Account ${escapeHtml(data.account.name)} · ${escapeHtml(shop?.name ?? order.shop_id)} · ${escapeHtml(order.date_purchased)} · status ${escapeHtml(order.status)} · ${order.is_paid ? 'paid' : 'not paid'}</p>
<p>Customer: ${escapeHtml(customer)}</p>
<table><thead><tr><th>SKU</th><th>Product</th><th>Qty</th><th>Unit incl. VAT</th><th>Total incl. VAT</th><th>Non-turnover</th></tr></thead><tbody>${lines}</tbody></table>
<p>Discount ${money(order.discount_value_wt)} · Total ${money(order.value_wt)} (excl. VAT ${money(order.value)})</p>
<h2>Payments</h2><table><tbody>${paid}</tbody></table>`,
  );
}
