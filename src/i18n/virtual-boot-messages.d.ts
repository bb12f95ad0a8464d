/** The entry's own copy of the boot messages in every language (scripts/boot-messages-plugin.mjs). */
declare module 'virtual:boot-messages' {
  const messages: Record<string, Record<string, string>>;
  export default messages;
}
