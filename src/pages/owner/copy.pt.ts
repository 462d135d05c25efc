import type { OwnerCopy } from './copy.en';

const copy: OwnerCopy = {
  meta: {
    title: 'A sua conta de proprietário',
    description:
      'Para proprietários de imóveis geridos pela Lusa Property: extratos mensais, documentos e os valores para as declarações fiscais.',
  },
  hero: {
    title: 'A sua conta de proprietário',
    subtitle:
      'Extratos mensais, documentos e os valores para as declarações fiscais, para os proprietários cujos imóveis gerimos.',
  },
  checking: 'A verificar o seu acesso…',
  loadFailedTitle: 'Não foi possível carregar esta página',
  loadFailedText: 'Verifique a sua ligação à internet e tente novamente.',
  retry: 'Tentar novamente',
};

export default copy;
