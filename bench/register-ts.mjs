// `node --import ./bench/register-ts.mjs script.mjs`: see ts-hooks.mjs.
import {register} from 'node:module';

register('./ts-hooks.mjs', import.meta.url);
