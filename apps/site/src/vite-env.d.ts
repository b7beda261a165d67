/// <reference types="vite/client" />

/** `./x.icons.json?subset`: the game-icons the list names, extracted at build time (vite.config.ts). */
declare module '*.icons.json?subset' {
  import type { IconifyJSON } from '@iconify/react';
  const collection: IconifyJSON;
  export default collection;
}
