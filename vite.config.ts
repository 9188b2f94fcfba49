import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// Vendor code in its own long-cached chunks: an app release changes only the app chunk, and the
// browser fetches the chunks in parallel (index.html preloads them all).
const nodeModule = (names: string) => new RegExp(`[\\\\/]node_modules[\\\\/](?:${names})[\\\\/]`);
const VENDOR_GROUPS = [
  { name: "react", test: nodeModule("react|react-dom|scheduler"), priority: 40 },
  { name: "router-query", test: nodeModule("react-router|@tanstack"), priority: 30 },
  { name: "ui", test: nodeModule("@radix-ui|radix-ui|@floating-ui|lucide-react"), priority: 20 },
  { name: "vendor", test: /[\\/]node_modules[\\/]/, priority: 10 },
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
