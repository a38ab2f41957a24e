import { defineConfig } from 'vitest/config';

// Two projects: `unit` (pure modules, mocked electron) and `api` (the service and the
// upstream client over real loopback HTTP against the demo platform).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['test/api/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
