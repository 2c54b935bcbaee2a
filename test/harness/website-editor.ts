// Odoo's website editor in a browser test. The first editor a run opens waits
// for Odoo to build the backend's and the editor's asset bundles, once per
// database: over a minute on a fresh one on 2 cores (whichever suite comes
// first pays it; the order of suites changes with their files).

/** How long the editor (its panel, its page in edit mode) may take to load. */
export const EDITOR_LOAD_MS = 180_000;

/** A test that opens the editor: its load and the test's own steps. */
export const EDITOR_TEST_MS = 300_000;
