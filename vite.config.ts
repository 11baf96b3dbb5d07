import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { clientLinks } from "./scripts/vite-client-links";
import { localeChunks } from "./scripts/vite-locale-chunks";
import { precompress } from "./scripts/vite-precompress";

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  build: { minify: "terser", terserOptions: { compress: { passes: 2 }, format: { comments: false } } },
  environments: {
    ssr: { build: { minify: false, rollupOptions: { input: "./server/app.ts" } } },
  },
  plugins: [clientLinks(), tailwindcss(), reactRouter(), localeChunks(), precompress()],
});
