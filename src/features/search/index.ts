// Site search (issue 27): the navbar box and what pages tell the index (plugins/pagefind-search
// builds it). Only light modules here, since every page imports this: the box's code and Pagefind
// load on first use. This index is marked free of side effects (plugins/feature-entries), so
// SearchPage, which /search imports from here, stays in that route's chunk.
export {SearchBar} from './SearchBar';
export {SearchPage} from './SearchPage';
export {searchMarkup, searchVersionOf, CURRENT_VERSION, HIGHLIGHT_PARAM} from './indexMarkup';
