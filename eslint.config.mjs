import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypeScript from "eslint-config-next/typescript";

const eslintConfig = defineConfig([
  ...nextVitals,
  ...nextTypeScript,
  globalIgnores([
    // Defaults of eslint-config-next (restated because globalIgnores replaces them).
    ".next/**",
    "out/**",
    "build/**",
    "next-env.d.ts",
    // Generated code, local data and test output.
    "node_modules/**",
    "lib/generated/**",
    ".data/**",
    ".local/**",
    "test-results/**",
    "playwright-report/**",
    "coverage/**",
  ]),
]);

export default eslintConfig;
