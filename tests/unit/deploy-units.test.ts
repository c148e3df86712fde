/**
 * The systemd units in deploy/systemd run the shop as a service: restarted on failure, as a
 * non-root user, with its settings file and working directory; timers for the email drain and the
 * daily backup; and systemd itself finds nothing wrong with them (`systemd-analyze verify`, on
 * machines that have systemd). The nginx configuration sends to the ports the units listen on.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const dir = path.join(root, "deploy", "systemd");

/** key -> values of one section of a unit file. */
function section(file: string, name: string): Map<string, string[]> {
  const values = new Map<string, string[]>();
  let current = "";
  for (const raw of fs.readFileSync(path.join(dir, file), "utf8").split("\n")) {
    const line = raw.trim();
    if (!line || line.startsWith("#")) continue;
    const header = /^\[(.+)\]$/.exec(line);
    if (header) {
      current = header[1];
      continue;
    }
    if (current !== name) continue;
    const at = line.indexOf("=");
    const key = line.slice(0, at);
    values.set(key, [...(values.get(key) ?? []), line.slice(at + 1)]);
  }
  return values;
}

const SERVICES = ["art-shop@.service", "art-shop-email-drain.service", "art-shop-backup.service"];

describe("systemd units", () => {
  it("run every service as a non-root user with its settings file and working directory", () => {
    for (const file of SERVICES) {
      const service = section(file, "Service");
      expect(service.get("User")?.[0], file).toBe("artshop");
      expect(service.get("WorkingDirectory")?.[0], file).toBe("/srv/art-shop/app");
      expect(service.get("EnvironmentFile")?.[0], file).toBe("/etc/art-shop/env");
      expect(service.get("Environment")?.join(" "), file).toContain("NODE_ENV=production");
    }
  });

  it("restart the web server on failure, on the port named by the instance, behind nginx", () => {
    const service = section("art-shop@.service", "Service");
    expect(service.get("Restart")).toEqual(["on-failure"]);
    expect(service.get("ExecStart")?.[0]).toBe("/usr/bin/node .next/shop-server.mjs start -p %i -H 127.0.0.1");
    expect(service.get("ExecStartPre")?.[0]).toContain("db:migrate");
    expect(section("art-shop@.service", "Install").get("WantedBy")).toEqual(["multi-user.target"]);
    // The instances nginx sends to are the units art-shop@3000 and art-shop@3001.
    const nginx = fs.readFileSync(path.join(root, "deploy", "nginx", "art-shop.conf"), "utf8");
    expect([...nginx.matchAll(/^\s*server 127\.0\.0\.1:(\d+) /gm)].map((m) => m[1])).toEqual(["3000", "3001"]);
  });

  it("drain the email outbox every minute and back up daily, keeping 14 archives", () => {
    expect(section("art-shop-email-drain.service", "Service").get("ExecStart")?.[0]).toContain("npm run --silent email:drain");
    expect(section("art-shop-email-drain.timer", "Timer").get("OnUnitActiveSec")).toEqual(["1min"]);
    expect(section("art-shop-backup.service", "Service").get("ExecStart")?.[0]).toContain("backup -- --dir /srv/art-shop/backups --keep 14");
    expect(section("art-shop-backup.timer", "Timer").get("OnCalendar")).toEqual(["*-*-* 02:30:00"]);
    expect(section("art-shop-backup.timer", "Timer").get("Persistent")).toEqual(["true"]);
    for (const timer of ["art-shop-email-drain.timer", "art-shop-backup.timer"]) {
      expect(section(timer, "Install").get("WantedBy"), timer).toEqual(["timers.target"]);
    }
    const scripts = (JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts;
    for (const name of ["db:migrate", "email:drain", "backup"]) expect(scripts[name], name).toBeTruthy();
  });

  it("pass systemd-analyze verify without a warning, where systemd is installed", () => {
    const probe = spawnSync("systemd-analyze", ["--version"], { encoding: "utf8" });
    const available = !probe.error && probe.status === 0;
    if (!available) {
      // Machines without systemd (containers, macOS): the checks above are what can be checked.
      expect(probe.error ?? probe.status).toBeTruthy();
      return;
    }
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), "units-"));
    try {
      for (const file of fs.readdirSync(dir)) fs.copyFileSync(path.join(dir, file), path.join(copy, file));
      const units = ["art-shop@3000.service", "art-shop-email-drain.service", "art-shop-email-drain.timer", "art-shop-backup.service", "art-shop-backup.timer"];
      const result = spawnSync("systemd-analyze", ["verify", "--man=no", ...units.map((u) => `./${u}`)], { cwd: copy, encoding: "utf8" });
      expect(result.stderr.trim()).toBe("");
      expect(result.status).toBe(0);

      // ...and it does see mistakes: a misspelt setting is reported.
      fs.writeFileSync(path.join(copy, "broken.service"), "[Service]\nRestart=sometimes\nExecStart=/bin/true\n");
      const broken = spawnSync("systemd-analyze", ["verify", "--man=no", "./broken.service"], { cwd: copy, encoding: "utf8" });
      expect(broken.stderr).toContain("restart specifier");
    } finally {
      fs.rmSync(copy, { recursive: true, force: true });
    }
  });
});
