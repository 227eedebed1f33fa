// Each language's words for the window, made from the one catalogue at build time (vite.config.mts).
declare module 'virtual:window-catalogue/*' {
  export const messages: Readonly<Record<string, string>>;
}
