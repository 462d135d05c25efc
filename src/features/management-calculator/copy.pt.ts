// The management-cost calculator's texts in European Portuguese (same shape as copy.en.ts), for owners
// deciding whether to hand their property to a manager.
import type { ManagementCalculatorCopy } from './copy.en';

const copy: ManagementCalculatorCopy = {
  title: 'Simulador do custo de gestão',
  intro:
    'Indique a renda mensal para ver quanto lhe custaria cada pacote. Os valores são estimativas sem IVA; a proposta escrita que lhe enviarmos confirma-os.',
  rentLabel: 'Renda mensal em euros',
  rentPlaceholder: 'Por exemplo, 1500',
  rentHint: 'A renda que o inquilino paga todos os meses, sem as despesas de água, luz e gás.',
  rentInvalid: 'Indique a renda como um número superior a 0, por exemplo 1500.',
  rentTooLarge: 'Indique uma renda mensal de, no máximo, {max}.',
  packagesTitle: 'Escolha um pacote',
  packagesHint: 'Os pacotes são apresentados depois de indicar uma renda mensal superior a 0.',
  perMonth: 'por mês + IVA',
  priceRule: '{percent} da renda, com um mínimo de {minimum} por mês',
  minimumApplies: 'Com esta renda, aplica-se o mínimo mensal.',
  tenantSearchLine: 'Procura de inquilino: {amount}, pagamento único',
  choose: 'Escolher o pacote {name}',
  selectedBadge: 'Selecionado',
  packages: [
    {
      id: 'basic',
      name: 'Base',
      tagline: 'O essencial para um imóvel arrendado',
      tenantSearch: 'uma renda mensal',
      features: [
        'Cobrança da renda e transferência para a sua conta',
        'Apoio ao proprietário e ao inquilino em dias úteis',
        'Coordenação de reparações com profissionais locais',
        'Um relatório mensal sobre o seu imóvel',
      ],
    },
    {
      id: 'plus',
      name: 'Plus',
      tagline: 'Mais visitas e tudo acessível online',
      tenantSearch: 'três quartos de uma renda mensal',
      features: [
        'Tudo o que inclui o pacote Base',
        'Uma vistoria periódica por trimestre',
        'Acesso à área reservada do proprietário',
        'Gestão de fornecedores, com os descontos que negociámos',
      ],
    },
    {
      id: 'premium',
      name: 'Premium',
      tagline: 'Cobertura total, de dia e de noite',
      tenantSearch: 'metade de uma renda mensal',
      features: [
        'Tudo o que inclui o pacote Plus',
        'Assistência de emergência ao inquilino 24 horas por dia, todos os dias',
        'Um resumo anual para a sua declaração de IRS',
      ],
    },
  ],
  details: {
    title: 'O seu pacote {name}',
    monthlyFee: 'Taxa de gestão mensal',
    tenantSearchFee: 'Taxa de procura de inquilino (pagamento único)',
    withVat: '{amount} com IVA',
    included: 'O que inclui',
  },
  vatNote:
    'Aos preços acresce IVA à taxa de {vat}. Só paga os meses em que o imóvel está arrendado. Os valores são estimativas; a sua proposta é confirmada por escrito depois de visitarmos o imóvel.',
  form: {
    title: 'Peça a sua proposta personalizada',
    intro: 'Deixe os seus dados e respondemos num dia útil com uma proposta para o seu imóvel.',
    submit: 'Enviar o pedido',
    submitting: 'A enviar...',
    termsBanner: 'Tem de aceitar primeiro os termos de utilização do site',
    errors: {
      name: 'O nome deve ter pelo menos 2 caracteres',
      phone: 'O número de telefone deve ter pelo menos 6 algarismos',
      email: 'Endereço de e-mail inválido',
      terms: 'Tem de aceitar os termos de utilização',
    },
    successTitle: 'O seu pedido foi enviado com sucesso!',
    successDescription: 'Entraremos em contacto em breve com uma proposta personalizada',
    errorTitle: 'Erro ao enviar o formulário',
    errorDescription: 'Tente novamente mais tarde ou contacte-nos diretamente',
  },
  lead: {
    subject: 'Consulta sobre gestão de imóvel – pacote {plan}',
    rent: 'Renda mensal: {amount}',
    package: 'Pacote escolhido: {plan} – {fee} por mês + IVA, taxa de procura de inquilino {searchFee}',
    request: 'Peço que me contactem com uma proposta personalizada para a gestão do meu imóvel.',
  },
};

export default copy;
