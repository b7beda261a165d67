import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../shared/components/PageHeader';
import { Loading, Panel } from '../../../shared/components/States';
import { useToast } from '../../../shared/components/Toast';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { refreshAfterChange, SignInLink, storeErrorCode, useCosmetics, useWallet } from '../../store';
import { redeemCode, type RedeemCodeReply } from '../api';
import { codeProblem, normalizeCode, redeemErrorCode, type CodeProblem } from '../code';
import { RedeemResult } from '../components/RedeemResult';
import './RedeemCodePage.css';

const INPUT_ID = 'redeem-code';
const HINT_ID = 'redeem-code-hint';
const ERROR_ID = 'redeem-code-error';

/**
 * `/redeem_code` (signed-in players; visitors get a sign-in prompt): a code field, checked before
 * sending (trimmed, upper-cased, 4..32 of A-Z 0-9 -); on success the result panel lists what the
 * code gave, the header's balance shows the answer's at once (then the wallet is read again past
 * the change) and the field is cleared; a failure is a toast saying why.
 */
export function RedeemCodePage() {
  const { t } = useTranslation(['redeem-codes', 'store']);
  const toast = useToast();
  const queryClient = useQueryClient();
  useDocumentTitle(t('title'));
  const { user, sessionLoading } = useWallet();
  // the catalog gives the items' names; read now, it is there when a code is redeemed
  const { nameOf, byId } = useCosmetics();
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<CodeProblem | null>(null);
  const [result, setResult] = useState<Omit<RedeemCodeReply, 'position'> | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const redeem = useMutation({
    mutationFn: ({ steamId, code }: { steamId: string; code: string }) => redeemCode(steamId, code),
    onSuccess: (reply, { steamId }) => {
      void refreshAfterChange(queryClient, steamId, { position: reply.position, coins: reply.coins });
    },
    onError: (error) => {
      const code = redeemErrorCode(error);
      toast(code ? t(`errors.${code}`) : t(`store:errors.${storeErrorCode(error)}`), 'error');
    },
  });

  if (sessionLoading) return <Loading />;
  if (!user) {
    return (
      <Panel title={t('signInTitle')}>
        <p className="muted">{t('signInText')}</p>
        <SignInLink testId="redeem-sign-in">{t('signIn')}</SignInLink>
      </Panel>
    );
  }
  const steamId = user.id;
  const sending = redeem.isPending;
  const empty = normalizeCode(value) === '';

  function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const code = normalizeCode(value);
    const found = codeProblem(code);
    setProblem(found);
    if (found) {
      inputRef.current?.focus();
      return;
    }
    // the field shows what is sent
    setValue(code);
    setResult(null);
    redeem.mutate(
      { steamId, code },
      {
        onSuccess: ({ position: _position, ...reply }) => {
          void _position;
          setResult(reply);
          setValue('');
        },
      },
    );
  }

  return (
    <div className="page redeem">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <form className="card redeem__form" onSubmit={submit} noValidate aria-busy={sending}>
        <label className="redeem__label" htmlFor={INPUT_ID}>
          {t('label')}
        </label>
        <div className="redeem__row">
          <input
            ref={inputRef}
            id={INPUT_ID}
            className="input redeem__input mono"
            name="code"
            type="text"
            value={value}
            placeholder={t('placeholder')}
            autoComplete="off"
            autoCapitalize="characters"
            autoCorrect="off"
            spellCheck={false}
            enterKeyHint="send"
            readOnly={sending}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${ERROR_ID} ${HINT_ID}` : HINT_ID}
            onChange={(e) => {
              setValue(e.target.value);
              if (problem) setProblem(null);
            }}
            data-testid="redeem-input"
          />
          <button type="submit" className="button button--primary redeem__submit" disabled={empty || sending} data-testid="redeem-submit">
            {sending ? t('submitting') : t('submit')}
          </button>
        </div>
        {problem ? (
          <p id={ERROR_ID} className="redeem__error" role="alert" data-testid="redeem-error" data-problem={problem}>
            {t(`invalid.${problem}`)}
          </p>
        ) : null}
        <p id={HINT_ID} className="muted small redeem__hint">
          {t('hint')}
        </p>
      </form>
      {result ? <RedeemResult reply={result} nameOf={nameOf} byId={byId} /> : null}
    </div>
  );
}
