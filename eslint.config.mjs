import js from "@eslint/js";
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
);
