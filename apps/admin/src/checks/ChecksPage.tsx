import { Alert, Button, Card, CardContent, Stack, Tab, Tabs, TextField, Typography } from '@mui/material';
import { useState, type ChangeEvent } from 'react';
import { Title, usePermissions, useTranslate } from 'react-admin';
import { CHECKS } from '../auth/roles';
import { Guard } from '../shared/Guard';
import { postJson } from '../shared/http';
import { SimpleTable } from '../shared/SimpleTable';

/** A row of the partner check (`POST /api/players/gaimin/check`). */
interface PartnerRow {
  username: string | null;
  steamID: string | null;
  status: 'connected' | 'not_connected' | 'not_found';
}

/** A row of the rating check (`POST /api/admin/checks/ratings`); `mmr` reaches ADMIN only. */
interface RatingRow {
  entry: string;
  steam_id: string | null;
  username: string | null;
  ladder_mmr: number | null;
  rank: string | null;
  mmr?: number | null;
}

/** The entries of a text: one a line, trimmed, blank lines dropped. */
function entriesOf(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** The partner check and the rating check, from a textarea or an uploaded text file (one entry a line). */
export default function ChecksPage() {
  const translate = useTranslate();
  const { permissions } = usePermissions<string>();
  const [tab, setTab] = useState(0);
  const [text, setText] = useState('');
  const [partner, setPartner] = useState<PartnerRow[] | null>(null);
  const [ratings, setRatings] = useState<RatingRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  const upload = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) void file.text().then(setText);
  };
  const run = () => {
    setError(null);
    const entries = entriesOf(text);
    const request =
      tab === 0
        ? postJson<PartnerRow[]>('/api/players/gaimin/check', { steamIDs: entries }).then(setPartner)
        : postJson<RatingRow[]>('/api/admin/checks/ratings', { entries }).then(setRatings);
    request.catch((failure: Error) => setError(failure.message));
  };

  return (
    <Guard resource={CHECKS}>
      <Card sx={{ mt: 2 }} data-testid="checks">
        <Title title="arena.checks.title" />
        <CardContent>
          <Tabs value={tab} onChange={(_, next: number) => setTab(next)}>
            <Tab label={translate('arena.checks.partner')} />
            <Tab label={translate('arena.checks.rating')} />
          </Tabs>
          <Stack spacing={2} sx={{ my: 2 }}>
            <TextField
              label={translate('arena.checks.entries')}
              multiline
              minRows={5}
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
            <Stack direction="row" spacing={2}>
              <Button component="label" variant="outlined">
                {translate('arena.checks.upload')}
                <input hidden type="file" accept=".txt,.csv,text/plain" onChange={upload} />
              </Button>
              <Button variant="contained" onClick={run} disabled={entriesOf(text).length === 0}>
                {translate('arena.checks.run')}
              </Button>
            </Stack>
            {error && <Alert severity="error">{translate('arena.errors.failed', { message: error })}</Alert>}
          </Stack>
          {tab === 0 && partner && (
            <SimpleTable
              testId="partner-results"
              rows={partner}
              rowKey={(row) => `${row.username}:${row.steamID}`}
              columns={[
                { label: 'resources.players.fields.username', value: (row) => row.username ?? '' },
                { label: 'resources.players.fields.steam_id', value: (row) => row.steamID ?? '' },
                { label: 'arena.checks.status', value: (row) => translate(`arena.checks.statuses.${row.status}`) },
              ]}
            />
          )}
          {tab === 1 && ratings && (
            <SimpleTable
              testId="rating-results"
              rows={ratings}
              rowKey={(row) => row.entry}
              columns={[
                { label: 'arena.checks.entry', value: (row) => row.entry },
                { label: 'resources.players.fields.username', value: (row) => row.username ?? '' },
                { label: 'resources.players.fields.ladder_mmr', value: (row) => row.ladder_mmr ?? '', numeric: true },
                { label: 'resources.players.fields.rank', value: (row) => (row.rank ? translate(`arena.ranks.${row.rank}`) : '') },
                ...(permissions === 'ADMIN'
                  ? [{ label: 'arena.checks.hidden_mmr', value: (row: RatingRow) => row.mmr ?? '', numeric: true }]
                  : []),
              ]}
            />
          )}
          {tab === 1 && !ratings && <Typography color="text.secondary">{translate('arena.checks.entries')}</Typography>}
        </CardContent>
      </Card>
    </Guard>
  );
}
