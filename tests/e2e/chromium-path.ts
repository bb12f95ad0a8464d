import { existsSync } from 'node:fs';

/** Debian's chromium (or CHROMIUM_PATH); no test step ever downloads a browser of its own. */
export function chromiumPath(): string {
  const candidate = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(candidate)) {
    throw new Error(
      `No chromium at ${candidate}. Install Debian's package (apt-get install chromium) or set CHROMIUM_PATH to a Chromium binary.`,
    );
  }
  return candidate;
}

/** The flags every headless chromium of ours starts with (browser tests, npm run perf). */
export const HEADLESS_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
] as const;
