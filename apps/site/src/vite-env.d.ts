/// <reference types="vite/client" />

/**
 * `./x.icons.json?subset`: the game-icons the list names, extracted at build time (vite.config.ts),
 * each as its SVG body and viewBox, by `prefix:name` (the `DrawnIcon`s of `shared/icons/icons.ts`).
 */
declare module '*.icons.json?subset' {
  const icons: Record<string, { body: string; viewBox: string }>;
  export default icons;
}
