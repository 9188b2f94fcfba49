// npm run dev: the API server (src/server/main.ts, restarted by tsx watch) on API_PORT (default 5000)
// and the Vite dev server with hot reload on PORT (default 5173), which proxies /api to it. Pages are
// rendered in the browser here; `npm start` runs the production build with server rendering.
import { spawn } from "node:child_process";
import { createServer } from "vite";

const apiPort = process.env.API_PORT ?? "5000";
const webPort = Number(process.env.PORT ?? 5173);

const api = spawn(process.execPath, ["--import", "tsx", "--watch", "src/server/main.ts"], {
  stdio: "inherit",
  env: { ...process.env, PORT: apiPort, HOST: "127.0.0.1" },
});

const vite = await createServer({ server: { port: webPort, host: "127.0.0.1" } });
await vite.listen();
vite.printUrls();

function stop() {
  api.kill("SIGTERM");
  void vite.close().then(() => process.exit(0));
}
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
api.on("exit", (code) => {
  if (code !== 0 && code !== null) console.error(`API server exited with ${code}`);
});
