/**
 * Run before each renderer test file (vitest.config.ts): the files of a worker share one jsdom
 * window, so what one file left in it (stored preferences, the desktop bridge, elements) is
 * cleared before the next begins.
 */
localStorage.clear();
sessionStorage.clear();
delete window.backoffice;
document.body.replaceChildren();
