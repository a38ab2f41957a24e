import { useT } from '../../i18n/index.js';

/** Shown while the first answer of a screen is on its way. */
export function LoadingState({ label }: { label?: string }) {
  const t = useT();
  return (
    <div className="state state--loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{label ?? t('state.loading')}</span>
    </div>
  );
}
