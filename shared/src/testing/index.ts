// The one test kit of the site's apps: screens rendered as the site renders them, the kernel's state,
// the API answered at the network level, and fixture builders typed by the contracts.
export * from './render-screen';
export * from './every-screen';
export * from './kernel-state';
export * from './api-server';
export * from './network';
export * from './offline-device';
export * from './fixtures/catalogue';
export * from './fixtures/accounts';
export * from './fixtures/events';
export * from './fixtures/store';
export * from './fixtures/tickets';
export * from './fixtures/creator';
export * from './fixtures/offline';
export { FakeIntersectionObserver } from '../remote-app/viewport.test-support';
