// The theme's navbar `search` item renders @theme/SearchBar; no installed theme provides one since
// the site searches its own Pagefind index (issue 27). The component lives in its feature folder.
export {SearchBar as default} from '@site/src/features/search';
