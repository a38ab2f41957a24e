import { useT } from '../../i18n/index.js';
import { openExternal } from '../../platform/open-external.js';

/**
 * An order's number as a link into the platform's back office. The desktop app opens it in
 * the user's browser, after vetting the URL (openExternal), rather than in its own window.
 */
export function OrderLink({
  order,
  label,
  describedBy,
  withTitle = false,
}: {
  order: { order_number: string; backoffice_url: string };
  /** The link's name; "Open order N in the back office" unless a caller says more. */
  label?: string;
  /** The id of a note about this order (an exception's own order). */
  describedBy?: string;
  /** The label as a tooltip too, where the number stands without a column heading. */
  withTitle?: boolean;
}) {
  const t = useT();
  const name = label ?? t('drill.openOrder', { number: order.order_number });
  return (
    <a
      href={order.backoffice_url}
      target="_blank"
      rel="noopener noreferrer"
      className="link"
      aria-label={name}
      title={withTitle ? name : undefined}
      aria-describedby={describedBy}
      onClick={(event) => {
        event.preventDefault();
        openExternal(order.backoffice_url);
      }}
    >
      {order.order_number}
    </a>
  );
}
