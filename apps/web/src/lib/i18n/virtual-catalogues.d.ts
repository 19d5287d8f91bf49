/** Catalogues compiled by vite-plugin-i18n.ts: key → ICU AST (or text, in tests). */
declare module 'virtual:i18n/*' {
  import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
  const catalogue: Record<string, string | MessageFormatElement[]>;
  export default catalogue;
}

/** An area's messages in every language (vite-plugin-i18n.ts I18N_AREAS). */
declare module 'virtual:i18n-area/*' {
  import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
  const area: Record<'en' | 'ms', Record<string, string | MessageFormatElement[]>>;
  export default area;
}
