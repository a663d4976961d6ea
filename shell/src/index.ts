// The shell provides every shared module eagerly (create-webpack-config.js), so no async boundary is
// needed before the page's code runs: it arrives as one file.
import './bootstrap';
