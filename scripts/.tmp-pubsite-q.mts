import pg from "pg";
const c = new pg.Client({ connectionString: process.argv[2] }); await c.connect();
for (const q of process.argv.slice(3)) {
  const { rows } = await c.query(q);
  console.log("---", q.slice(0, 140)); console.log(rows.map((r) => Object.values(r).join(" | ")).join("\n"));
}
await c.end();
