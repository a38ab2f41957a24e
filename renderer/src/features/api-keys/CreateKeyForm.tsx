/**
 * Making an API key: a name, the right to write files (decision 0081) and the right to change
 * the bookkeeping connection (0120), both only for a user not limited to a location, who has
 * them, and the user's password, which the service checks with the platform.
 */
import { useId, useRef, useState, type SyntheticEvent } from 'react';
import { API_KEY_NAME_MAX, type CreatedApiKey } from '../../../../shared/api/keys.js';
import { ApiError } from '../../../../shared/client/index.js';
import { CheckField } from '../../components/form/CheckField.js';
import { useT } from '../../i18n/index.js';
import { errorSentence } from '../../lib/error-text.js';
import { createApiKey } from './queries.js';

interface FieldErrors {
  name?: string;
  password?: string;
}

export function CreateKeyForm({
  mayWriteFiles,
  onCreated,
}: {
  /**
   * False for a user limited to a location: no key of theirs writes files or changes the
   * bookkeeping connection.
   */
  mayWriteFiles: boolean;
  onCreated: (created: CreatedApiKey) => void;
}) {
  const t = useT();
  const nameId = useId();
  const passwordId = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [writeFiles, setWriteFiles] = useState(false);
  const [manageBookkeeping, setManageBookkeeping] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const found: FieldErrors = {
      ...(name.trim() === '' ? { name: t('keys.nameRequired') } : {}),
      ...(password === '' ? { password: t('keys.passwordRequired') } : {}),
    };
    setErrors(found);
    if (found.name) return nameRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();
    setPending(true);
    try {
      const created = await createApiKey({
        name: name.trim(),
        password,
        may_write_files: mayWriteFiles && writeFiles,
        may_manage_bookkeeping: mayWriteFiles && manageBookkeeping,
      });
      setName('');
      setPassword('');
      setWriteFiles(false);
      setManageBookkeeping(false);
      onCreated(created);
    } catch (error) {
      setPassword('');
      if (error instanceof ApiError && error.code === 'wrong_password') {
        setErrors({ password: t('keys.wrongPassword') });
        passwordRef.current?.focus();
      } else if (error instanceof ApiError && error.code === 'api_key_limit') {
        setFailure(t('keys.limit'));
      } else {
        setFailure(t('keys.createFailed', { reason: errorSentence(t, error) }));
      }
    } finally {
      setPending(false);
    }
  };

  return (
    <form className="key-form" onSubmit={(event) => void submit(event)} noValidate>
      {/* The hint is beside the label, not in it: the field's name is its label alone. */}
      <div className="field field--grow">
        <label className="field__label" htmlFor={nameId}>
          {t('keys.name')}
        </label>
        <input
          id={nameId}
          ref={nameRef}
          className="input"
          name="key-name"
          autoComplete="off"
          maxLength={API_KEY_NAME_MAX}
          value={name}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={`${nameId}-hint`}
          onChange={(event) => setName(event.target.value)}
        />
        <span id={`${nameId}-hint`} className={errors.name ? 'field__error' : 'hint'}>
          {errors.name ?? t('keys.nameHint')}
        </span>
      </div>
      {mayWriteFiles ? (
        <div className="key-form__right">
          <CheckField
            label={t('keys.mayWriteFiles')}
            checked={writeFiles}
            onChange={setWriteFiles}
          />
          <p className="hint">{t('keys.mayWriteFilesHint')}</p>
          <CheckField
            label={t('keys.mayManageBookkeeping')}
            checked={manageBookkeeping}
            onChange={setManageBookkeeping}
          />
          <p className="hint">{t('keys.mayManageBookkeepingHint')}</p>
        </div>
      ) : (
        <p className="hint">{t('keys.lockedNoFiles')}</p>
      )}
      <div className="field field--grow">
        <label className="field__label" htmlFor={passwordId}>
          {t('keys.password')}
        </label>
        <input
          id={passwordId}
          ref={passwordRef}
          className="input"
          type="password"
          name="key-password"
          autoComplete="current-password"
          value={password}
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={`${passwordId}-hint`}
          onChange={(event) => setPassword(event.target.value)}
        />
        <span id={`${passwordId}-hint`} className={errors.password ? 'field__error' : 'hint'}>
          {errors.password ?? t('keys.passwordHint')}
        </span>
      </div>
      <div className="key-form__actions">
        <button type="submit" className="button button--primary" disabled={pending}>
          {pending ? t('keys.creating') : t('keys.submit')}
        </button>
        {failure === null ? null : (
          <span className="field__error" role="alert">
            {failure}
          </span>
        )}
      </div>
    </form>
  );
}
