import js from "@eslint/js";
import globals from "globals";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import { widgetBoundaries } from "./build/eslint/widget-boundaries.mjs";

export default tseslint.config(
  { ignores: ["node_modules", "addons/**/static/dist", "test/.artifacts", ".odoo-native", "coverage"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // Imports go one way: core → ui → sale → domains → entries (build/eslint/widget-boundaries.mjs).
    files: ["widgets/**/*.{ts,tsx}"],
    plugins: { weekbox: { rules: { "widget-boundaries": widgetBoundaries } } },
    rules: { "weekbox/widget-boundaries": "error" },
  },
  {
    files: ["build/**/*.mjs", "test/**/*.{mjs,cjs}", "*.mjs"],
    languageOptions: {
      globals: {
        process: "readonly",
        console: "readonly",
        require: "readonly",
        module: "writable",
        __dirname: "readonly",
      },
    },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    // Odoo-side JS (the few modules that narrow Odoo's own widgets off what
    // React owns): Odoo 17's own lint rules (addons/web/tooling/_eslintrc.json),
    // run by Odoo's module loader in the browser.
    files: ["addons/*/static/src/**/*.js"],
    languageOptions: {
      sourceType: "module",
      ecmaVersion: 2022,
      globals: { ...globals.browser, odoo: "readonly", $: "readonly", jQuery: "readonly" },
    },
    rules: {
      "no-undef": "error",
      "no-restricted-globals": ["error", "event", "self"],
      "no-duplicate-imports": "error",
      "no-unused-vars": ["error", { vars: "all", args: "none", caughtErrors: "all" }],
      "@typescript-eslint/no-unused-vars": "off",
      curly: ["error", "all"],
      "prefer-const": ["error", { destructuring: "all", ignoreReadBeforeAssign: true }],
    },
  },
);
