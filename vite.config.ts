import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// Client build -> dist/client (assets hashed under /assets/); SSR build (vite build --ssr) -> dist/ssr.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  publicDir: "src/client/public",
  build: isSsrBuild
    ? { outDir: "dist/ssr", emptyOutDir: true, copyPublicDir: false, target: "node20" }
    : { outDir: "dist/client", emptyOutDir: true, manifest: false, target: "es2022" },
  server: {
    proxy: { "/api": { target: `http://127.0.0.1:${process.env.API_PORT ?? "5000"}`, changeOrigin: false } },
  },
}));
