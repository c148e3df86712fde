import http from "node:http";
import { expect, test } from "./support/test";
import { signInThroughDialog } from "./support/admin";

/*
 * POST /admin/uploads is streamed to disk by the route itself, so the proxy must not run on it
 * (Next buffers the whole body of every request its proxy sees, and the proxy would answer a body
 * without a length 411 after reading it). An administrator's endless upload without a length is
 * answered by the route: 413 with the limit's message once 5 MB have streamed in, while the client
 * is still sending.
 */
test("an endless upload to /admin/uploads is cut off at the limit by the route, not buffered first", async ({ page, baseURL }) => {
  await signInThroughDialog(page);
  const cookie = (await page.context().cookies())
    .filter((c) => c.name.includes("authjs"))
    .map((c) => `${c.name}=${c.value}`)
    .join("; ");
  const url = new URL(baseURL!);
  const boundary = "----endless";
  const result = await new Promise<{ status: number; body: string; sentMb: number }>((resolve, reject) => {
    let sent = 0;
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: "/admin/uploads",
        method: "POST",
        headers: { Cookie: cookie, Origin: url.origin, "Content-Type": `multipart/form-data; boundary=${boundary}`, "Transfer-Encoding": "chunked" },
      },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => {
          req.destroy();
          resolve({ status: res.statusCode ?? 0, body, sentMb: sent / (1024 * 1024) });
        });
      },
    );
    req.on("error", (error) => (req.destroyed ? undefined : reject(error)));
    req.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="target"\r\n\r\nartwork\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    );
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    // Far more than any limit: the answer must come while this is still being sent.
    const pump = () => {
      while (sent < 200 * 1024 * 1024 && !req.destroyed) {
        sent += chunk.length;
        if (!req.write(chunk)) {
          req.once("drain", pump);
          return;
        }
      }
    };
    pump();
  });
  expect(result.status).toBe(413);
  expect(JSON.parse(result.body)).toEqual({ error: "Maximum file size is 5MB" });
  expect(result.sentMb).toBeLessThan(100);
});
