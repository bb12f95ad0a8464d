/** What the helper thread (helper-thread.worker.ts) posts once, then it ends. */
export interface HelperThreadAnswer {
  /** The fingerprint's canvas signal drawn off the main thread; null where a worker cannot draw. */
  canvas: string | null;
}

/** The Intl services whose locale lists the helper thread has the engine make. */
export const HELPER_SERVICES = ['NumberFormat', 'DateTimeFormat', 'PluralRules', 'RelativeTimeFormat', 'ListFormat'] as const;
