import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type ComponentProps, type FormEvent } from 'react';
import type { DevSignInRole } from '@arena/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '../../../shared/router';
import { ApiError } from '../../../shared/api/client';
import { devSignIn, STEAM_SIGN_IN_URL } from '../api';
import { DEV_SIGN_IN_ROLES } from '../roles';
import { useSession } from '../session';
import './SignInDialog.css';

const DEMO_STEAM_ID = '76561197960956468';
const DEMO_NAME = 'SUNSfan';

function Field({ label, testId, ...input }: { label: string; testId: string } & ComponentProps<'input'>) {
  return (
    <label className="field">
      <span className="field__label">{label}</span>
      <input className="input" {...input} data-testid={testId} />
    </label>
  );
}

/**
 * Dev sign-in: pick any Steam id, name and user type (ADMIN opens the console at /admin); POST
 * /api/auth/dev, then go through /redirect.
 */
export function SignInDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('auth');
  const { config } = useSession();
  const navigate = useNavigate();
  const ref = useRef<HTMLDialogElement>(null);
  const [steamId, setSteamId] = useState(DEMO_STEAM_ID);
  const [name, setName] = useState(DEMO_NAME);
  const [role, setRole] = useState<DevSignInRole>('PLAYER');
  const roleId = useId();
  const [invalid, setInvalid] = useState<string | null>(null);
  // The session is read again on /redirect, which then returns to where the player was.
  const signIn = useMutation({
    mutationFn: ({ id, display, as }: { id: string; display: string; as: DevSignInRole }) => devSignIn(id, display, as),
    onSuccess: () => {
      onClose();
      navigate('/redirect');
    },
  });
  const { reset } = signIn;
  // the server cannot keep anyone signed in (its address settings): trying again will not help
  const unavailable = signIn.error instanceof ApiError && signIn.error.code === 'sign_in_unavailable';
  const error = invalid ?? (signIn.isError ? t(unavailable ? 'unavailable' : 'failed') : null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      setInvalid(null);
      reset();
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open, reset]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const id = steamId.trim();
    const display = name.trim();
    if (!/^\d{17}$/.test(id)) return setInvalid(t('invalidSteamId'));
    if (!display) return setInvalid(t('nameRequired'));
    setInvalid(null);
    signIn.mutate({ id, display, as: role });
  }

  return (
    <dialog ref={ref} className="dialog" aria-labelledby="sign-in-title" onClose={onClose} onCancel={onClose}>
      <form className="dialog__body" onSubmit={submit} noValidate>
        <h2 id="sign-in-title" className="dialog__title">
          {t('devTitle')}
        </h2>
        <p className="muted small">{t('devHint')}</p>
        <Field
          label={t('steamId')}
          name="steam_id"
          inputMode="numeric"
          autoComplete="off"
          value={steamId}
          onChange={(e) => setSteamId(e.target.value)}
          testId="dev-steam-id"
        />
        <Field
          label={t('displayName')}
          name="display_name"
          autoComplete="nickname"
          value={name}
          onChange={(e) => setName(e.target.value)}
          testId="dev-display-name"
        />
        <label className="field" htmlFor={roleId}>
          <span className="field__label">{t('role')}</span>
          <select
            id={roleId}
            className="input"
            name="role"
            value={role}
            onChange={(e) => setRole(e.target.value as DevSignInRole)}
            aria-describedby={`${roleId}-hint`}
            data-testid="dev-role"
          >
            {DEV_SIGN_IN_ROLES.map((r) => (
              <option key={r} value={r}>
                {t(`roles.${r}`)}
              </option>
            ))}
          </select>
          <span id={`${roleId}-hint`} className="muted small">
            {t('roleHint')}
          </span>
        </label>
        {error ? (
          <p className="form-error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="dialog__actions">
          {config.steam_sign_in ? (
            <a className="button button--ghost" href={STEAM_SIGN_IN_URL}>
              {t('signInWithSteam')}
            </a>
          ) : null}
          <span className="spacer" />
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t('cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={signIn.isPending} data-testid="dev-sign-in-submit">
            {signIn.isPending ? t('signingIn') : t('submit')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
