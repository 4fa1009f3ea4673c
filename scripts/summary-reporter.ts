// Prints the plain closing line CI reads: 'N passed, N failed' (', N skipped').
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

export default class SummaryReporter implements Reporter {
  private passed = 0;
  private failed = 0;
  private skipped = 0;

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'skipped') this.skipped++;
    else if (test.outcome() === 'expected' || test.outcome() === 'flaky') {
      if (result.status === 'passed' || test.outcome() === 'flaky') this.passed++;
    } else if (result.retry === test.retries) this.failed++;
  }

  onEnd(_result: FullResult): void {
    const tail = this.skipped ? `, ${this.skipped} skipped` : '';
    console.log(`\n${this.passed} passed, ${this.failed} failed${tail}`);
  }

  printsToStdio(): boolean {
    return true;
  }
}
