import type { Capability } from '../../../../shared/api/capabilities.js';
import { useT } from '../../i18n/index.js';
import { RingIcon } from './StateIcon.js';

/**
 * A screen whose feature this account's platform does not offer: says so, and which platform
 * calls are missing, instead of an empty table that would look like "no data".
 */
export function FeatureUnavailable({ capability }: { capability: Capability }) {
  const t = useT();
  return (
    <div className="state state--unavailable" role="status">
      <RingIcon mark="M12 36 36 12" markWidth="2.5" />
      <p className="state__title">{t('capability.unavailable')}</p>
      <p className="state__hint">{t('capability.explain')}</p>
      <p className="state__detail">
        {t('capability.missing', { calls: capability.missing_calls.join(', ') })}
      </p>
    </div>
  );
}
