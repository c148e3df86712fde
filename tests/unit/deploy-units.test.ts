/**
 * The systemd units in deploy/systemd run the shop as a service: restarted on failure, as a
 * non-root user, with its settings file and working directory; timers for the email drain and the
 * daily backup; and systemd itself finds nothing wrong with them (`systemd-analyze verify`, on
 * machines that have systemd). The nginx configuration sends to the ports the units listen on.
 * The tests and benchmarks that run the shop behind nginx start each instance with the web unit's
 * own command line and environment (scripts/lib/systemd-unit.ts), never a look-alike.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  SETTINGS_KEYS,
  formatSettingsFile,
  parseEnvironmentFile,
  readShopUnit,
  shopUnitProcesses,
  splitUnitWords,
  writeSettingsFile,
  type DeploymentSettings,
} from "@/scripts/lib/systemd-unit";

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

/** The settings of docs/deployment.md's step 5, as a test machine fills them in. */
function testSettings(dir: string): DeploymentSettings {
  return {
    DATABASE_URL: "postgresql://artshop:secret@127.0.0.1:5432/art_shop",
    SITE_URL: "http://localhost:3260",
    AUTH_SECRET: "unit-secret-unit-secret-unit-secret-unit",
    NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: "MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZWY=",
    TRUSTED_PROXY: "1",
    REDIS_URL: "",
    STORAGE_DRIVER: "local",
    STORAGE_LOCAL_DIR: path.join(dir, "uploads"),
    RESEND_API_KEY: "",
    EMAIL_FROM: "Studio <orders@art.example.com>",
    SEED_DEMO: "false",
  };
}

describe("instances started for the tests as the web unit starts them", () => {
  it("run the unit's ExecStart exactly, %i replaced by the port, after its ExecStartPre", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "unit-start-"));
    try {
      const settingsFile = path.join(dir, "env");
      writeSettingsFile(settingsFile, testSettings(dir));
      const { pre, start } = shopUnitProcesses({ port: 3261, settingsFile, root });
      // The unit's line, read here on its own: only the node binary is this machine's.
      const [program, ...args] = section("art-shop@.service", "Service").get("ExecStart")![0].replaceAll("%i", "3261").split(/\s+/);
      expect(program).toBe("/usr/bin/node");
      expect(start.command).toBe(process.execPath);
      expect(start.args).toEqual(args);
      expect(start.args).toEqual([".next/shop-server.mjs", "start", "-p", "3261", "-H", "127.0.0.1"]);
      expect(start.cwd).toBe(root);
      const [preProgram, ...preArgs] = section("art-shop@.service", "Service").get("ExecStartPre")![0].split(/\s+/);
      expect(pre.map((p) => [p.command, ...p.args])).toEqual([[path.basename(preProgram), ...preArgs]]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("give each instance the unit's Environment= values and the settings file's, the file winning as with systemd", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "unit-env-"));
    try {
      const settingsFile = path.join(dir, "env");
      writeSettingsFile(settingsFile, { ...testSettings(dir), NODE_ENV: "test" });
      const { start } = shopUnitProcesses({ port: 3262, settingsFile, root });
      const assignments = section("art-shop@.service", "Service").get("Environment")!.join(" ").replaceAll("%i", "3262").split(/\s+/);
      expect(assignments).toContain("LISTEN_HOST=127.0.0.1");
      for (const assignment of assignments) {
        const [key, value] = assignment.split("=");
        if (key !== "NODE_ENV") expect(start.env[key], key).toBe(value);
      }
      expect(start.env.PORT).toBe("3262");
      // EnvironmentFile= overrides Environment= (systemd.exec(5)).
      expect(start.env.NODE_ENV).toBe("test");
      expect(start.env.EMAIL_FROM).toBe("Studio <orders@art.example.com>");
      expect(start.env.REDIS_URL).toBe("");
      // Nothing else of the caller's environment reaches the instance.
      expect(Object.keys(start.env).sort()).toEqual(
        [...new Set(["PATH", "HOME", "LANG", ...assignments.map((a) => a.split("=")[0]), ...SETTINGS_KEYS, "NODE_ENV"])].sort(),
      );
      expect(fs.statSync(settingsFile).mode & 0o777).toBe(0o640);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("write a settings file with the keys docs/deployment.md puts in /etc/art-shop/env", () => {
    const guide = fs.readFileSync(path.join(root, "docs", "deployment.md"), "utf8");
    const heredoc = /cat > \/etc\/art-shop\/env <<SETTINGS\n([\s\S]*?)\nSETTINGS\n/.exec(guide)?.[1];
    expect(heredoc).toBeTruthy();
    const documented = heredoc!.split("\n").map((line) => line.split("=")[0]);
    expect(documented).toEqual([...SETTINGS_KEYS]);
    expect(readShopUnit(3000).environmentFiles).toEqual(["/etc/art-shop/env"]);
  });

  it("read settings files and unit values as systemd does", () => {
    expect(
      parseEnvironmentFile(
        [
          "# a comment",
          "; another",
          "A=plain",
          'EMAIL_FROM="Studio <orders@art.example.com>"',
          "B='single $quoted'",
          'C="with \\"escaped\\" quote"',
          "  D = spaced  ",
          "E=",
          "F=con\\",
          "tinued",
        ].join("\n"),
      ),
    ).toEqual({ A: "plain", EMAIL_FROM: "Studio <orders@art.example.com>", B: "single $quoted", C: 'with "escaped" quote', D: "spaced", E: "", F: "continued" });
    const settings = { ...testSettings("/srv"), EXTRA: 'odd "value" \\ here' };
    expect(parseEnvironmentFile(formatSettingsFile(settings))).toEqual(settings);
    expect(splitUnitWords('NODE_ENV=production "A=two words" B=\'x y\'')).toEqual(["NODE_ENV=production", "A=two words", "B=x y"]);
    expect(() => splitUnitWords("PATH=$PATH")).toThrow(/\$/);
  });
});
