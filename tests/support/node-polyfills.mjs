// Node 20 lacks Map.groupBy / Object.groupBy (Node 21+), which vitest's reporter uses when it
// prints a failure. Loaded with --import before vitest starts.
if (typeof Map.groupBy !== "function") {
  Map.groupBy = function groupBy(items, keyOf) {
    const map = new Map();
    let index = 0;
    for (const item of items) {
      const key = keyOf(item, index++);
      if (!map.has(key)) map.set(key, []);
      map.get(key).push(item);
    }
    return map;
  };
}
if (typeof Object.groupBy !== "function") {
  Object.groupBy = function groupBy(items, keyOf) {
    const out = Object.create(null);
    let index = 0;
    for (const item of items) {
      const key = keyOf(item, index++);
      (out[key] ??= []).push(item);
    }
    return out;
  };
}
