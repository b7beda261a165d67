import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PageHeader } from '../../../shared/components/PageHeader';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { CHECK_GAIMIN_PATH, CONNECT_GAIMIN_PATH } from '../paths';
import './partner.css';

/** The specification's four steps, in order. */
const STEPS = ['account', 'token', 'paste', 'enjoy'] as const;

/**
 * `/gaimin` (public): what connecting a Gaimin account gives (Plus while connected, the partner
 * bundle once per account) and the four numbered steps to connect, with the way to
 * `/connect_gaimin` and, for tournament organisers, to the check tools.
 */
export function GaiminPage() {
  const { t } = useTranslation('partner');
  useDocumentTitle(t('gaimin.title'));
  return (
    <div className="page partner">
      <PageHeader title={t('gaimin.title')} subtitle={t('gaimin.subtitle')} />
      <section className="card partner__section" aria-labelledby="gaimin-gives">
        <h2 id="gaimin-gives" className="partner__heading">
          {t('gaimin.givesTitle')}
        </h2>
        <ul className="partner__gives">
          <li data-testid="gaimin-gives-plus">{t('gaimin.plus')}</li>
          <li data-testid="gaimin-gives-bundle">{t('gaimin.bundle')}</li>
        </ul>
      </section>
      <section className="card partner__section" aria-labelledby="gaimin-steps">
        <h2 id="gaimin-steps" className="partner__heading">
          {t('gaimin.stepsTitle')}
        </h2>
        <ol className="partner__steps" data-testid="gaimin-steps">
          {STEPS.map((step, i) => (
            <li key={step} className="partner__step" data-step={i + 1}>
              <span className="partner__step-number" aria-hidden>
                {i + 1}
              </span>
              <div>
                <h3 className="partner__step-title">{t(`gaimin.steps.${step}.title`)}</h3>
                <p className="muted">{t(`gaimin.steps.${step}.text`)}</p>
              </div>
            </li>
          ))}
        </ol>
        <Link className="button button--primary partner__cta" to={CONNECT_GAIMIN_PATH} data-testid="gaimin-connect">
          {t('gaimin.connect')}
        </Link>
      </section>
      <p className="muted small">
        {t('gaimin.organisers')}{' '}
        <Link className="text-link" to={CHECK_GAIMIN_PATH} data-testid="gaimin-check-link">
          {t('gaimin.checkLink')}
        </Link>
      </p>
    </div>
  );
}
