import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { initI18n, setLanguage } from '../i18n/i18n';
import { QuantityInput } from './quantity-input';

beforeAll(async () => {
  await initI18n();
  await setLanguage('fr');
});

const REFUSED = 'Saisissez un nombre entier, 1 au minimum.';

/** A product page's quantity: whole numbers typed count at once, anything else is refused and said so. */
function ProductQuantity({ start = 1, disabled = false }: { start?: number; disabled?: boolean }) {
  const [quantity, setQuantity] = useState(start);
  return (
    <>
      <QuantityInput
        label="Quantité"
        value={quantity}
        max={3}
        onChange={setQuantity}
        atMax="Il n'en reste que 3 en stock."
        disabled={disabled}
      />
      <p>À ajouter : {quantity}</p>
    </>
  );
}

/** A cart line's quantity: what is typed counts once the field is left, 0 or below removes the line. */
function CartLineQuantity() {
  const [quantity, setQuantity] = useState(2);
  if (quantity <= 0) return <p>Votre panier est vide</p>;
  return (
    <>
      <QuantityInput
        label="Quantité de T-shirt"
        labelHidden
        lessLabel="Diminuer la quantité de T-shirt"
        moreLabel="Augmenter la quantité de T-shirt"
        value={quantity}
        max={99}
        commit="on-leave"
        belowOne="remove"
        onChange={setQuantity}
      />
      <p>Dans le panier : {quantity}</p>
    </>
  );
}

/** A ticket quantity: kept from 1 to the most one may take as it is typed; emptied, nothing is priced. */
function TicketQuantity() {
  const [quantity, setQuantity] = useState<number | null>(1);
  return (
    <>
      <QuantityInput
        label="Quantité"
        lessLabel="Un billet de moins"
        moreLabel="Un billet de plus"
        hint="De 1 à 10 billets"
        value={quantity ?? 1}
        max={10}
        belowOne="clamp"
        onChange={setQuantity}
        onEmpty={() => setQuantity(null)}
      />
      <p>{quantity === null ? 'Aucun total' : `Billets : ${quantity}`}</p>
    </>
  );
}

describe('QuantityInput on a product page', () => {
  const field = () => screen.getByRole('textbox', { name: 'Quantité' });
  const less = () => screen.getByRole('button', { name: 'Diminuer la quantité' });
  const more = () => screen.getByRole('button', { name: 'Augmenter la quantité' });

  it('steps from 1 to the most, saying why it stops there', async () => {
    render(<ProductQuantity />);
    expect(field()).toHaveValue('1');
    expect(less()).toBeDisabled();
    expect(screen.queryByText("Il n'en reste que 3 en stock.")).not.toBeInTheDocument();
    await userEvent.click(more());
    await userEvent.click(more());
    expect(field()).toHaveValue('3');
    expect(more()).toBeDisabled();
    expect(field()).toHaveAccessibleDescription("Il n'en reste que 3 en stock.");
    await userEvent.click(less());
    expect(screen.getByText('À ajouter : 2')).toBeInTheDocument();
    expect(screen.queryByText("Il n'en reste que 3 en stock.")).not.toBeInTheDocument();
  });

  it('counts a whole number as it is typed, the most for a larger one', async () => {
    render(<ProductQuantity />);
    await userEvent.clear(field());
    await userEvent.paste(' 2 ');
    expect(screen.getByText('À ajouter : 2')).toBeInTheDocument();
    expect(field()).toHaveValue('2');
    await userEvent.clear(field());
    await userEvent.paste('12');
    expect(field()).toHaveValue('3');
    expect(screen.getByText("Il n'en reste que 3 en stock.")).toBeInTheDocument();
  });

  it.each(['abc', '0', '-2', '1.5', '2e1', '2x'])('puts back %p and says why', async (typed) => {
    render(<ProductQuantity />);
    await userEvent.click(more());
    await userEvent.clear(field());
    await userEvent.paste(typed);
    expect(field()).toHaveValue('2');
    expect(field()).toBeInvalid();
    expect(field()).toHaveAccessibleDescription(REFUSED);
    expect(screen.getByRole('status')).toHaveTextContent(REFUSED);
    await userEvent.click(more());
    expect(field()).toBeValid();
    expect(screen.queryByText(REFUSED)).not.toBeInTheDocument();
  });

  it('lets the field be emptied to type again, and shows the quantity once it is left empty', async () => {
    render(<ProductQuantity />);
    await userEvent.click(more());
    await userEvent.clear(field());
    expect(field()).toHaveValue('');
    expect(screen.queryByText(REFUSED)).not.toBeInTheDocument();
    await userEvent.tab();
    expect(field()).toHaveValue('2');
    expect(screen.getByText('À ajouter : 2')).toBeInTheDocument();
  });

  it('takes nothing while disabled, and keeps the reason for the most to itself', () => {
    render(<ProductQuantity start={3} disabled />);
    expect(field()).toBeDisabled();
    expect(less()).toBeDisabled();
    expect(more()).toBeDisabled();
    expect(screen.queryByText("Il n'en reste que 3 en stock.")).not.toBeInTheDocument();
  });
});

describe('QuantityInput on a cart line', () => {
  const field = () => screen.getByRole('spinbutton', { name: 'Quantité de T-shirt' });

  it('names its buttons after the product and steps from 1 to the line limit', async () => {
    render(<CartLineQuantity />);
    await userEvent.click(screen.getByRole('button', { name: 'Diminuer la quantité de T-shirt' }));
    expect(field()).toHaveValue(1);
    expect(screen.getByRole('button', { name: 'Diminuer la quantité de T-shirt' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Augmenter la quantité de T-shirt' }));
    expect(screen.getByText('Dans le panier : 2')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('counts a typed number once the field is left or on Enter, the line limit for a larger one', async () => {
    render(<CartLineQuantity />);
    await userEvent.clear(field());
    await userEvent.type(field(), '5');
    expect(screen.getByText('Dans le panier : 2')).toBeInTheDocument();
    await userEvent.tab();
    expect(screen.getByText('Dans le panier : 5')).toBeInTheDocument();
    await userEvent.clear(field());
    await userEvent.type(field(), '500{Enter}');
    expect(field()).toHaveValue(99);
    expect(screen.getByText('Dans le panier : 99')).toBeInTheDocument();
  });

  it.each(['2.5{Enter}', '1e3{Enter}', '{Enter}'])('puts the quantity back after %p', async (typed) => {
    render(<CartLineQuantity />);
    await userEvent.clear(field());
    await userEvent.type(field(), typed);
    expect(field()).toHaveValue(2);
    expect(screen.getByText('Dans le panier : 2')).toBeInTheDocument();
  });

  it.each(['0{Enter}', '-2{Enter}'])('removes the line on %p', async (typed) => {
    render(<CartLineQuantity />);
    await userEvent.clear(field());
    await userEvent.type(field(), typed);
    expect(screen.getByText('Votre panier est vide')).toBeInTheDocument();
  });

  it('removes the line when 0 is left in the field', async () => {
    render(<CartLineQuantity />);
    await userEvent.clear(field());
    await userEvent.type(field(), '0');
    await userEvent.tab();
    expect(screen.getByText('Votre panier est vide')).toBeInTheDocument();
  });
});

describe('QuantityInput for tickets', () => {
  const field = () => screen.getByRole('spinbutton', { name: 'Quantité' });

  it('says the range under the field and keeps the typed number from 1 to the most', async () => {
    render(<TicketQuantity />);
    expect(field()).toHaveValue(1);
    expect(field()).toHaveAccessibleDescription('De 1 à 10 billets');
    await userEvent.clear(field());
    await userEvent.type(field(), '50');
    expect(field()).toHaveValue(10);
    expect(field()).toHaveFocus();
    expect(screen.getByText('Billets : 10')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Un billet de plus' })).toBeDisabled();
    for (const typed of ['0', '-3']) {
      await userEvent.clear(field());
      await userEvent.type(field(), typed);
      expect(field()).toHaveValue(1);
      expect(screen.getByText('Billets : 1')).toBeInTheDocument();
    }
    await userEvent.clear(field());
    await userEvent.paste('2.7');
    expect(screen.getByText('Billets : 2')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('prices nothing while the field is empty, and is 1 again once it is left', async () => {
    render(<TicketQuantity />);
    await userEvent.click(screen.getByRole('button', { name: 'Un billet de plus' }));
    expect(screen.getByText('Billets : 2')).toBeInTheDocument();
    await userEvent.clear(field());
    expect(screen.getByText('Aucun total')).toBeInTheDocument();
    await userEvent.tab();
    expect(field()).toHaveValue(1);
    expect(screen.getByText('Billets : 1')).toBeInTheDocument();
  });
});

it('names − and + in the reader’s language', async () => {
  await setLanguage('en');
  const { unmount } = render(<ProductQuantity />);
  try {
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Quantité' }), 'x');
    expect(screen.getByRole('status')).toHaveTextContent('Enter a whole number, 1 or more.');
  } finally {
    unmount();
    await setLanguage('fr');
  }
});
