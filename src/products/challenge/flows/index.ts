export { startChallenge, stopChallenge } from './startChallenge';
