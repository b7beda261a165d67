/**
 * The image's entry point: runs one Arena service in this process, chosen by its first argument.
 *
 *   node infra/launch.mjs command|projector|lobby|rebuild
 *
 * Each service reads its configuration from the environment (README, "Configuration"). An
 * unknown or missing name exits with status 64 (usage) and the list of names.
 */
const SERVICES = {
  command: '../services/command/dist/main.js',
  projector: '../services/projector/dist/main.js',
  lobby: '../services/lobby/dist/main.js',
  rebuild: '../services/projector/dist/rebuild.js',
};

const name = process.argv[2];
if (!name || !Object.hasOwn(SERVICES, name)) {
  process.stderr.write(
    `usage: launch.mjs <service>; the service is one of: ${Object.keys(SERVICES).join(', ')} (got ${name ?? 'nothing'})\n`,
  );
  process.exit(64);
}
// the service sees its own arguments only
process.argv.splice(2, 1);
await import(new URL(SERVICES[name], import.meta.url).href);
