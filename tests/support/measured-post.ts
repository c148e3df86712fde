/**
 * Posts a body of `size` bytes over real HTTP with back-pressure, and measures what the server's
 * side of the connection received (socket.bytesRead once it closed): the proof that a refused
 * post was not read. The server must record its sockets (server.on("connection", ...)) in the
 * array given.
 */
import http from "node:http";
import type net from "node:net";

export interface MeasuredPost {
  status: number;
  body: string;
  serverBytesRead: number;
  connection?: string;
}

export function measuredPost(
  target: { port: number; sockets: net.Socket[] },
  pathname: string,
  size: number,
  headers: Record<string, string> = {},
): Promise<MeasuredPost> {
  return new Promise((resolve, reject) => {
    const before = target.sockets.length;
    const req = http.request(
      {
        host: "127.0.0.1",
        port: target.port,
        path: pathname,
        method: "POST",
        // A connection of its own (never a kept-alive one), so the server's socket is the next one recorded.
        agent: false,
        headers: { "Content-Type": "multipart/form-data; boundary=x", "Content-Length": String(size), ...headers },
      },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => {
          req.destroy();
          const socket = target.sockets[before];
          const done = () => resolve({ status: res.statusCode ?? 0, body, serverBytesRead: socket.bytesRead, connection: res.headers.connection });
          if (socket.destroyed) done();
          else socket.once("close", done);
        });
      },
    );
    req.on("error", (error) => (req.destroyed ? undefined : reject(error)));
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    let sent = 0;
    const pump = () => {
      while (sent < size && !req.destroyed) {
        const piece = chunk.subarray(0, Math.min(chunk.length, size - sent));
        sent += piece.length;
        if (!req.write(piece)) {
          req.once("drain", pump);
          return;
        }
      }
      if (!req.destroyed) req.end();
    };
    pump();
  });
}

/**
 * What stands in for Next behind the shop's gate in these tests: reads the whole body, records
 * the address and the bytes it got in `reached`, and answers 200 "next got N".
 */
export function countingStandIn(reached: { url: string; bytes: number }[]) {
  return (req: http.IncomingMessage, res: http.ServerResponse) => {
    let bytes = 0;
    req.on("data", (chunk: Buffer) => (bytes += chunk.length));
    req.on("end", () => {
      reached.push({ url: req.url ?? "", bytes });
      res.writeHead(200, { "Content-Type": "text/plain" });
      res.end(`next got ${bytes}`);
    });
  };
}
