// The banner's 56/91 px and 10 s and the registration 2 s after ready are held by behaviour on
// the built script: tests/e2e/embed/ui.spec.ts "batch-task banners" (heights, 9 s shown, gone
// by 10.1 s) and tests/e2e/embed/instant-messages.spec.ts "L297" (at 2 s and not before).
import { expect, test } from '@playwright/test';
import { batchResultFromMessage } from '../../../src/batch/rules';
import { resolveRoute } from '../../../src/routing';

test('instant messages: command 15422, types 111 and 114, data as object or JSON', () => {
  const data = { taskId: 7, failCount: '1', content: 'c' };
  expect(batchResultFromMessage({ command: 15422, type: 111, data })).toEqual({
    taskId: '7',
    failCount: 1,
    content: 'c',
  });
  expect(batchResultFromMessage({ command: '15422', messageType: 114, data: JSON.stringify(data) })).toEqual({
    taskId: '7',
    failCount: 1,
    content: 'c',
  });
  expect(batchResultFromMessage({ command: 15422, type: 112, data })).toBeNull();
  expect(batchResultFromMessage({ command: 15423, type: 111, data })).toBeNull();
  expect(batchResultFromMessage({ command: 15422, type: 111, data: '{bad' })).toBeNull();
  expect(batchResultFromMessage({ command: 15422, type: 111, data: { content: 'no id' } })).toBeNull();
  expect(batchResultFromMessage('15422')).toBeNull();
  expect(batchResultFromMessage(null)).toBeNull();
});

test("view-details path: the route table's batchTask detail page (docs/spec-coverage.md L71)", () => {
  expect(resolveRoute('batchTask', 'a/b', { page: 'detail' })).toBe(
    '/mobile/uibusiness/batchTask/detail/a%2Fb',
  );
});
