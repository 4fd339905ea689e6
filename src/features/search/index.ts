// Site search (issue 27): the navbar box and what pages tell the index (plugins/pagefind-search
// builds it). Only light modules here, since every page imports this: the box's code and Pagefind
// load on first use, and /search imports its page (./SearchPage) directly into its own chunk.
export {SearchBar} from './SearchBar';
export {searchMarkup, searchVersionOf, CURRENT_VERSION, HIGHLIGHT_PARAM} from './indexMarkup';
