// A listing's detail dialog, loaded with its body (and the dialog primitive) when a visitor first
// heads for a card, so the ads page's first load carries neither.
import { ModalDialog } from '@/components/ui/modal-dialog';
import type { Listing } from '@/lib/listings/listing';
import type { AdsCopy } from './ads-copy';
import ListingDetail from './listing-detail';

interface ListingDialogProps {
  listing: Listing;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  copy: AdsCopy;
}

export default function ListingDialog({ listing, open, onOpenChange, copy }: ListingDialogProps) {
  return (
    <ModalDialog
      open={open}
      onOpenChange={onOpenChange}
      size="xl"
      title={<span dir="auto">{listing.title}</span>}
      data-testid="listing-dialog"
    >
      <ListingDetail listing={listing} copy={copy} />
    </ModalDialog>
  );
}
