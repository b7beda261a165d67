import { parseArgs } from 'node:util';
import { demoGames, loadCommandConfig, postDemoGames } from '@arena/command';

/**
 * `npm run seed -- --games N`: posts N more generated games to the running service
 * (PUBLIC_URL, default http://localhost:3000) with the first configured server key.
 */
async function main() {
  const { values } = parseArgs({ options: { games: { type: 'string', default: '10' } } });
  const count = Number(values.games);
  if (!Number.isInteger(count) || count < 1 || count > 100_000) throw new Error('--games must be a whole number from 1 to 100000');
  const config = loadCommandConfig();
  const now = Date.now();
  // fresh match ids each run: the clock in seconds, with room for 100,000 games a run
  const firstMatchId = Math.floor(now / 1000) * 100_000;
  const games = demoGames(count, now % 2 ** 31, firstMatchId);
  await postDemoGames(games, { baseUrl: config.publicUrl, serverKey: [...config.serverKeys.keys()][0] });
  console.log(`Posted ${count} games (${count * 8} player results) to ${config.publicUrl}`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
