import fs from "node:fs";
import { signInAdmin, startStack } from "../lib/prod-stack";
const prof = process.argv.includes("--prof");
const stack = await startStack({ seed: "large", ports: [3290], env: prof ? { NODE_OPTIONS: "--cpu-prof --cpu-prof-dir=/tmp/prof" } : {} });
const cookie = await signInAdmin(stack.instances[0].url, stack.admin, "10.250.0.1");
fs.writeFileSync("/tmp/admin-cookie", cookie);
console.log("READY", stack.instances[0].url, stack.instances[0].pid, stack.databaseUrl);
process.on("SIGUSR2", async () => { await stack.stop(); process.exit(0); });
setInterval(() => {}, 1 << 30);
