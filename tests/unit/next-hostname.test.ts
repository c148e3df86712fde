/**
 * The host name the shop's server gives Next (lib/http/next-hostname.ts): loopback addresses are
 * folded into "localhost" as Next folds them in the URLs its proxy sees, so a rewrite to a
 * cached view stays inside the server; other addresses are kept as they are (Next then builds
 * both URLs from the same name).
 */
import { describe, expect, it } from "vitest";
import { NextURL } from "next/dist/server/web/next-url";
import { nextHostname } from "@/lib/http/next-hostname";

describe("nextHostname", () => {
  it("folds every loopback address into localhost", () => {
    for (const host of ["127.0.0.1", "127.1.2.3", "::1", "[::1]", "localhost", "LOCALHOST", " 127.0.0.1 "]) {
      expect(nextHostname(host), host).toBe("localhost");
    }
  });

  it("keeps any other address", () => {
    for (const host of ["0.0.0.0", "::", "10.0.0.5", "art.example.com", "127.0.0.1.example.com", "128.0.0.1"]) {
      expect(nextHostname(host), host).toBe(host);
    }
  });

  it("names the host Next's own URL parsing gives the proxy, for each kind of address", () => {
    // What Next does to the URL of the request proxy.ts sees: the origin of that URL must be the
    // one Next compares a rewrite with, built from the name it was given.
    for (const [listen, literal] of [["127.0.0.1", "127.0.0.1"], ["::1", "[::1]"], ["0.0.0.0", "0.0.0.0"], ["10.0.0.5", "10.0.0.5"]]) {
      const seenByProxy = new NextURL(`http://${literal}:3000/gallery`).host;
      const given = nextHostname(listen);
      expect(new URL(`http://${given.includes(":") ? `[${given}]` : given}:3000/`).host, listen).toBe(seenByProxy);
    }
  });
});
