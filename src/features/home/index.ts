// The home page's parts (the 404 page shows the sections too).
export {HomeHeader} from './HomeHeader';
export {SECTION_CARDS} from './sections';
