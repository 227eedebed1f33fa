// Each language's words for the window, made from the one catalogue at build time and parsed there (vite.config.mts).
declare module 'virtual:window-catalogue/*' {
  import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

  export const messages: Readonly<Record<string, MessageFormatElement[]>>;
}
