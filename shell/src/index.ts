// The kernel's kit first: the chrome's stylesheets, which come after it in main.css, refine its classes
// (a sidebar's button that a phone alone shows is still a `.kora-button`).
import '@kora/shared/kit.css';
import { afterFirstPaint } from './first-screen/after-first-paint';
import { watchGestures } from './composition/first-gesture';
import { holdServerScreens } from './composition/held-taps';

// From the first script on: a visitor may scroll, or press on a remote's screen the server drew, before the
// site's code has started.
watchGestures();
holdServerScreens();

// main.js holds the federation runtime and this entry; the page's code and the libraries it shares with
// the remotes come as chunks that index.html announces, so they download beside main.js
// (shared/build/shared-modules/start-up-files.js).
const start = () => void import(/* webpackChunkName: "shell" */ './bootstrap');

// A page the site's server drew (its layout shown at once) is painted before its code runs; a page it did
// not draw has nothing to paint until the code has run.
if (document.body.hasAttribute('data-kora-ready')) afterFirstPaint(start);
else start();
