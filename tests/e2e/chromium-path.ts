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
