import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useGetIdentity, useLogout, useTranslate } from 'react-admin';

/** What a signed-in user who may not use the console (a player) sees instead of it. */
export function AccessDenied() {
  const translate = useTranslate();
  const logout = useLogout();
  const { identity } = useGetIdentity();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}>
      <Card sx={{ maxWidth: 480 }} data-testid="access-denied">
        <CardContent>
          <Stack spacing={2}>
            <Typography variant="h5" component="h1">
              {translate('arena.denied.title')}
            </Typography>
            <Typography>{translate('arena.denied.message', { name: identity?.fullName ?? '' })}</Typography>
            <Stack direction="row" spacing={1}>
              <Button variant="contained" href="/">
                {translate('arena.denied.to_site')}
              </Button>
              <Button onClick={() => void logout()}>{translate('arena.denied.sign_out')}</Button>
            </Stack>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
