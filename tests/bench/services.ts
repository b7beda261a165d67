import { ChildProcess, fork } from 'node:child_process';

/**
 * Starts a service's built entry point (`script`) as a child process on a random port from 20,000
 * to 39,999 and resolves with its address (`http://127.0.0.1:{port}`) once `GET /api/players/0`
 * answers anything. The child joins `children`, which the caller stops at the end.
 * @throws Error when the child exits first, or after 60 s without an answer.
 */
export async function startService(script: string, env: NodeJS.ProcessEnv, children: ChildProcess[]): Promise<string> {
  const port = 20000 + Math.floor(Math.random() * 20000);
  const child = fork(script, [], { env: { ...env, PORT: String(port) }, stdio: 'inherit' });
  children.push(child);
  const url = `http://127.0.0.1:${port}`;
  await waitUntil(async () => {
    if (child.exitCode !== null) throw new Error(`${script} exited with code ${child.exitCode}`);
    return fetch(`${url}/api/players/0`).then(
      () => true,
      () => false,
    );
  });
  return url;
}

/** Sends SIGTERM to a child process and resolves once it has exited (at once when it already has). */
export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/**
 * Polls `check` every 50 ms until it resolves true.
 * @throws Error after `timeoutMs` (default 60 s), or what `check` throws.
 */
export async function waitUntil(check: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Runs `rebuild-once.js` (beside this file in the build) in a process of its own, as `npm run rebuild`
 * runs, and resolves with what it measured: the events applied, the seconds it took and the CPU
 * seconds the process used (its worker threads included).
 * @throws Error when the rebuild exits with a non-zero code.
 */
export function rebuildInChild(env: NodeJS.ProcessEnv): Promise<{ events: number; seconds: number; cpuSeconds: number }> {
  return new Promise((resolve, reject) => {
    const child = fork(`${__dirname}/rebuild-once.js`, [], { env, stdio: 'inherit' });
    child.once('message', (message) => resolve(message as { events: number; seconds: number; cpuSeconds: number }));
    child.once('exit', (code) => code !== 0 && reject(new Error(`the rebuild exited with code ${code}`)));
  });
}
