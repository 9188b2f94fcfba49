// The benchmark's baseline: a bare node:http server that answers each measured route with exactly the
// bytes and headers the app sent for it (same body, same encoding), looked up by method, URL and
// whether the request takes brotli. The parent sends the recorded answers over IPC.
import { createServer } from "node:http";

interface Recorded {
  key: string;
  status: number;
  headers: Record<string, string>;
  body: string; // base64
}

const answers = new Map<string, { status: number; headers: Record<string, string>; body: Buffer }>();

const keyOf = (method: string, url: string, br: boolean) => `${method} ${url} ${br ? "br" : "identity"}`;

const server = createServer((req, res) => {
  // Requests carry a body for POST routes: drain it before answering, as the app does.
  req.resume();
  req.on("end", () => {
    const br = /\bbr\b/.test(String(req.headers["accept-encoding"] ?? ""));
    const answer = answers.get(keyOf(req.method ?? "GET", req.url ?? "/", br));
    if (!answer) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(answer.status, { ...answer.headers, "content-length": answer.body.length });
    res.end(answer.body);
  });
});

process.on("message", (message: { answers: Recorded[] }) => {
  for (const a of message.answers)
    answers.set(a.key, { status: a.status, headers: a.headers, body: Buffer.from(a.body, "base64") });
  process.send?.("loaded");
});

server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  process.send?.(typeof address === "object" && address ? address.port : 0);
});
process.on("disconnect", () => process.exit(0));

export { keyOf };
