import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type SyntheticEvent } from 'react';
import {
  BOOKKEEPING_PACKAGES,
  type BookkeepingPackage,
} from '../../../../shared/api/bookkeeping.js';
import { SecretsNote } from '../../components/note/SecretsNote.js';
import { RadioChoices } from '../../components/form/RadioChoices.js';
import { LabelledSelect } from '../../components/form/LabelledSelect.js';
import { TextField } from '../../components/form/TextField.js';
import { useRunsDemo } from '../../app/runs-demo.js';
import { useT } from '../../i18n/index.js';
import { administrationsOf, bookkeepingQueries, connect } from './queries.js';
import { packageName, refusalText } from './words.js';

/**
 * Connecting a package: which one, its API token, and for Moneybird the administration,
 * chosen from the ones the token may use. The token is sent once and never shown again.
 */
export function ConnectForm() {
  const t = useT();
  const id = useId();
  const demo = useRunsDemo() === true;
  const draft = useConnectDraft();
  const { pkg, token, administrations, administration, problem, busy } = draft;

  return (
    <form className="bk-form" onSubmit={draft.submit} noValidate>
      <SecretsNote />
      <PackageChoice name={`${id}-package`} value={pkg} onChange={draft.choosePackage} />
      {/* The hint describes the field (aria-describedby) and stays out of its label: inside it,
          the demo's words ("…proefadministratie") were part of the token field's name. */}
      <TextField
        label={t('bk.connect.token')}
        hint={`${t(`bk.connect.tokenHint.${pkg}`)} ${demo ? t('bk.connect.demo') : ''}`}
        inputClassName="input bk-form__token"
        type="password"
        autoComplete="off"
        value={token}
        onChange={(event) => {
          draft.setToken(event.target.value);
          draft.setAdministrations(null);
        }}
      />
      {pkg === 'moneybird' ? (
        <div className="bk-form__row">
          <button
            type="button"
            className="button"
            disabled={busy || token.trim() === ''}
            onClick={() => void draft.find()}
          >
            {t('bk.connect.findAdministrations')}
          </button>
          {administrations ? (
            <AdministrationSelect
              id={`${id}-administration`}
              options={administrations}
              value={administration}
              onChange={draft.setAdministration}
            />
          ) : null}
        </div>
      ) : null}
      <div className="bk-actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={busy || token.trim() === ''}
        >
          {t('bk.connect.submit')}
        </button>
      </div>
      {problem ? (
        <p className="banner banner--error" role="alert">
          {problem}
        </p>
      ) : null}
    </form>
  );
}

function PackageChoice({
  name,
  value,
  onChange,
}: {
  name: string;
  value: BookkeepingPackage;
  onChange: (pkg: BookkeepingPackage) => void;
}) {
  const t = useT();
  return (
    <fieldset className="bk-form__packages">
      <legend className="field__label">{t('bk.connect.package')}</legend>
      <RadioChoices
        name={name}
        options={BOOKKEEPING_PACKAGES.map((pkg) => ({ value: pkg, label: packageName(t, pkg) }))}
        value={value}
        onChange={onChange}
      />
    </fieldset>
  );
}

/** The Moneybird administrations the token may use, to choose the one to post to. */
function AdministrationSelect({
  id,
  options,
  value,
  onChange,
}: {
  id: string;
  options: readonly { id: string; name: string }[];
  value: string;
  onChange: (id: string) => void;
}) {
  const t = useT();
  return (
    <LabelledSelect
      id={id}
      label={t('bk.connect.administration')}
      value={value}
      onChange={onChange}
    >
      {options.map((option) => (
        <option key={option.id} value={option.id}>
          {option.name}
        </option>
      ))}
    </LabelledSelect>
  );
}

/**
 * The form's values and its actions: finding the token's administrations, connecting (the
 * token is then emptied, and the screen's reads asked again), and what went wrong.
 */
function useConnectDraft() {
  const t = useT();
  const queryClient = useQueryClient();
  const [pkg, setPkg] = useState<BookkeepingPackage>('moneybird');
  const [token, setToken] = useState('');
  const [administrations, setAdministrations] = useState<{ id: string; name: string }[] | null>(
    null,
  );
  const [administration, setAdministration] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const attempt = async (action: () => Promise<void>) => {
    setBusy(true);
    setProblem(null);
    try {
      await action();
    } catch (error) {
      setProblem(refusalText(t, error));
    } finally {
      setBusy(false);
    }
  };
  const find = () =>
    attempt(async () => {
      const found = (await administrationsOf(token.trim())).administrations;
      setAdministrations(found);
      setAdministration(found[0]?.id ?? '');
    });
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pkg === 'moneybird' && administration === '') {
      setProblem(t('bk.connect.chooseAdministration'));
      return;
    }
    void attempt(async () => {
      const body =
        pkg === 'moneybird'
          ? { package: pkg, token: token.trim(), administration_id: administration }
          : { package: pkg, token: token.trim() };
      const answer = await connect(body);
      setToken('');
      queryClient.setQueryData(bookkeepingQueries.connection().queryKey, answer);
      await queryClient.invalidateQueries({ queryKey: bookkeepingQueries.all });
    });
  };
  const choosePackage = (next: BookkeepingPackage) => {
    setPkg(next);
    setAdministrations(null);
    setAdministration('');
    setProblem(null);
  };

  return {
    pkg,
    token,
    setToken,
    administrations,
    setAdministrations,
    administration,
    setAdministration,
    problem,
    busy,
    find,
    submit,
    choosePackage,
  };
}
