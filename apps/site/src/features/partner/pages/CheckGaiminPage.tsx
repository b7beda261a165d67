import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PageHeader } from '../../../shared/components/PageHeader';
import { useToast } from '../../../shared/components/Toast';
import { useFormat } from '../../../shared/format';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { CHECK_LINE_LIMIT, gaiminCheck, gaiminSummary, mmrCheck, parseLines, type GaiminCheckResult } from '../check';
import { GAIMIN_PATH } from '../paths';
import './partner.css';

/**
 * The lines of the chosen file, or null after a toast saying why there are none to send (no
 * lines, or more than CHECK_LINE_LIMIT). The input is emptied, so the same file can be chosen again.
 */
async function linesOfFile(
  event: ChangeEvent<HTMLInputElement>,
  refuse: (text: string) => void,
  texts: { empty: string; tooMany: (count: number) => string },
): Promise<string[] | null> {
  const input = event.currentTarget;
  const file = input.files?.[0];
  input.value = '';
  if (!file) return null;
  let parsed;
  try {
    parsed = parseLines(await file.text());
  } catch {
    parsed = { ok: false as const, problem: 'empty' as const };
  }
  if (parsed.ok) return parsed.lines;
  refuse(parsed.problem === 'tooMany' ? texts.tooMany(parsed.count) : texts.empty);
  return null;
}

/**
 * `/tournaments/check_gaimin` (public): two uploads of a text file (one entry per line, trimmed,
 * empty lines dropped, at most 1,000). A file of usernames or Steam ids gives a table of username,
 * Steam id and connected / not connected / not found per entry; a file of usernames gives the
 * server's lines `name, ladder rating, rank` (or `name, null`), shown as they come (never the hidden MMR). A failure shows the specification's toast
 * ('Error doing Gaimin Check', 'Error doing MMR Check') and clears that check's results.
 */
export function CheckGaiminPage() {
  const { t } = useTranslation('partner');
  const f = useFormat();
  const toast = useToast();
  useDocumentTitle(t('check.title'));
  const [gaiminResults, setGaiminResults] = useState<GaiminCheckResult[] | null>(null);
  const [mmrResults, setMmrResults] = useState<string[] | null>(null);
  const fileTexts = {
    empty: t('check.emptyFile'),
    tooMany: (count: number) => t('check.tooManyLines', { limit: f.number(CHECK_LINE_LIMIT), count: f.number(count) }),
  };

  // plain state, not TanStack's useMutation: the page needs no cache, and (oddly) a mutation hook
  // here makes the bundler move the API client out of the entry chunk, +0.5 kB on the home page
  const [gaiminPending, setGaiminPending] = useState(false);
  const [mmrPending, setMmrPending] = useState(false);

  async function onGaiminFile(event: ChangeEvent<HTMLInputElement>) {
    const refuse = (text: string) => {
      setGaiminResults(null);
      toast(text, 'error');
    };
    const lines = await linesOfFile(event, refuse, fileTexts);
    if (!lines) return;
    setGaiminPending(true);
    try {
      setGaiminResults(await gaiminCheck(lines));
    } catch {
      refuse(t('check.gaiminError'));
    } finally {
      setGaiminPending(false);
    }
  }

  async function onMmrFile(event: ChangeEvent<HTMLInputElement>) {
    const refuse = (text: string) => {
      setMmrResults(null);
      toast(text, 'error');
    };
    const lines = await linesOfFile(event, refuse, fileTexts);
    if (!lines) return;
    setMmrPending(true);
    try {
      setMmrResults(await mmrCheck(lines));
    } catch {
      refuse(t('check.mmrError'));
    } finally {
      setMmrPending(false);
    }
  }

  const summary = gaiminResults ? gaiminSummary(gaiminResults) : null;

  return (
    <div className="page partner partner--wide">
      <PageHeader title={t('check.title')} subtitle={t('check.subtitle', { limit: f.number(CHECK_LINE_LIMIT) })} />

      <section className="card partner__section" aria-labelledby="check-gaimin-title" aria-busy={gaiminPending}>
        <h2 id="check-gaimin-title" className="partner__heading">
          {t('check.gaiminTitle')}
        </h2>
        <p className="muted">{t('check.gaiminText')}</p>
        <label className="partner__file">
          <span className="partner__label">{t('check.gaiminFile')}</span>
          <input
            type="file"
            accept=".txt,.csv,text/plain"
            onChange={(e) => void onGaiminFile(e)}
            disabled={gaiminPending}
            data-testid="check-gaimin-file"
          />
        </label>
        {gaiminPending ? <p className="muted small">{t('check.checking')}</p> : null}
        {gaiminResults && summary ? (
          <>
            <p className="small" data-testid="check-gaimin-summary">
              {t('check.summary', {
                connected: f.number(summary.connected),
                notConnected: f.number(summary.notConnected),
                notFound: f.number(summary.notFound),
              })}
            </p>
            <div className="partner__results">
              <table className="partner__table" data-testid="check-gaimin-results">
                <thead>
                  <tr>
                    <th scope="col">{t('check.username')}</th>
                    <th scope="col">{t('check.steamId')}</th>
                    <th scope="col">{t('check.status')}</th>
                  </tr>
                </thead>
                <tbody>
                  {gaiminResults.map((result, i) => (
                    <tr key={i} data-testid="check-gaimin-row" data-status={result.status}>
                      <td>{result.username ?? '—'}</td>
                      <td className="mono">{result.steamID ?? '—'}</td>
                      <td className={`partner__status partner__status--${result.status}`}>{t(`check.statuses.${result.status}`)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        ) : null}
      </section>

      <section className="card partner__section" aria-labelledby="check-mmr-title" aria-busy={mmrPending}>
        <h2 id="check-mmr-title" className="partner__heading">
          {t('check.mmrTitle')}
        </h2>
        <p className="muted">{t('check.mmrText')}</p>
        <label className="partner__file">
          <span className="partner__label">{t('check.mmrFile')}</span>
          <input
            type="file"
            accept=".txt,.csv,text/plain"
            onChange={(e) => void onMmrFile(e)}
            disabled={mmrPending}
            data-testid="check-mmr-file"
          />
        </label>
        {mmrPending ? <p className="muted small">{t('check.checking')}</p> : null}
        {mmrResults ? (
          <pre className="partner__lines mono" data-testid="check-mmr-results">
            {mmrResults.join('\n')}
          </pre>
        ) : null}
      </section>

      <p className="small">
        <Link to={GAIMIN_PATH}>{t('check.about')}</Link>
      </p>
    </div>
  );
}
