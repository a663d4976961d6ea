import type { StoreOrder } from '@kora/shared/contracts';
import PDFDocument from 'pdfkit';
import { formatDate, formatMoney } from '../../payments/html';
import { paymentLineOf } from '../../payments/mobile-money-details';

/** PDF's standard fonts have no narrow or non-breaking spaces: plain spaces print the same. */
function printable(text: string): string {
  return text.replace(/[\u202f\u00a0]/g, ' ').replace(/\u2212/g, '-');
}

const amount = (price: { priceMinor: number; currency: string }) =>
  printable(formatMoney(price.priceMinor, price.currency));

/** The receipt of a paid store order as an A4 PDF, laid out like the plan invoices. */
export function renderOrderReceiptPdf(order: StoreOrder): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: `Reçu ${order.number}`, Author: 'Kora' } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    doc.font('Helvetica-Bold').fontSize(24).text('Kora');
    doc.font('Helvetica').fontSize(10).fillColor('#555').text('Boutique Kora');
    doc.moveDown(2).fillColor('#000');
    doc.font('Helvetica-Bold').fontSize(16).text(`Reçu de commande ${order.number}`);
    doc
      .font('Helvetica')
      .fontSize(11)
      .text(`Payée le : ${printable(formatDate(order.paidAt ?? order.createdAt))}`);
    const payment = paymentLineOf(order);
    if (payment) doc.text(`Paiement : ${printable(payment)}`);
    doc.moveDown();
    doc.font('Helvetica-Bold').text('Client');
    doc.font('Helvetica').text(order.customerName).text(order.customerEmail);
    doc.moveDown(2);

    const row = (left: string, right: string, bold = false) => {
      const top = doc.y;
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
      doc.text(left, 56, top, { width: 340 });
      const after = doc.y;
      doc.text(right, 420, top, { width: 120, align: 'right' });
      doc.y = Math.max(after, doc.y) + 4;
    };
    row('Article', 'Montant', true);
    doc.moveTo(56, doc.y).lineTo(540, doc.y).stroke();
    doc.y += 8;
    for (const line of order.lines)
      row(`${line.quantity} × ${line.name} (${amount(line.unitPrice)})`, amount(line.linePrice));
    doc.moveDown();
    row('Sous-total', amount(order.subtotal));
    for (const discount of order.discounts) row(printable(discount.label), `-${amount(discount.amount)}`);
    doc.moveDown();
    doc.font('Helvetica-Bold').text(`Total payé : ${amount(order.total)}`, 56, doc.y, { width: 484, align: 'right' });
    doc.moveDown(3);
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor('#555')
      .text('Commande payée. Merci pour votre achat sur la boutique Kora.', 56);
    doc.end();
  });
}
