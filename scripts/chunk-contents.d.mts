import type { Plugin } from 'vite';

/** Writes `dist/.vite/chunk-contents.json`: each chunk's modules (npm packages grouped), largest first. */
export function chunkContents(): Plugin;
