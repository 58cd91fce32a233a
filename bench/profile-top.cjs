'use strict';
// Summarises a .cpuprofile: share of samples idle, in GC, and the functions with the most self time.
// Usage: node bench/profile-top.cjs file.cpuprofile [entries]
const { readFileSync } = require('node:fs');

function profileTop(profile, entries = 15) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const deltas = profile.timeDeltas;
  let total = 0;
  profile.samples.forEach((id, i) => {
    const dt = deltas[i] ?? 0;
    total += dt;
    const { functionName, url, lineNumber } = byId.get(id).callFrame;
    const where = url ? `${url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/dist\//, 'dist/')}:${lineNumber + 1}` : '';
    const key = `${functionName || '(anonymous)'} ${where}`.trim();
    self.set(key, (self.get(key) ?? 0) + dt);
  });
  const rows = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, entries);
  return rows.map(([name, us]) => ({ name, share: (100 * us) / total }));
}

if (require.main === module) {
  const rows = profileTop(JSON.parse(readFileSync(process.argv[2], 'utf8')), Number(process.argv[3] ?? 20));
  for (const r of rows) console.log(`${r.share.toFixed(1).padStart(5)} %  ${r.name}`);
}

module.exports = { profileTop };
