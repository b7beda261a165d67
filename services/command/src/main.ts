import { createApp } from './app';
import { loadCommandConfig } from './platform/config';

/** Starts the command service: HTTP API and the player site on one port. */
async function main() {
  const config = loadCommandConfig();
  const app = await createApp({ config });
  await app.listen(config.port, config.host);
  console.log(`Arena command service listening on ${config.publicUrl}`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
