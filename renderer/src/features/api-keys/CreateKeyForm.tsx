/**
 * Making an API key: a name, the right to write files (decision 0081) and the right to change
 * the bookkeeping connection (0120), both only for a user not limited to a location, who has
 * them, and the user's password, which the service checks with the platform.
 */
import { useRef, useState, type SyntheticEvent } from 'react';
import { API_KEY_NAME_MAX, type CreatedApiKey } from '../../../../shared/api/keys.js';
import { ApiError } from '../../../../shared/client/index.js';
import { CheckField } from '../../components/form/CheckField.js';
import { TextField } from '../../components/form/TextField.js';
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
  const draft = useKeyDraft(mayWriteFiles, onCreated);
  const { rights, setRights, errors, failure, pending } = draft;

  return (
    <form className="key-form" onSubmit={(event) => void draft.submit(event)} noValidate>
      {/* The hint is beside the label, not in it: the field's name is its label alone. */}
      <TextField
        className="field field--grow"
        label={t('keys.name')}
        error={errors.name}
        hint={t('keys.nameHint')}
        inputRef={draft.nameRef}
        name="key-name"
        autoComplete="off"
        maxLength={API_KEY_NAME_MAX}
        value={draft.name}
        onChange={(event) => draft.setName(event.target.value)}
      />
      {mayWriteFiles ? (
        <div className="key-form__right">
          <CheckField
            label={t('keys.mayWriteFiles')}
            checked={rights.writeFiles}
            onChange={(writeFiles) => setRights({ ...rights, writeFiles })}
          />
          <p className="hint">{t('keys.mayWriteFilesHint')}</p>
          <CheckField
            label={t('keys.mayManageBookkeeping')}
            checked={rights.manageBookkeeping}
            onChange={(manageBookkeeping) => setRights({ ...rights, manageBookkeeping })}
          />
          <p className="hint">{t('keys.mayManageBookkeepingHint')}</p>
        </div>
      ) : (
        <p className="hint">{t('keys.lockedNoFiles')}</p>
      )}
      <TextField
        className="field field--grow"
        label={t('keys.password')}
        error={errors.password}
        hint={t('keys.passwordHint')}
        inputRef={draft.passwordRef}
        type="password"
        name="key-password"
        autoComplete="current-password"
        value={draft.password}
        onChange={(event) => draft.setPassword(event.target.value)}
      />
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

/** The rights a new key may be given besides reading. */
const NO_RIGHTS = { writeFiles: false, manageBookkeeping: false };

/**
 * The form's values and its submit: empty fields are named at the field, a wrong password at
 * its field, any other refusal under the form; a made key empties the form.
 */
function useKeyDraft(mayWriteFiles: boolean, onCreated: (created: CreatedApiKey) => void) {
  const t = useT();
  const nameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [rights, setRights] = useState(NO_RIGHTS);
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
        may_write_files: mayWriteFiles && rights.writeFiles,
        may_manage_bookkeeping: mayWriteFiles && rights.manageBookkeeping,
      });
      setName('');
      setPassword('');
      setRights(NO_RIGHTS);
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

  return {
    name,
    setName,
    password,
    setPassword,
    rights,
    setRights,
    errors,
    failure,
    pending,
    nameRef,
    passwordRef,
    submit,
  };
}
