// Texts of the internal logo generator (European Portuguese, for the Lisbon staff).
import type { LogoGeneratorCopy } from './copy.en';

const logoGeneratorCopy: LogoGeneratorCopy = {
  formTitle: 'Novo logótipo',
  intro:
    'Escolha um estilo e um esquema de cores, acrescente instruções se quiser e gere o logótipo. Não há nenhum serviço de inteligência artificial ligado: cada logótipo é desenhado pelo gerador incorporado a partir das suas escolhas e do nome da marca, como PNG de 400 × 400.',
  styleLabel: 'Estilo',
  styles: {
    modern: 'Moderno',
    elegant: 'Elegante',
    playful: 'Descontraído',
    classic: 'Clássico',
    bold: 'Arrojado',
  },
  schemeLabel: 'Esquema de cores',
  schemes: {
    'portugal-flag': 'Bandeira de Portugal',
    'ocean-blue': 'Azul oceano',
    sunset: 'Pôr do sol',
    mediterranean: 'Mediterrâneo',
    golden: 'Dourado',
    monochrome: 'Monocromático',
  },
  instructionsLabel: 'Instruções (opcional)',
  instructionsHint:
    'Por exemplo: «para a placa do escritório de Lisboa». Fica guardado com o logótipo, como parte do pedido.',
  generate: 'Gerar logótipo',
  generating: 'A gerar...',
  prompt: 'Logótipo de estilo {style} para {brand}, com o esquema de cores {scheme}.',
  promptInstructions: 'Instruções: {instructions}',
  listTitle: 'Logótipos gerados',
  empty: 'Ainda não há logótipos. Os novos aparecem aqui, dos mais recentes para os mais antigos.',
  logoAlt: 'Logótipo {n}: {style}, {scheme}',
  download: 'Descarregar PNG',
  downloadLabel: 'Descarregar PNG: logótipo {n}',
  imageUnavailable: 'Imagem indisponível',
  remove: 'Remover',
  removeLabel: 'Remover o logótipo {n}',
  downloaded: 'Descarregado',
  kept: 'Os seus logótipos ficam guardados neste navegador, mesmo depois de recarregar a página, até os remover.',
  atRisk: {
    one: 'Há um logótipo por descarregar e este navegador não tem espaço para o guardar. Descarregue-o antes de sair desta página; caso contrário, perde-se.',
    other:
      'Há {count} logótipos por descarregar e este navegador não tem espaço para os guardar. Descarregue-os antes de sair desta página; caso contrário, perdem-se.',
  },
  leaveWarning: 'Há logótipos por descarregar que se perdem se sair desta página. Sair mesmo assim?',
  toasts: {
    aiSuccess: 'Logótipo gerado com IA com sucesso!',
    fallbackSuccess: 'Logótipo criado a partir das suas escolhas',
    failed: 'Não foi possível gerar o logótipo. Tente novamente.',
    downloadStarted: 'A transferência do logótipo começou!',
    downloadFailed: 'Não foi possível descarregar o logótipo. Tente novamente.',
  },
};

export default logoGeneratorCopy;
