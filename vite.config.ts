import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// React and the router/query libraries in their own long-cached chunks: an app release changes only
// the app chunks. Other libraries (Radix parts, downshift, icons) go with the pages that use them.
const nodeModule = (names: string) => new RegExp(`[\\\\/]node_modules[\\\\/](?:${names})[\\\\/]`);
const VENDOR_GROUPS = [
  { name: "react", test: nodeModule("react|react-dom|scheduler"), priority: 40 },
  { name: "router-query", test: nodeModule("react-router|@tanstack"), priority: 30 },
];

// Client build -> dist/client (assets hashed under /assets/); SSR build (vite build --ssr) -> dist/ssr.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  publicDir: "src/client/public",
  build: isSsrBuild
    ? { outDir: "dist/ssr", emptyOutDir: true, copyPublicDir: false, target: "node20" }
    : {
        outDir: "dist/client",
        emptyOutDir: true,
        manifest: false,
        target: "es2022",
        rolldownOptions: { output: { codeSplitting: { groups: VENDOR_GROUPS } } },
      },
  server: {
    proxy: { "/api": { target: `http://127.0.0.1:${process.env.API_PORT ?? "5000"}`, changeOrigin: false } },
  },
}));
