/**
 * A throwaway redis-server (Debian's `redis-server` from apt) on 127.0.0.1 for tests and
 * benchmarks of the shared cache: no persistence, stopped by its PID.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import net from "node:net";

export interface RedisServer {
  url: string;
  port: number;
  pid: number;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export function redisServerBinary(): string {
  const binary = process.env.REDIS_SERVER_PATH || "redis-server";
  const probe = spawnSync(binary, ["--version"], { encoding: "utf8" });
  if (probe.error || probe.status !== 0) {
    throw new Error(`No redis-server found (${binary}). Install it with apt-get install -y redis-server, or set REDIS_SERVER_PATH.`);
  }
  return binary;
}

async function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.write("PING\r\n");
    });
    socket.once("data", (data) => {
      socket.destroy();
      resolve(data.toString().startsWith("+PONG"));
    });
    socket.once("error", () => resolve(false));
  });
}

export async function startRedisServer(): Promise<RedisServer> {
  const binary = redisServerBinary();
  const port = await freePort();
  const child: ChildProcess = spawn(
    binary,
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--daemonize", "no", "--loglevel", "warning"],
    { stdio: "ignore" },
  );
  const started = Date.now();
  while (!(await answers(port))) {
    if (child.exitCode !== null) throw new Error(`redis-server exited with code ${child.exitCode}`);
    if (Date.now() - started > 10_000) throw new Error("redis-server did not answer within 10 s");
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    pid: child.pid!,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await exited;
    },
  };
}
