/**
 * The helper thread (started by src/lib/helper-thread.ts): the engine's lists of locales, made off
 * the main thread. The first `supportedLocalesOf` or formatter of each Intl service makes V8 list
 * every locale ICU has, and react-intl's IntlProvider asks two services in its first render: about
 * 290 ms of home's first render at Lighthouse's 4× slowdown, in a CPU profile. V8 keeps those lists
 * once per process, and a dedicated worker runs in the page's process, so when this has run the
 * page's first render finds them made. Should the page get there first, it makes them itself (or
 * waits for the list being made here), as it always did.
 */
const SERVICES = ['NumberFormat', 'DateTimeFormat', 'PluralRules', 'RelativeTimeFormat', 'ListFormat'] as const;

for (const service of SERVICES) {
  try {
    (Intl[service] as { supportedLocalesOf: (locales: string) => string[] }).supportedLocalesOf('en');
  } catch {
    // An engine without this service: nothing to make.
  }
}
close();
