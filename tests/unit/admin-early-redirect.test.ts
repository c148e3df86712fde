/** The proxy's early redirect of the back office (never the guard: pages check requireAdmin()). */
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { proxy } from "@/proxy";

const request = (path: string, init: { method?: string; cookie?: string } = {}) =>
  new NextRequest(`http://localhost:3000${path}`, {
    method: init.method ?? "GET",
    headers: { host: "localhost:3000", ...(init.cookie ? { cookie: init.cookie } : {}) },
  });

describe("proxy: /admin without a session cookie", () => {
  it("sends page requests to '/' with the sign-in dialog", async () => {
    for (const path of ["/admin", "/admin/orders?status=pending", "/admin/orders/abc"]) {
      const response = await proxy(request(path));
      expect(response.status).toBe(307);
      expect(response.headers.get("location")).toBe("http://localhost:3000/?admin=signin");
    }
  });

  it("lets through requests with a session cookie (checked by the pages), other paths and non-GET requests", async () => {
    for (const cookie of ["authjs.session-token=x", "__Secure-authjs.session-token=x", "authjs.session-token.0=x"]) {
      const response = await proxy(request("/admin", { cookie }));
      expect(response.headers.get("location")).toBeNull();
    }
    expect((await proxy(request("/administrator"))).headers.get("location")).toBeNull();
    expect((await proxy(request("/gallery"))).headers.get("location")).toBeNull();
    expect((await proxy(request("/admin", { cookie: "other=1" }))).status).toBe(307);
  });
});
