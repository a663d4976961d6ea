import { BuyAlbumButton } from './buy-buttons';
import './purchase-actions.css';

/** An album's purchase, beside its other actions. */
export function AlbumPurchaseActions({ album }: { album: { id: number; title: string; price: number } }) {
  return (
    <div className="kora-cat-purchase">
      <BuyAlbumButton album={album} />
    </div>
  );
}
