// What an object literal costs by where its spread stands, on this Node's V8: opening with a
// spread makes every property written after it take the slow path (eslint.config.js forbids
// three or more after one in server/). Prints µs per literal and the ratio to the fast forms.
// `taskset -c 0 node bench/object-literals.mjs`
const FIELDS = 40;
const keys = Array.from({ length: FIELDS }, (_, i) => `k${i}`);
const listed = keys.map((k) => `${k}: b.x`).join(", ");
const part = (b) => ({ p1: b.x, p2: b.x, p3: b.x, p4: b.x, p5: b.x, p6: b.x, p7: b.x });
const forms = {
  "spread first, then the properties": new Function("part", "b", `return { ...part(b), ${listed} };`),
  "one property, the spread, the rest": new Function("part", "b", `return { id: b.x, ...part(b), ${listed} };`),
  "the properties, then the spread": new Function("part", "b", `return { ${listed}, ...part(b) };`),
  "Object.assign(spread source, literal)": new Function("part", "b", `return Object.assign(part(b), { ${listed} });`),
};

function measure(make) {
  const n = 50_000;
  let keysSeen = 0;
  const started = process.hrtime.bigint();
  for (let i = 0; i < n; i++) keysSeen += Object.keys(make(part, { x: i })).length;
  if (keysSeen === 0) throw new Error("nothing built");
  return Number(process.hrtime.bigint() - started) / 1e3 / n;
}

const rounds = 5;
const results = Object.fromEntries(Object.keys(forms).map((name) => [name, []]));
for (let round = 0; round < rounds; round++)
  for (const [name, make] of Object.entries(forms)) results[name].push(measure(make));
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const fastest = Math.min(...Object.values(results).map(median));
console.log(
  `object literal with ${FIELDS} properties and a spread of 7, Node ${process.versions.node} (median of ${rounds} rounds)`,
);
for (const [name, times] of Object.entries(results))
  console.log(
    `  ${name.padEnd(40)} ${median(times).toFixed(2).padStart(7)} µs  ${(median(times) / fastest).toFixed(1).padStart(6)}×`,
  );
