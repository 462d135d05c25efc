// The formatters for Hebrew copy modules (*.he.ts): the same functions as intl.ts, with the Hebrew
// words registered first, since a copy module may format before the Hebrew dictionary has loaded.
import './hebrew-words';

export * from './intl';
