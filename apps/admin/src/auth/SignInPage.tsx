import type { DevSignInRole } from '@arena/contract';
import { Alert, Box, Button, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { useLogin, useTranslate } from 'react-admin';
import type { DevSignIn } from './authProvider';
import { USER_TYPES } from './roles';
import { fetchAuthConfig, signInWithSteam, type AuthConfig } from './session';

/** The console's address to come back to after the site's sign-in. */
const CONSOLE_HOME = '/admin';

/**
 * The console's sign-in page for visitors: Steam's sign-in (a full-page redirect through the
 * site, which brings the browser back to the console) and, in development, the dev sign-in with
 * the role to sign in with (ADMIN first: who opens the console wants it; granted as the bootstrap
 * lists grant it, never lowering a role).
 */
export function SignInPage() {
  const translate = useTranslate();
  const login = useLogin();
  const [config, setConfig] = useState<AuthConfig | null>(null);
  const [steamId, setSteamId] = useState('');
  const [displayName, setDisplayName] = useState('');
  const [role, setRole] = useState<DevSignInRole>('ADMIN');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    void fetchAuthConfig().then(setConfig);
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const signIn: DevSignIn = { steamId: steamId.trim(), displayName: displayName.trim(), role };
    login(signIn).catch((failure: Error) => setError(failure.message));
  };

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}>
      <Card sx={{ maxWidth: 420, width: '100%' }} data-testid="sign-in-page">
        <CardContent>
          <Stack spacing={2}>
            <Typography variant="h5" component="h1">
              {translate('arena.sign_in.title')}
            </Typography>
            <Typography color="text.secondary">{translate('arena.sign_in.intro')}</Typography>
            {config?.steam_sign_in !== false && (
              <Button variant="contained" onClick={() => signInWithSteam(CONSOLE_HOME)}>
                {translate('arena.sign_in.steam')}
              </Button>
            )}
            {config?.dev_sign_in && (
              <Box component="form" onSubmit={submit} data-testid="dev-sign-in">
                <Stack spacing={1.5}>
                  <Typography variant="subtitle1" component="h2">
                    {translate('arena.sign_in.dev_title')}
                  </Typography>
                  <TextField
                    label={translate('arena.sign_in.dev_steam_id')}
                    value={steamId}
                    onChange={(event) => setSteamId(event.target.value)}
                    required
                    slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '\\d{17}', name: 'steam_id' } }}
                  />
                  <TextField
                    label={translate('arena.sign_in.dev_name')}
                    value={displayName}
                    onChange={(event) => setDisplayName(event.target.value)}
                    required
                    slotProps={{ htmlInput: { name: 'display_name' } }}
                  />
                  <TextField
                    select
                    label={translate('arena.sign_in.dev_role')}
                    helperText={translate('arena.sign_in.dev_role_help')}
                    value={role}
                    onChange={(event) => setRole(event.target.value as DevSignInRole)}
                    slotProps={{ htmlInput: { name: 'role' } }}
                    data-testid="dev-role"
                  >
                    {USER_TYPES.map((type) => (
                      <MenuItem key={type} value={type}>
                        {translate(`arena.user_types.${type}`)}
                      </MenuItem>
                    ))}
                  </TextField>
                  <Button type="submit" variant="outlined">
                    {translate('arena.sign_in.dev_submit')}
                  </Button>
                </Stack>
              </Box>
            )}
            {error && <Alert severity="error">{translate('arena.sign_in.failed', { message: error })}</Alert>}
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
