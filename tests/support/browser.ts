import * as fs from 'node:fs';
import * as path from 'node:path';
import { chromium, Browser } from 'playwright-core';

/** Screenshots and other end-to-end artifacts land here (CI keeps them). */
export const ARTIFACTS = path.resolve(__dirname, '../../artifacts/e2e');

/** Debian's Chromium, headless, with the flags this closed network needs. */
export async function launchChromium(): Promise<Browser> {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

export const artifact = (name: string) => path.join(ARTIFACTS, name);
