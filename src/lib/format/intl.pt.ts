// The formatters for Portuguese copy modules (*.pt.ts): the same functions as intl.ts, with the
// Portuguese words registered first, since a copy module may format before the dictionary has loaded.
import './portuguese-words';

export * from './intl';
