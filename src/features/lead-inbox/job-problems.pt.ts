// Texts of the inbox's notice of scheduled jobs that failed or are late (European Portuguese).
import type { JobProblemsCopy } from './job-problems.en';

const jobProblemsCopy: JobProblemsCopy = {
  title: 'Uma tarefa agendada requer atenção',
  jobs: {
    'delete-expired-leads': 'Eliminação de contactos com mais de 24 meses',
    'delete-expired-newsletter-signups': 'Eliminação de subscrições da newsletter não confirmadas',
    'retry-lead-notifications': 'Novo envio das notificações à equipa sobre novos contactos',
    'newsletter-send': 'Envio da newsletter',
    'listing-photo-sweep': 'Eliminação de fotografias de anúncios não utilizadas',
    'ad-alerts-instant': 'Envio de alertas de anúncios à medida que são publicados',
    'ad-alerts-daily': 'Envio dos e-mails diários de alertas de anúncios',
    'ad-alerts-weekly': 'Envio dos e-mails semanais de alertas de anúncios',
    'ad-alerts-housekeeping': 'Manutenção dos alertas de anúncios (pergunta dos 6 meses, subscrições expiradas)',
    'exchange-rates-fetch': 'Registo dos câmbios euro/shekel para o resumo fiscal dos proprietários',
    'owner-statement-mail': 'Envio por e-mail dos extratos mensais aos proprietários',
  },
  failed: '{job}: a última execução, {when}, falhou.',
  late: '{job}: sem execuções desde {when}, fora do horário previsto.',
  neverRan: '{job}: ainda não foi executada desde que foi agendada.',
  reason: 'Motivo: {error}',
  httpStatus: 'A função respondeu HTTP {status}.',
  loadError: 'Não foi possível carregar o estado das tarefas agendadas: {message}',
};

export default jobProblemsCopy;
