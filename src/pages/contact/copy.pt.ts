import { BUSINESS } from '@/lib/content/business-figures';
import type { ContactPageCopy } from './copy.en';

const copy: ContactPageCopy = {
  meta: {
    title: 'Contactos',
    description:
      'Contacte a Lusa Property sobre gestão de imóveis, investimento imobiliário ou mudança para Portugal. Respondemos num dia útil.',
  },
  hero: {
    title: 'Contacte-nos',
    subtitle:
      'Fale-nos do seu imóvel ou dos seus planos em Portugal. Respondemos num dia útil e, no horário de expediente, normalmente muito antes.',
  },
  formTitle: 'Envie-nos uma mensagem',
  formIntro: 'Escolha um serviço, deixe os seus dados e entraremos em contacto num dia útil.',
  detailsTitle: 'Contactos',
  emailLabel: 'E-mail',
  phoneLabel: 'Telefone',
  locationLabel: 'Escritório',
  location: 'Lisboa, Portugal',
  hoursLabel: 'Horário de atendimento',
  // Lisbon time only: the Portuguese page is read in Portugal.
  hours: `De segunda a sexta-feira, das ${BUSINESS.hoursLisbon.opens} às ${BUSINESS.hoursLisbon.closes}`,
  socialTitle: 'Siga-nos',
  instagram: 'A Lusa Property no Instagram',
  youtube: 'A Lusa Property no YouTube',
  // No measured average reply time is published, so the badge states the promise the business keeps (docs/facts.md).
  responseBadge: `Resposta ${BUSINESS.replyBusinessDays === 1 ? 'num dia útil' : `em ${BUSINESS.replyBusinessDays} dias úteis`}`,
};

export default copy;
