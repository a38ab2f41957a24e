import { useT } from '../../i18n/index.js';
import { refusalText } from './words.js';

/** A read of the bookkeeping screen that failed, said in the screen's words for the refusal. */
export function RefusalBanner({ error }: { error: unknown }) {
  const t = useT();
  return (
    <p className="banner banner--error" role="alert">
      {refusalText(t, error)}
    </p>
  );
}
