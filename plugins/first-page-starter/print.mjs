// Prints /community's compiled inline script, for the unit tests (FirstPageStarter.test.tsx): they
// run it as the build does, in Node, outside Jest's module system.
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {compileFirstPageStarter} from './compile.mjs';

process.stdout.write(await compileFirstPageStarter(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')));
