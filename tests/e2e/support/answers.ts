// Platform answers the e2e tests ask the demo host for (as `body` of a fault), written once.

/** A rule of the sensitive-word list: what it is called and the word it matched. */
export interface SensitiveRule {
  name: string;
  value: string;
}

/**
 * A request answered "contains sensitive words, confirm to submit" (code 401 inside `data`, weak
 * supervision with a scan code: docs/spec-coverage.md L198/L200), with `tip` as the server's
 * confirmation text when given.
 */
export function weakSensitiveAnswer(words: string, rules: SensitiveRule[], tip?: string) {
  return {
    code: 200,
    status: true,
    data: {
      code: 401,
      sensitiveScanCode: 's',
      superviseType: 'weak',
      ...(tip === undefined ? {} : { weakConfirmTip: tip }),
      data: { sensitiveWords: words, sensitiveWordList: rules },
    },
  };
}
