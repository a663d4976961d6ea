export { createFirstScreenRenderer, type FirstScreen, type FirstScreenRequest } from './first-screen-renderer';
