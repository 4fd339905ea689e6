// A Jest reporter for the rules suite: after the run, one line saying how many attack cases
// (tests whose title starts with "attack", tests/rules/attacks.test.ts) ran and how many of them
// the rules denied (a passing attack test is a refused attack). tests/run-all.mjs repeats the line.
class AttackSummary {
  onRunComplete(_contexts, results) {
    let ran = 0;
    let denied = 0;
    for (const file of results.testResults) {
      for (const test of file.testResults) {
        if (!/^attack\b/i.test(test.title) || test.status === 'pending' || test.status === 'skipped') continue;
        ran += 1;
        if (test.status === 'passed') denied += 1;
      }
    }
    if (ran > 0) process.stdout.write(`\nAttack cases: ${ran} ran, ${denied} denied, ${ran - denied} got through.\n`);
  }
}

module.exports = AttackSummary;
