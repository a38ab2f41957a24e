import { ApiError } from '../../../../shared/client/index.js';
import { useSessionStore } from '../../app/session-store.js';
import { useRunsDemo } from '../../app/runs-demo.js';
import { useT, type Translate } from '../../i18n/index.js';
import { LanguageSwitch } from '../../components/layout/LanguageSwitch.js';
import { errorText } from '../../lib/error-text.js';
import { CheckField } from '../../components/form/CheckField.js';
import { useLoginForm, type LoginFields } from './use-login-form.js';

function loginFailure(t: Translate, error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return t('login.wrongCredentials');
    if (error.status === 0) return t('login.unreachable');
  }
  // What went wrong in plain words; what to do is this form's own (it has no Try again).
  return t('login.failed', { message: errorText(t, error).title });
}

/**
 * The login screen. After an expired session it says so; the hash route is untouched, so
 * logging in returns to the screen the user was on.
 */
export function LoginPage() {
  const form = useLoginForm();
  const runsDemo = useRunsDemo();
  return (
    <main className="login">
      <div className="login__corner">
        <LanguageSwitch />
      </div>
      {/* The card shows once it knows whether it has the hint: a hint arriving later moved the
          button under a pointer that was pressing it, and the click was lost. */}
      {runsDemo === undefined ? null : <LoginCard form={form} runsDemo={runsDemo} />}
    </main>
  );
}

type LoginForm = ReturnType<typeof useLoginForm>;

/** The card: what the app is, the banners that apply, and the form or, refused, Continue. */
function LoginCard({ form, runsDemo }: { form: LoginForm; runsDemo: boolean }) {
  const t = useT();
  const { id } = form;
  const status = useSessionStore((state) => state.status);
  return (
    <form
      className="login__card card"
      onSubmit={form.submit}
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
      {form.rememberRefused ? (
        <>
          {/* Said in the user's words: the vault's reason is its own, and English only. */}
          <p className="banner banner--info" role="status" data-notice="remember-refused">
            {t('login.rememberRefused')}
          </p>
          <button
            type="button"
            className="button button--primary button--block"
            autoFocus
            onClick={form.enter}
          >
            {t('login.continue')}
          </button>
        </>
      ) : (
        <Credentials form={form} />
      )}
    </form>
  );
}

/** Account, e-mail and password, "remember me" in the desktop app, what went wrong, Log in. */
function Credentials({ form }: { form: LoginForm }) {
  const t = useT();
  const { id, fields, setFields, login } = form;
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
    <>
      {field('account', t('login.account'), 'text', 'organization')}
      {field('email', t('login.email'), 'email', 'username')}
      {field('password', t('login.password'), 'password', 'current-password')}
      {form.bridge ? (
        <CheckField
          label={t('login.rememberMe')}
          checked={form.rememberMe}
          onChange={form.setRememberMe}
        />
      ) : null}
      {form.missing || login.isError ? (
        <p className="field__error" role="alert">
          {form.missing ? t('login.required') : loginFailure(t, login.error)}
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
  );
}
