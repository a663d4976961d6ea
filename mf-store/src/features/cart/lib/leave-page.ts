/** Sends the browser to the payment provider's page. Its own module so tests can stand in for it. */
export function leavePageFor(url: string): void {
  window.location.assign(url);
}
