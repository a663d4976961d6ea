/** A task of its own for what comes next: the browser may paint and answer a tap in between. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The libraries the page's code starts with, in the order they build on each other. Each is evaluated when
 * first imported, and an import of a library already evaluated costs nothing.
 */
const STARTING_LIBRARIES: (() => Promise<unknown>)[] = [
  () => import(/* webpackMode: "eager" */ 'react'),
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  () => import(/* webpackMode: "eager" */ 'i18next'),
  () => import(/* webpackMode: "eager" */ 'react-i18next'),
  () => import(/* webpackMode: "eager" */ '@tanstack/react-query'),
  () => import(/* webpackMode: "eager" */ 'react-router-dom'),
  () => import(/* webpackMode: "eager" */ 'single-spa'),
  () => import(/* webpackMode: "eager" */ '@kora/shared'),
];

/**
 * Evaluates the starting libraries one task each. Evaluated together, in the task that brought their file,
 * they were the page's longest task: 35–65 ms at full speed, four times that on a mid-range phone.
 */
export async function evaluateInTurn(libraries = STARTING_LIBRARIES): Promise<void> {
  for (const evaluate of libraries) {
    await evaluate();
    await nextTask();
  }
}
