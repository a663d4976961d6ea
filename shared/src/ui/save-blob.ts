// The browser may start reading the file only after the click returns: its address outlives it a moment.
const KEEP_ADDRESS_MS = 1000;

/** Hands a downloaded or made file to the browser, to be saved as `fileName`, through a temporary link. */
export function saveBlob(blob: Blob, fileName: string): void {
  const address = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = address;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(address), KEEP_ADDRESS_MS);
}
