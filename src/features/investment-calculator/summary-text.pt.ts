import type { SummaryText } from './summary-text';

const text: SummaryText = {
  subject: 'A minha estimativa de investimento imobiliário em Portugal (Lusa Property)',
  heading: 'Estimativa de rentabilidade do investimento',
  inputsTitle: 'Dados que indiquei',
  inputs: {
    equity: 'Montante do investimento (capitais próprios)',
    leverage: 'Financiado por crédito à habitação',
    term: 'Prazo do crédito à habitação',
    propertyType: 'Tipo de imóvel',
    residence: 'Vai residir em Portugal?',
  },
  residences: {
    resident: 'Residente atualmente',
    becoming_resident: 'Passará a residente no prazo de 2 anos',
    non_resident: 'Não residente',
  },
  types: { apartment: 'Apartamento', family_house: 'Moradia', multi_family: 'Prédio de habitação' },
  termValue: '{years} anos',
  noMortgage: 'Sem crédito à habitação',
  resultsTitle: 'Resultados estimados',
  results: {
    annualReturn: 'Rentabilidade anual dos capitais próprios, antes de impostos',
    weightedReturn: 'Rentabilidade ponderada',
    monthlyIncome: 'Rendimento mensal após a prestação do crédito, antes de impostos',
    propertyValue: 'Valor do imóvel',
    loanAmount: 'Montante do empréstimo',
    monthlyMortgagePayment: 'Prestação mensal do crédito à habitação',
    grossMonthlyRent: 'Renda mensal bruta',
    monthlyExpenses: 'Despesas mensais',
    oneTimeCosts: 'Impostos e encargos únicos',
    cashAtPurchase: 'Montante necessário na compra',
    netYieldBeforeTax: 'Rentabilidade líquida antes de impostos',
    netYieldAfterTax: 'Rentabilidade líquida após impostos',
  },
  taxRateNote: '(rendas tributadas à taxa de {taxRate})',
  assumptions:
    'Pressupostos: juro do crédito à habitação de {rate} ao ano, rentabilidade bruta do arrendamento de {yield}, despesas correntes de {share} da renda (gestão com IVA, IMI, condomínio, seguro, manutenção, períodos sem inquilino), encargos únicos segundo as tabelas fiscais deste ano para uma habitação destinada a arrendamento em Portugal continental, rentabilidade ponderada = rentabilidade + {premium} pontos percentuais.',
  changedAssumptions: 'Pressupostos que alterei: {list}.',
  expenseNames: {
    managementMonthly: 'gestão por mês',
    imiPercent: 'IMI por ano',
    condominiumPercent: 'condomínio por ano',
    insurancePercent: 'seguro por ano',
    maintenancePercent: 'manutenção por ano',
    vacancyPercent: 'períodos sem inquilino (parte da renda)',
  },
  disclaimer:
    'Trata-se apenas de uma estimativa, não de uma proposta nem de uma promessa de rentabilidade. Os impostos e as taxas mudam; confirme-os antes de comprar.',
  linkLabel: 'Abrir novamente esta estimativa:',
};

export default text;
