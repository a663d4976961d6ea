// main.js holds the federation runtime and this entry; the page's code and the libraries it shares with
// the remotes come as chunks that index.html announces, so they download beside main.js
// (shared/build/shared-modules/start-up-files.js).
void import(/* webpackChunkName: "shell" */ './bootstrap');
