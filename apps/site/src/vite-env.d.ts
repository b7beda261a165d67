/// <reference types="vite/client" />

declare module 'virtual:game-icons' {
  import type { IconifyJSON } from '@iconify/react';
  const collection: IconifyJSON;
  export default collection;
}
