/** A picture imported by a module: its URL, served by this app's build beside its code. */
declare module '*.svg' {
  const url: string;
  export default url;
}
