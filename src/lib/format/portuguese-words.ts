import { localeWords } from './locale-words';

// Portuguese's words for the site's dates and "time ago" (see locale-words.ts), in a module of their
// own so that only Portuguese pages download them.
localeWords.pt = {
  months: [
    'janeiro',
    'fevereiro',
    'março',
    'abril',
    'maio',
    'junho',
    'julho',
    'agosto',
    'setembro',
    'outubro',
    'novembro',
    'dezembro',
  ],
  ago: 'há',
  units: {
    minute: ['minuto', 'minutos'],
    hour: ['hora', 'horas'],
    day: ['dia', 'dias'],
    month: ['mês', 'meses'],
    year: ['ano', 'anos'],
  },
};
