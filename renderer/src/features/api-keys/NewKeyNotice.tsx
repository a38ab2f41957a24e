/**
 * The key just made, shown this once: in a read-only field (selectable by hand), with a Copy
 * button. The heading takes the focus, so a screen reader reads that the key is there.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { CreatedApiKey } from '../../../../shared/api/keys.js';
import { useT, type MessageKey } from '../../i18n/index.js';

export function NewKeyNotice({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  const t = useT();
  const fieldId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const fieldRef = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<MessageKey | null>(null);

  useEffect(() => headingRef.current?.focus(), [created.id]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.key);
      setCopied('keys.copied');
    } catch {
      // No clipboard for this page (a browser that refuses it): the key selected instead.
      fieldRef.current?.select();
      setCopied('keys.copyManually');
    }
  };

  return (
    <section className="card card--accent key-notice" aria-labelledby={`${fieldId}-title`}>
      <h2 id={`${fieldId}-title`} className="section-title" ref={headingRef} tabIndex={-1}>
        {t('keys.created', { name: created.name })}
      </h2>
      <p className="hint" id={`${fieldId}-once`}>
        {t('keys.shownOnce')}
      </p>
      <div className="key-notice__secret">
        <label className="field field--grow" htmlFor={fieldId}>
          <span className="field__label">{t('keys.secret')}</span>
          <input
            id={fieldId}
            ref={fieldRef}
            className="input key-notice__key"
            readOnly
            value={created.key}
            spellCheck={false}
            aria-describedby={`${fieldId}-once`}
            onFocus={(event) => event.target.select()}
          />
        </label>
        <button type="button" className="button button--primary" onClick={() => void copy()}>
          {t('keys.copy')}
        </button>
      </div>
      <div className="key-form__actions">
        <button type="button" className="button" onClick={onDone}>
          {t('keys.done')}
        </button>
        <span className="hint" role="status">
          {copied === null ? '' : t(copied)}
        </span>
      </div>
    </section>
  );
}
