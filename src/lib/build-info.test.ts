// @vitest-environment node
import { execSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import pkg from '../../package.json';
import { APP_COMMIT, BUILD } from './build-info';

/** What vite.config.ts names: APP_COMMIT when set, else the checkout's short commit, else 'unknown'. */
function expectedCommit(): string {
  if (process.env.APP_COMMIT?.trim()) return process.env.APP_COMMIT.trim();
  try {
    return execSync('git rev-parse --short HEAD', { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'unknown';
  }
}

describe('build provenance', () => {
  it('is the release of package.json', () => {
    expect(BUILD.version).toBe(pkg.version);
  });

  it('is the commit the code was built from', () => {
    expect(APP_COMMIT).toBe(expectedCommit());
    expect(BUILD.commit).toBe(APP_COMMIT);
  });
});
