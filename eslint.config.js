// @ts-check
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * Layers (docs/decisions/0005-layers-and-guardrails.md): import paths are matched as
 * written, so each rule names both the `~/` alias and any relative spelling.
 */
const serverOnly = {
  regex: "^~/\\.server(/|$)|(^|/)\\.server(/|$)",
  allowTypeImports: true,
  message: "app/.server is server-only: import its types with `import type`, and take values from a loader or action.",
};
const components = {
  regex: "^~/components(/|$)|^(\\.\\./)+components(/|$)",
  message: "app/lib is shared logic and does not depend on UI: move the piece both need into app/lib.",
};
const localStorefront = {
  regex: "(^|/)local-storefront(/|$)",
  message:
    "local-storefront is the embedded Shopify twin: the app reaches it only over the Storefront API (services from server.ts).",
};

export default tseslint.config(
  {
    ignores: [
      "build/",
      "node_modules/",
      ".data/",
      ".cache/",
      "reports/",
      "test-results/",
      "playwright-report/",
      "public/",
      "app/graphql/storefrontapi.generated.d.ts",
    ],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: "error" },
    languageOptions: { globals: { ...globals.node } },
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      // `_name` marks a deliberately unused binding (e.g. a field left out by destructuring).
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { react, "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: { react: { version: "detect" } },
    rules: {
      ...react.configs.flat.recommended.rules,
      ...react.configs.flat["jsx-runtime"].rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      // TypeScript checks props.
      "react/prop-types": "off",
      // Apostrophes and quotes are copy; a stray `>` or `}` is the mistake worth catching.
      "react/no-unescaped-entities": ["error", { forbid: [">", "}"] }],
      // A scrolling region takes focus so keyboard users can scroll it (axe scrollable-region-focusable).
      "jsx-a11y/no-noninteractive-tabindex": [
        "error",
        { tags: [], roles: ["tabpanel", "region"], allowExpressionValues: true },
      ],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/.server/**", "app/components/**", "app/lib/**"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: [localStorefront] }] },
  },
  {
    files: ["app/.server/**/*.{ts,tsx}"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: [localStorefront] }] },
  },
  {
    files: ["app/components/**/*.{ts,tsx}"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: [serverOnly, localStorefront] }] },
  },
  {
    files: ["app/lib/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": ["error", { patterns: [serverOnly, components, localStorefront] }],
    },
  },
  {
    // A link made from the request's Host or X-Forwarded-* names whatever a forged header says (issue 30: reset-link takeover).
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/.server/http/**"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "MemberExpression[property.name=/^(origin|host|hostname|port)$/] > NewExpression.object[callee.name='URL'] > MemberExpression.arguments[property.name='url']",
          message:
            "Absolute URLs come from publicOrigin() (app/.server/http/public-origin.ts), never from the request.",
        },
        {
          selector:
            "CallExpression[callee.property.name='get'] > Literal.arguments[value=/^(host|x-forwarded-\\w+|forwarded)$/i]",
          message:
            "Absolute URLs come from publicOrigin() (app/.server/http/public-origin.ts), never from request headers.",
        },
      ],
    },
  },
  {
    files: ["tests/e2e/**/*.ts"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  // Formatting is Prettier's job (npm run format): turn off every stylistic rule.
  prettier,
);
