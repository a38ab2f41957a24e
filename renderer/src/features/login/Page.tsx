import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState, type SyntheticEvent } from 'react';
import { ApiError } from '../../../../shared/client/index.js';
import { api } from '../../app/api.js';
import { useSessionStore } from '../../app/session-store.js';
import { loggedIn } from '../../app/screen-focus.js';
import { useT, type Translate } from '../../i18n/index.js';
import { getBridge, type BackofficeBridge } from '../../platform/bridge.js';
import type { SaveCredentialsResult } from '../../../../shared/ipc.js';
import { LanguageSwitch } from '../../components/layout/LanguageSwitch.js';
import { errorText } from '../../lib/error-text.js';
import { useLoginFormStore } from './store.js';
import { CheckField } from '../../components/form/CheckField.js';

interface LoginFields {
  account: string;
  email: string;
  password: string;
}

function loginFailure(t: Translate, error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return t('login.wrongCredentials');
    if (error.status === 0) return t('login.unreachable');
  }
  // What went wrong in plain words; what to do is this form's own (it has no Try again).
  return t('login.failed', { message: errorText(t, error).title });
}

/**
 * Saves the credentials when "remember me" is ticked, else forgets any saved before; answers
 * what the vault said to a save (null when nothing was asked, or the bridge failed).
 */
function rememberOrForget(
  bridge: BackofficeBridge,
  rememberMe: boolean,
  given: LoginFields,
): Promise<SaveCredentialsResult | null> {
  const saving = rememberMe ? bridge.credentials.save(given) : bridge.credentials.clear();
  return saving.then(
    (answer) => answer ?? null,
    () => null,
  );
}

/** How long the login card waits to know whether to show the demo hint. */
const DEMO_QUESTION_MS = 5_000;

/**
 * Whether the service runs the embedded demo platform (/healthz, which needs no login): only
 * then does the login page say how to log in to it. Anything else (an older service, no
 * answer within DEMO_QUESTION_MS) shows no hint. Undefined until known.
 */
function useRunsDemo(): boolean | undefined {
  const answer = useQuery({
    queryKey: ['healthz', 'demo'],
    queryFn: async ({ signal }) => {
      const asked = AbortSignal.any([signal, AbortSignal.timeout(DEMO_QUESTION_MS)]);
      const response = await fetch('/healthz', { signal: asked });
      const body: unknown = response.ok ? await response.json() : null;
      return typeof body === 'object' && body !== null && 'demo_platform' in body
        ? body.demo_platform === true
        : false;
    },
    staleTime: Infinity,
    retry: false,
  });
  return answer.isPending ? undefined : answer.data === true;
}

/**
 * The login screen. After an expired session it says so; the hash route is untouched, so
 * logging in returns to the screen the user was on.
 */
export function LoginPage() {
  const t = useT();
  const id = useId();
  const queryClient = useQueryClient();
  const status = useSessionStore((state) => state.status);
  const signedIn = useSessionStore((state) => state.signedIn);
  const remembered = useLoginFormStore();
  const [fields, setFields] = useState<LoginFields>({
    account: remembered.account,
    email: remembered.email,
    password: '',
  });
  const [missing, setMissing] = useState(false);
  const bridge = getBridge();
  const [rememberMe, setRememberMe] = useState(false);
  const runsDemo = useRunsDemo();

  // In the desktop app, credentials saved with "remember me" prefill the form.
  useEffect(() => {
    bridge?.credentials
      .load()
      .then((saved) => {
        if (saved) {
          setFields(saved);
          setRememberMe(true);
        }
      })
      .catch(() => undefined);
  }, [bridge]);

  const [rememberRefused, setRememberRefused] = useState(false);

  const enter = () => {
    // A new session may be another user: nothing cached may leak across.
    queryClient.clear();
    loggedIn();
    signedIn();
  };

  const login = useMutation({
    mutationFn: async (given: LoginFields) => {
      await api.login(given.account, given.email, given.password);
      return bridge ? rememberOrForget(bridge, rememberMe, given) : null;
    },
    onSuccess: (saved, given) => {
      remembered.remember(given.account, given.email);
      // The user asked to be remembered: a vault that cannot keep the password says so here,
      // before the app opens, or they would only find out at the next start.
      if (saved?.status === 'refused') setRememberRefused(true);
      else enter();
    },
  });

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const given = { ...fields, account: fields.account.trim(), email: fields.email.trim() };
    if (!given.account || !given.email || !given.password) {
      setMissing(true);
      return;
    }
    setMissing(false);
    login.mutate(given);
  };

  const field = (name: keyof LoginFields, label: string, type: string, autoComplete: string) => (
    <label className="field" htmlFor={`${id}-${name}`}>
      <span className="field__label">{label}</span>
      <input
        id={`${id}-${name}`}
        name={name}
        type={type}
        className="input"
        autoComplete={autoComplete}
        value={fields[name]}
        required
        autoFocus={
          name === 'account' ? !fields.account : name === 'password' && fields.account !== ''
        }
        onChange={(event) => setFields({ ...fields, [name]: event.target.value })}
      />
    </label>
  );

  return (
    <main className="login">
      <div className="login__corner">
        <LanguageSwitch />
      </div>
      {/* The card shows once it knows whether it has the hint: a hint arriving later moved the
          button under a pointer that was pressing it, and the click was lost. */}
      {runsDemo === undefined ? null : (
        <form
          className="login__card card"
          onSubmit={submit}
          noValidate
          aria-labelledby={`${id}-title`}
        >
          <div className="login__brand">
            <span className="brand-mark" aria-hidden="true">
              B
            </span>
            <span>{t('app.name')}</span>
          </div>
          <p className="login__about" data-testid="login-about">
            {t('login.about')}
          </p>
          <h1 id={`${id}-title`} className="login__title">
            {t('login.title')}
          </h1>
          <p className="muted">{t('login.subtitle')}</p>
          {runsDemo ? (
            <p className="banner banner--info" data-hint="demo">
              {t('login.demoHint')}
            </p>
          ) : null}
          {status === 'expired' ? (
            <p className="banner banner--info" role="status">
              {t('login.expired')}
            </p>
          ) : null}
          {rememberRefused ? (
            <>
              {/* Said in the user's words: the vault's reason is its own, and English only. */}
              <p className="banner banner--info" role="status" data-notice="remember-refused">
                {t('login.rememberRefused')}
              </p>
              <button
                type="button"
                className="button button--primary button--block"
                autoFocus
                onClick={enter}
              >
                {t('login.continue')}
              </button>
            </>
          ) : (
            <>
              {field('account', t('login.account'), 'text', 'organization')}
              {field('email', t('login.email'), 'email', 'username')}
              {field('password', t('login.password'), 'password', 'current-password')}
              {bridge ? (
                <CheckField
                  label={t('login.rememberMe')}
                  checked={rememberMe}
                  onChange={setRememberMe}
                />
              ) : null}
              {missing || login.isError ? (
                <p className="field__error" role="alert">
                  {missing ? t('login.required') : loginFailure(t, login.error)}
                </p>
              ) : null}
              <button
                type="submit"
                className="button button--primary button--block"
                disabled={login.isPending}
              >
                {login.isPending ? t('login.submitting') : t('login.submit')}
              </button>
            </>
          )}
        </form>
      )}
    </main>
  );
}
