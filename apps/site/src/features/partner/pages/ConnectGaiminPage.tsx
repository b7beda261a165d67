import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { playerProfileQuery } from '../../../shared/api/player-profile';
import type { PlayerProfile } from '../../../shared/api/types';
import { PageHeader } from '../../../shared/components/PageHeader';
import { Loading, Panel } from '../../../shared/components/States';
import { useToast } from '../../../shared/components/Toast';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { ARMORY_PATH } from '../../chests';
import { refreshAfterChange, SignInLink, storeErrorCode, storeKeys, useCosmetics, useWallet, type Wallet } from '../../store';
import { ConnectResult } from '../components/ConnectResult';
import { connectErrorCode, connectGaimin, normalizeToken, type ConnectGaiminReply } from '../connect';
import { GAIMIN_PATH } from '../paths';
import './partner.css';

const INPUT_ID = 'gaimin-token';
const HINT_ID = 'gaimin-token-hint';
const ERROR_ID = 'gaimin-token-error';

/**
 * `/connect_gaimin`: a signed-in player pastes their Gaimin player token; on success a panel
 * shows the account, Plus and the partner bundle (what it gave, the balance after), the header
 * shows the new balance and Plus at once (then the wallet and profile are read again past the
 * change, `X-Read-After`); a failure is a toast saying why. A player whose profile says Gaimin is
 * connected sees that instead of the form; visitors get a sign-in prompt.
 */
export function ConnectGaiminPage() {
  const { t } = useTranslation(['partner', 'store']);
  const toast = useToast();
  const queryClient = useQueryClient();
  useDocumentTitle(t('connect.title'));
  const { user, sessionLoading } = useWallet();
  const profile = useQuery({ ...playerProfileQuery(user?.id ?? ''), enabled: Boolean(user) });
  // the catalog lists the bundle's contents; read now, it is there when the account connects
  const { nameOf, byId } = useCosmetics();
  const [value, setValue] = useState('');
  const [empty, setEmpty] = useState(false);
  const [result, setResult] = useState<Omit<ConnectGaiminReply, 'position'> | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const connect = useMutation({
    mutationFn: ({ steamId, token }: { steamId: string; token: string }) => connectGaimin(steamId, token),
    onSuccess: (reply, { steamId }) => {
      const { position: _position, ...shown } = reply;
      void _position;
      setResult(shown);
      setValue('');
      // Plus and the link show at once; the reads past the change follow
      queryClient.setQueryData<Wallet>(storeKeys.wallet(steamId), (wallet) => (wallet ? { ...wallet, has_plus: reply.has_plus } : wallet));
      queryClient.setQueryData<PlayerProfile>(playerProfileQuery(steamId).queryKey, (p) =>
        p ? { ...p, has_plus: reply.has_plus, gaimin_connected: true } : p,
      );
      void refreshAfterChange(queryClient, steamId, { position: reply.position, coins: reply.coins });
    },
    onError: (error) => {
      const code = connectErrorCode(error);
      toast(code ? t(`connect.errors.${code}`) : t(`store:errors.${storeErrorCode(error)}`), 'error');
    },
  });

  if (sessionLoading) return <Loading />;
  if (!user) {
    return (
      <Panel title={t('connect.signInTitle')}>
        <p className="muted">{t('connect.signInText')}</p>
        <SignInLink testId="connect-gaimin-sign-in">{t('connect.signIn')}</SignInLink>
        <p className="small">
          <Link to={GAIMIN_PATH}>{t('connect.howTo')}</Link>
        </p>
      </Panel>
    );
  }
  const steamId = user.id;
  const sending = connect.isPending;
  const header = <PageHeader title={t('connect.title')} subtitle={t('connect.subtitle')} />;

  if (result) {
    return (
      <div className="page partner">
        {header}
        <ConnectResult reply={result} nameOf={nameOf} byId={byId} />
      </div>
    );
  }
  if (profile.data?.gaimin_connected) {
    return (
      <div className="page partner">
        {header}
        <section className="card partner__section partner__connected" role="status" data-testid="connect-gaimin-connected">
          <h2 className="partner__heading">{t('connect.connectedTitle')}</h2>
          <p className="muted">{t('connect.connectedText')}</p>
          <Link className="button button--primary" to={ARMORY_PATH}>
            {t('connect.result.toArmory')}
          </Link>
        </section>
      </div>
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const token = normalizeToken(value);
    setEmpty(token === '');
    if (token === '') {
      inputRef.current?.focus();
      return;
    }
    setValue(token);
    connect.mutate({ steamId, token });
  }

  return (
    <div className="page partner">
      {header}
      <form className="card partner__form" onSubmit={submit} noValidate aria-busy={sending}>
        <label className="partner__label" htmlFor={INPUT_ID}>
          {t('connect.label')}
        </label>
        <div className="partner__row">
          <input
            ref={inputRef}
            id={INPUT_ID}
            className="input partner__input mono"
            name="playerToken"
            type="text"
            value={value}
            placeholder={t('connect.placeholder')}
            autoComplete="off"
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
            enterKeyHint="send"
            maxLength={512}
            readOnly={sending}
            aria-invalid={empty ? true : undefined}
            aria-describedby={empty ? `${ERROR_ID} ${HINT_ID}` : HINT_ID}
            onChange={(e) => {
              setValue(e.target.value);
              if (empty) setEmpty(false);
            }}
            data-testid="connect-gaimin-input"
          />
          <button type="submit" className="button button--primary partner__submit" disabled={sending} data-testid="connect-gaimin-submit">
            {sending ? t('connect.submitting') : t('connect.submit')}
          </button>
        </div>
        {empty ? (
          <p id={ERROR_ID} className="partner__error" role="alert">
            {t('connect.empty')}
          </p>
        ) : null}
        <p id={HINT_ID} className="muted small partner__hint">
          {t('connect.hint')}{' '}
          <Link className="text-link" to={GAIMIN_PATH}>
            {t('connect.howTo')}
          </Link>
        </p>
      </form>
    </div>
  );
}
