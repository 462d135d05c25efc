import type { PageCopy } from '@/lib/routing/page-copy';

const copy = {
  meta: {
    title: 'Portugal 2025 tax reforms explained',
    description:
      "Portugal's 2025 tax reforms for property owners, investors and new residents: what changed and what it means for your plans.",
  },
  hero: {
    title: "Portugal's 2025 tax reforms: what changes for investors and newcomers",
    subtitle:
      'A plain-language summary of the 2025 tax changes that matter to property owners, investors and people relocating to Portugal.',
  },
} satisfies PageCopy;

export default copy;
