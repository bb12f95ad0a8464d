import type { Reporter, TestCase } from 'vitest/node';

/**
 * Names every browser test that failed and then passed on its retry (CI retries once, see
 * vitest.e2e.config.ts), at the end of the run, so a flaky test is seen and mended rather than
 * hidden: its first failure's page, text and log are printed above it (harness.ts).
 */
export class FlakyReporter implements Reporter {
  private readonly flaky: string[] = [];

  onTestCaseResult(testCase: TestCase): void {
    const { flaky, retryCount } = testCase.diagnostic() ?? { flaky: false, retryCount: 0 };
    if (flaky) this.flaky.push(`${testCase.module.moduleId.replace(/^.*\/tests\//, 'tests/')} > ${testCase.fullName} (passed on retry ${retryCount})`);
  }

  onTestRunEnd(): void {
    if (this.flaky.length === 0) return;
    console.log(`\n[flaky] ${this.flaky.length} browser test(s) failed first and passed on retry:\n${this.flaky.map((line) => `  - ${line}`).join('\n')}\n`);
  }
}
