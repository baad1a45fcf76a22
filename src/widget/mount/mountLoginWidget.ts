// mountLogin's dynamic import target, in a chunk of its own (scripts/chunks.mjs): a re-export, so a
// host's bundler gives it a file of imports alone, without React's interop for JSX of its own.
export { mountLoginWidget } from './loginWidget';
