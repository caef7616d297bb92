import js from "@eslint/js";
import nextPlugin from "@next/eslint-plugin-next";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Imports a package may not make: the boundaries of docs/architecture.md, checked on every file. */
const serverOnly = (message) => ({
  paths: [
    { name: "@unveil/api", message },
    { name: "@unveil/db", message },
  ],
  patterns: [
    { regex: "^@unveil/api/(?!client$)", message },
    { group: ["@unveil/db/*", "~/server/*", "node:*"], message },
  ],
});

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/.next/**",
      "**/dist/**",
      "**/migrations/**",
      "**/next-env.d.ts",
      "**/.data/**",
      "**/.e2e-data/**",
      "**/artifacts/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      // Named here as well as in recommendedTypeChecked: the two this lint exists for.
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": "error",
      "no-restricted-properties": [
        "error",
        { object: "process", property: "env", message: "Read configuration through the validated env module." },
      ],
    },
  },
  {
    // Plain JavaScript (configs) is outside every tsconfig: no type information to lint with.
    files: ["**/*.{js,mjs,cjs}"],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: [
      "**/env.ts",
      "**/*.test.ts",
      "**/*.test.tsx",
      "**/test/**",
      "**/testing.ts",
      "**/e2e/**",
      "**/*.config.ts",
      "bench/**",
      "tooling/cluster/**",
      "**/client-env.ts",
    ],
    rules: { "no-restricted-properties": "off" },
  },
  {
    files: ["apps/web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "@next/next": nextPlugin },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs["core-web-vitals"].rules,
    },
  },

  // Package boundaries (STYLE.md "Layout and direction"): web → api → (db, validators).
  {
    files: ["packages/validators/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@unveil/db", "@unveil/db/*", "@unveil/api", "@unveil/api/*", "drizzle-orm", "drizzle-orm/*"],
              message: "Validators are shared with the browser: they never import the database or the API.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["packages/db/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["@unveil/api", "@unveil/api/*"], message: "The database package never imports the API." }] },
      ],
    },
  },
  {
    files: ["packages/api/src/services/**/*.ts", "packages/api/src/auth/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/context", "**/trpc", "**/root", "**/routers/*", "**/http/*", "**/page-viewer"],
              message: "Services and auth take (deps, userId, input); they never reach back into the transport or the context.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["packages/api/src/auth/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/context", "**/trpc", "**/root", "**/routers/*", "**/http/*", "**/page-viewer", "**/services/*"],
              message: "auth/ sits below the services: sessions and passwords never import a service or the transport.",
            },
          ],
        },
      ],
    },
  },
  {
    // docs/architecture.md: the live-events hub and its bus are leaves; they take ports
    // (db, now, the bus, the EventProjection the services implement) and import no service.
    files: ["packages/api/src/events/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/services/*", "**/deps", "**/create-app-deps", "**/context", "**/trpc", "**/routers/*", "**/http/*"],
              message: "events/ is a leaf: it takes ports (db, now, bus, projection) and never imports a service or deps.",
            },
          ],
        },
      ],
    },
  },
  {
    // Next's own server code (pages, layouts, route handlers, the proxy, the page guards):
    // Next bundles what it imports route by route, so it takes only types from the API and
    // database packages and calls them through the runtime server.ts publishes (decision 0020).
    files: ["apps/web/app/**/*.{ts,tsx}", "apps/web/src/server/**/*.ts", "apps/web/proxy.ts"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: ["@unveil/api", "@unveil/db"].map((name) => ({
            name,
            allowTypeImports: true,
            message: "Next's server code calls the API through getServerRuntime().pages; import its types only.",
          })),
          patterns: [
            {
              group: ["@unveil/api/*", "@unveil/db/*"],
              allowTypeImports: true,
              message: "Next's server code calls the API through getServerRuntime().pages; import its types only.",
            },
          ],
        },
      ],
    },
  },
  {
    // Browser code: components, hooks, the client's helpers and the tRPC client.
    files: [
      "apps/web/src/components/**/*.{ts,tsx}",
      "apps/web/src/hooks/**/*.{ts,tsx}",
      "apps/web/src/lib/**/*.{ts,tsx}",
      "apps/web/src/trpc/**/*.{ts,tsx}",
    ],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        serverOnly("Browser code never imports the database or server-only modules; types come from @unveil/api/client."),
      ],
    },
  },
  {
    // docs/product-rules.md#hardening / decision 0012: a form submitted before its script loads must not put its text in the URL.
    files: ["apps/web/**/*.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "JSXOpeningElement[name.name='form']:not(:has(JSXAttribute[name.name='method'][value.value='post']))",
          message: 'Every form says method="post": submitted before hydration, a GET form puts its private text in the URL.',
        },
      ],
    },
  },
);
