// Baseline for the benchmark: the least a Node HTTP server can do, answering a small JSON body.
import { createServer } from "node:http";

const body = JSON.stringify({ hello: "world" });
const server = createServer((_req, res) => {
  res.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(body) });
  res.end(body);
});
server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  process.send?.(typeof address === "object" && address ? address.port : 0);
});
// The benchmark's parent going away must never leave this server running.
process.on("disconnect", () => process.exit(0));
