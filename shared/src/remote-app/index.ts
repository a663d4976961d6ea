export { createRemoteApp, createParcel, type RemoteAppOptions } from './create-remote-app';
export { ScreenFrame } from './screen-frame';
export { AreaErrorBoundary } from './error-boundary';
export { SignInGate } from './sign-in-gate';
export { RemoteParcel, preloadParcel } from './remote-parcel';
export { provideParcelLoader, loadParcel, type ParcelRequest } from './parcel-loader';
export { onDemand, type OnDemandOptions, type OnDemandScreen, type ScreenAddress } from './on-demand';
export { timeSlicedRoots } from './time-sliced-roots';
export { useNearViewport } from './use-near-viewport';
