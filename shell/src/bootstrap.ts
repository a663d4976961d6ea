import { evaluateInTurn } from './first-screen/libraries-in-turn';

// The libraries first, one task each, then the code that uses them (its imports evaluate them otherwise).
void evaluateInTurn().then(() => import(/* webpackMode: "eager" */ './start-site'));
