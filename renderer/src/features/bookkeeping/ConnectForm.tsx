import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type SyntheticEvent } from 'react';
import {
  BOOKKEEPING_PACKAGES,
  type BookkeepingPackage,
} from '../../../../shared/api/bookkeeping.js';
import { SecretsNote } from '../../components/note/SecretsNote.js';
import { useT } from '../../i18n/index.js';
import { administrationsOf, bookkeepingQueries, connect } from './queries.js';
import { packageName, refusalText } from './words.js';

/** Whether the service runs the embedded demo (its stand-ins take any token starting `demo`). */
function useRunsDemo(): boolean {
  const answer = useQuery({
    queryKey: ['healthz', 'demo'],
    queryFn: async ({ signal }) => {
      const response = await fetch('/healthz', { signal });
      const body: unknown = response.ok ? await response.json() : null;
      return typeof body === 'object' && body !== null && 'demo_platform' in body
        ? body.demo_platform === true
        : false;
    },
    staleTime: Infinity,
    retry: false,
  });
  return answer.data === true;
}

/**
 * Connecting a package: which one, its API token, and for Moneybird the administration,
 * chosen from the ones the token may use. The token is sent once and never shown again.
 */
export function ConnectForm() {
  const t = useT();
  const id = useId();
  const queryClient = useQueryClient();
  const demo = useRunsDemo();
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

  return (
    <form className="bk-form" onSubmit={submit} noValidate>
      <SecretsNote />
      <fieldset className="bk-form__packages">
        <legend className="field__label">{t('bk.connect.package')}</legend>
        {BOOKKEEPING_PACKAGES.map((option) => (
          <label key={option} className="radio">
            <input
              type="radio"
              name={`${id}-package`}
              value={option}
              checked={pkg === option}
              onChange={() => choosePackage(option)}
            />
            <span>{packageName(t, option)}</span>
          </label>
        ))}
      </fieldset>
      {/* The hint describes the field (aria-describedby) and stays out of its label: inside it,
          the demo's words ("…proefadministratie") were part of the token field's name. */}
      <div className="field">
        <label className="field__label" htmlFor={`${id}-token`}>
          {t('bk.connect.token')}
        </label>
        <input
          id={`${id}-token`}
          className="input bk-form__token"
          type="password"
          autoComplete="off"
          value={token}
          aria-describedby={`${id}-token-hint`}
          onChange={(event) => {
            setToken(event.target.value);
            setAdministrations(null);
          }}
        />
        <span id={`${id}-token-hint`} className="hint">
          {t(`bk.connect.tokenHint.${pkg}`)} {demo ? t('bk.connect.demo') : ''}
        </span>
      </div>
      {pkg === 'moneybird' ? (
        <div className="bk-form__row">
          <button
            type="button"
            className="button"
            disabled={busy || token.trim() === ''}
            onClick={() => void find()}
          >
            {t('bk.connect.findAdministrations')}
          </button>
          {administrations ? (
            <div className="field">
              <label className="field__label" htmlFor={`${id}-administration`}>
                {t('bk.connect.administration')}
              </label>
              <select
                id={`${id}-administration`}
                className="input"
                value={administration}
                onChange={(event) => setAdministration(event.target.value)}
              >
                {administrations.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.name}
                  </option>
                ))}
              </select>
            </div>
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
