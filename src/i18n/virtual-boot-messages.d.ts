/**
 * The entry's own copy of the boot messages in every language (scripts/boot-messages-plugin.mjs):
 * ICU strings in dev and tests, precompiled ASTs in production builds (no parser there).
 */
declare module 'virtual:boot-messages' {
  import type { MessageFormatElement } from 'react-intl';
  const messages: Record<string, Record<string, string> | Record<string, MessageFormatElement[]>>;
  export default messages;
}
