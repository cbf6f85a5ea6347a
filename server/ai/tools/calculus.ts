/** Calculus tools in one place: derivatives (with named rules) and integrals (table + definite). */
export { differentiate } from './derivative';
export { integrate } from './integral';
