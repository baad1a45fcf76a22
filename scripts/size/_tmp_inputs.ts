import { buildHost } from './build';
import path from 'node:path';
const builds = await buildHost({ library: false });
const b = builds.portico;
for (const [file, out] of Object.entries(b.metafile.outputs)) {
  if (!file.includes(process.argv[2]!)) continue;
  const rows = Object.entries(out.inputs).map(([id, v]) => [v.bytesInOutput, id] as const).sort((a, b) => b[0] - a[0]);
  for (const [n, id] of rows.slice(0, 40)) console.log(String(n).padStart(7), id);
}
