#!/usr/bin/env node
// How fast this machine is right now, as one number: the time a fixed, single-threaded workload
// takes (median of 7). The bench prints it next to its figures because these VMs change speed
// over an hour without looking busy: /proc/stat can show idle CPUs while everything, stock
// Docusaurus included, runs ~1.5x slower. Two bench runs compare fairly only when this figure is
// close; the site got slower only if its figures moved and this one did not.
//
//   node bench/machineSpeed.mjs      prints the figure
import {performance} from 'node:perf_hooks';
import {fileURLToPath} from 'node:url';

/** Sorting, JSON and regular expressions: the kind of work a browser's main thread does. */
function workload() {
  let seed = 42;
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
  const numbers = Array.from({length: 200_000}, random).sort((a, b) => a - b);
  const records = Array.from({length: 20_000}, (_, id) => ({id, title: `Question ${id} about generators`, score: numbers[id * 10]}));
  const parsed = JSON.parse(JSON.stringify(records));
  const text = parsed.map((record) => record.title).join('\n');
  return (text.match(/\bgenerators?\b/g) ?? []).length + parsed.length;
}

export function machineSpeedMs(samples = 7) {
  workload(); // the first call also compiles it
  const times = [];
  for (let sample = 0; sample < samples; sample++) {
    const started = performance.now();
    workload();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(samples / 2)];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(`fixed CPU workload, median of 7: ${machineSpeedMs().toFixed(0)} ms`);
}
