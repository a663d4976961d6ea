/** Sends the browser to another site's page (the card provider's checkout). Its own module so tests can stand in for it. */
export function leavePageFor(url: string): void {
  window.location.assign(url);
}
