/** A task of its own for what comes next: the browser may paint and answer a tap in between. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The page's costliest library to evaluate, React's renderer (25–45 ms at full speed, as long on the bare
 * React page), then the kernel with the libraries it brings (i18next, React Query, zustand: 4–23 ms).
 * A library is evaluated when first imported; importing it again costs nothing.
 */
const STARTING_LIBRARIES: (() => Promise<unknown>)[] = [
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  () => import(/* webpackMode: "eager" */ '@kora/shared'),
];

/**
 * Evaluates the starting libraries one task each, before the page's code. Evaluated with it, in the task
 * that brought their file, they made the page's longest task: 35–65 ms at full speed, four times that on
 * a mid-range phone.
 */
export async function evaluateInTurn(libraries = STARTING_LIBRARIES): Promise<void> {
  for (const evaluate of libraries) {
    await evaluate();
    await nextTask();
  }
}
