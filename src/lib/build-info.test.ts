import { execSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import pkg from '../../package.json';
import { APP_COMMIT, BUILD } from './build-info';

describe('build provenance', () => {
  it('is the release of package.json', () => {
    expect(BUILD.version).toBe(pkg.version);
  });

  it('is the commit the code was built from (vite.config.ts defines it from the checkout)', () => {
    const head = execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim();
    expect(APP_COMMIT).toBe(head);
    expect(BUILD.commit).toBe(head);
  });
});
