// The first use of Intl in a page loads the browser's locale data: about 10 ms of this machine's main thread, four
// times that on a slowed phone. The design system asks for it as its modules load (react-aria reads the default
// locale), inside the evaluation of the whole shell. This script, tiny and named in the page ahead of the entry, takes
// that cost in a task of its own while the shell is still arriving (decision 055).
Intl.DateTimeFormat.supportedLocalesOf([navigator.language]);
new Intl.Locale(navigator.language).maximize();
