import { COMPANY } from '@/config/company';
import { BUSINESS } from '@/lib/content/business-figures';
import { link, rich } from '@/lib/i18n/rich-text';
import type { ThankYouPageCopy } from './copy.en';

// The reply promise comes from BUSINESS.replyBusinessDays, the one the business can keep (docs/facts.md).
const replyTime = BUSINESS.replyBusinessDays === 1 ? 'um dia útil' : `${BUSINESS.replyBusinessDays} dias úteis`;

const copy: ThankYouPageCopy = {
  meta: {
    title: 'Obrigado',
    description: `Recebemos o seu pedido. A nossa equipa responde no prazo de ${replyTime}.`,
  },
  hero: {
    title: 'Obrigado!',
    subtitle: `Recebemos o seu pedido. A nossa equipa responde no prazo de ${replyTime}.`,
  },
  nextTitle: 'O que acontece a seguir',
  steps: [
    'Um especialista da nossa equipa lê o seu pedido e os dados que enviou.',
    `Respondemos por e-mail ou por telefone no prazo de ${replyTime}, muitas vezes mais cedo no horário de expediente (de segunda a sexta-feira, das ${BUSINESS.hoursLisbon.opens} às ${BUSINESS.hoursLisbon.closes}).`,
    'Em conjunto, planeamos o passo seguinte, sem qualquer compromisso.',
  ],
  spamTip: rich`Não recebeu resposta? Verifique a pasta de lixo eletrónico (spam) ou escreva-nos para ${link(`mailto:${COMPANY.email}`, COMPANY.email)}.`,
  homeButton: 'Voltar à página inicial',
  propertyButton: 'Conhecer a gestão de imóveis',
};

export default copy;
