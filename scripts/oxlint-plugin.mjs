// The rules of ESLint's config that oxlint has no rule for, as a plugin of oxlint's own
// (scripts/lint-rules.mjs): ESLint states them with `no-restricted-syntax`, a selector oxlint
// does not read.

/** Why no enum; ESLint's `no-restricted-syntax` says the same (eslint.config.js). */
export const NO_ENUM = 'Use a union of literal types (or an `as const` object) instead of an enum.';

export default {
  meta: { name: 'backoffice' },
  rules: {
    'no-enum': {
      meta: { type: 'problem' },
      create: (context) => ({
        TSEnumDeclaration: (node) => context.report({ node, message: NO_ENUM }),
      }),
    },
  },
};
