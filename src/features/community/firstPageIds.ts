/** The ids /community's HTML and its code share for the first page (FirstPageStarter, PostFeed). */

/** The `<script type="application/json">` carrying the first-page request and how to draw it. */
export const FIRST_PAGE_REQUEST_ID = 'community-first-page-request';

/** The element of the list where the HTML draws the first questions before the code has run. */
export const FIRST_PAGE_TARGET_ID = 'community-first-page';

/** Where the /community HTML leaves the first-page request it sent itself (firstPageStarter.ts), for firstPage.ts. */
export const STARTED_FIRST_PAGE = '__pydocsStartedFirstPage';
