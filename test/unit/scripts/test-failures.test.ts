import { describe, expect, it } from 'vitest';
import { failureDigest } from '../../../scripts/test-failures.mjs';

const COUNTS = { api: 'vitest', e2e: 'playwright', lint: 'check' } as const;

describe("npm test's failure digest", () => {
  it('is empty when every stage passed', () => {
    expect(
      failureDigest(
        [{ name: 'api', ok: true }],
        COUNTS,
        () => null,
        () => '',
      ),
    ).toBe('');
  });

  it("names each failed test with its error's first lines, the colours stripped", () => {
    const reports: Record<string, unknown> = {
      api: {
        testResults: [
          {
            assertionResults: [
              { fullName: 'GET /api/x answers', status: 'passed', failureMessages: [] },
              {
                fullName: 'GET /api/y answers 400',
                status: 'failed',
                failureMessages: ['\u001b[31mexpected 200 to be 400\u001b[39m\n    at y.test.ts:9'],
              },
            ],
          },
        ],
      },
      e2e: {
        suites: [
          {
            title: 'zoom.spec.ts',
            suites: [
              {
                title: 'at 200 %',
                specs: [
                  {
                    title: 'nothing lost',
                    tests: [
                      {
                        projectName: 'queue-2',
                        status: 'unexpected',
                        results: [
                          { errors: [{ message: 'first try' }] },
                          { errors: [{ message: 'Expected: []' }] },
                        ],
                      },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
    };
    const digest = failureDigest(
      [
        { name: 'api', ok: false },
        { name: 'e2e', ok: false },
      ],
      COUNTS,
      (name: string) => reports[name] ?? null,
      () => '',
    );
    expect(digest).toBe(
      '\nfailures:\n' +
        'api: GET /api/y answers 400\n    expected 200 to be 400\n        at y.test.ts:9\n' +
        'e2e: [queue-2] zoom.spec.ts › at 200 % › nothing lost\n    Expected: []\n',
    );
  });

  it("shows the end of a check's output, which writes no report", () => {
    const output = `${Array.from({ length: 20 }, (_, index) => `line ${index}`).join('\n')}\n`;
    const digest = failureDigest(
      [{ name: 'lint', ok: false }],
      COUNTS,
      () => null,
      () => output,
    );
    expect(digest.split('\n').slice(2, 4)).toEqual(['lint: the end of its output', '    line 8']);
    expect(digest.trimEnd().endsWith('    line 19')).toBe(true);
  });
});
