/**
 * Where the server's inline caches miss while megamorphic, from a V8 log written with
 * BENCH_ICLOG=/a/file (benchServer.ts runs the server with `--log-ic`):
 *
 *   BENCH_ICLOG=/tmp/ic.log BENCH_TARGETS=pix BENCH_CLIENTS=16 BENCH_SECONDS=3 pnpm bench
 *   pnpm exec tsx bench/icMisses.ts /tmp/ic.log [--all]
 *
 * A site that misses once per request builds or reads objects of a new hidden class each time,
 * such as a literal that begins with a spread and adds keys (docs/architecture/performance.md,
 * "Objects built whole"). The project's own code only, unless --all.
 */
import { readFileSync } from 'node:fs';

interface CodeRange {
  start: number;
  end: number;
  name: string;
}

const [file, flag] = process.argv.slice(2);
if (!file) {
  console.error('usage: tsx bench/icMisses.ts <v8 log> [--all]');
  process.exit(2);
}
const everything = flag === '--all';
const ownCode = (name: string) =>
  /\/(apps|packages)\//.test(name) && !name.includes('node_modules');

// Code objects by address, sorted and never overlapping, for the IC events' program counters.
const ranges: CodeRange[] = [];
/** The index of the first range that starts at or after `address`. */
function firstFrom(address: number): number {
  let low = 0;
  let high = ranges.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (ranges[mid]!.start < address) low = mid + 1;
    else high = mid;
  }
  return low;
}
function insert(range: CodeRange) {
  // Code freed by the GC leaves its addresses to new code: what the new range covers is gone.
  let from = firstFrom(range.start);
  while (from > 0 && ranges[from - 1]!.end > range.start) from--;
  let to = from;
  while (to < ranges.length && ranges[to]!.start < range.end) to++;
  ranges.splice(from, to - from, range);
}
function codeAt(pc: number): CodeRange | undefined {
  const range = ranges[firstFrom(pc + 1) - 1];
  return range && pc < range.end ? range : undefined;
}

const misses = new Map<string, number>();
for (const line of readFileSync(file, 'utf8').split('\n')) {
  const fields = line.split(',');
  if (fields[0] === 'code-creation' && fields[1] === 'JS') {
    // code-creation,JS,kind,time,address,size,"name file:line:column",shared info,tier
    // Every code object, not only the project's: another's code placed where ours was freed
    // must take those addresses from it.
    const name = fields.slice(6, -2).join(',').trim();
    const start = Number.parseInt(fields[4]!, 16);
    insert({ start, end: start + Number(fields[5]), name });
    continue;
  }
  // LoadIC,pc,time,line,column,old state,new state,map,key,…: N is megamorphic.
  if (!fields[0]?.endsWith('IC') || fields[6] !== 'N') continue;
  const code = codeAt(Number.parseInt(fields[1]!, 16));
  if (!code || !(everything || ownCode(code.name))) continue;
  const site = `${code.name.replace(/file:\/\/\S*?\/(apps|packages)\//, '$1/')}  .${fields[8]}  (${fields[0]})`;
  misses.set(site, (misses.get(site) ?? 0) + 1);
}

const sorted = [...misses].sort((a, b) => b[1] - a[1]);
console.log(`misses while megamorphic, by site (${everything ? 'all code' : 'project code'}):`);
for (const [site, count] of sorted.slice(0, 40))
  console.log(`${String(count).padStart(8)}  ${site}`);
console.log(`${sorted.reduce((sum, [, count]) => sum + count, 0)} in all, ${sorted.length} sites`);
