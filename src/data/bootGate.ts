/**
 * Where a page's own inline script can ask BOOT_SCRIPT (plugins/page-scripts/template.ts) to hold the page's scripts
 * a little longer than its first paint: a Promise on `window` under this name. BOOT_SCRIPT starts
 * the scripts once the first contentful paint has happened and the promise has settled.
 *
 * /community uses it (src/features/community/FirstPageStarter.tsx): its HTML draws the first
 * questions itself, and Docusaurus' start-up (a long task on a phone) would otherwise run between
 * the page's first paint and those questions. Whoever sets it must settle it within a bounded
 * time; BOOT_SCRIPT's 3 s fallback starts the scripts regardless.
 *
 * In src/, not in the plugin: browser code reads it, and src/ takes nothing but types from plugins/
 * (CONTRIBUTING.md, "Boundaries").
 */
export const BOOT_GATE = '__pydocsBootAfter';
