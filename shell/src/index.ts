// The shell provides every shared module eagerly (create-webpack-config.js), so no async boundary is
// needed before the page's code runs: it arrives as one file. Its modules run in the task after the one
// that compiles the file, so neither is long enough to leave a phone's tap unanswered.
setTimeout(() => void import(/* webpackMode: "eager" */ './bootstrap'), 0);
