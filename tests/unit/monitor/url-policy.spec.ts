import { expect, test } from '@playwright/test';
import { createUrlPolicy } from '../../../src/monitor/filter';

test('URLs inside free text lose their query values, whatever stands before them', () => {
  const { cleanText } = createUrlPolicy();
  expect(cleanText('at f (https://a.example/x.js?token=1:3:4)')).toBe(
    'at f (https://a.example/x.js?token:3:4)',
  );
  // A scheme glued to a word or after digits: the whole run is still read as the URL's start.
  expect(cleanText('seeabc1http://a/?k=v')).toBe('seeabc1http://a/?k');
  expect(cleanText('12ws://a/?k=v')).toBe('12ws://a/?k');
  expect(cleanText('path /p?email=a@b end')).toBe('path /p?email end');
  const denied = createUrlPolicy({ denyUrls: ['secret.example'] });
  expect(denied.cleanText('go 1https://secret.example/a now')).toBe('go 1 now');
});
