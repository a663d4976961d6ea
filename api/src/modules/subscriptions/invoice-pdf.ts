import PDFDocument from 'pdfkit';
import type { UserRow } from '../../db/tables';
import { formatDate, formatMoney } from '../../payments/html';
import { paymentLineOf } from '../../payments/mobile-money-details';
import { mobileMoneyDetails } from './invoice-payment';
import type { InvoiceWithPayment } from './repository';
import { invoiceNumber } from './service';

/** PDF's standard fonts have no narrow or non-breaking spaces: plain spaces print the same. */
function printable(text: string): string {
  return text.replace(/[\u202f\u00a0]/g, ' ');
}

/** The invoice of one paid period as a one-page A4 PDF. */
export function renderInvoicePdf(
  invoice: InvoiceWithPayment,
  customer: Pick<UserRow, 'username' | 'email' | 'firstname' | 'lastname'>,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const number = invoiceNumber(invoice);
    const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: `Facture ${number}`, Author: 'Kora' } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    const amount = printable(formatMoney(invoice.amount_minor, invoice.currency));
    const name = [customer.firstname, customer.lastname].filter(Boolean).join(' ') || customer.username;

    doc.font('Helvetica-Bold').fontSize(24).text('Kora');
    doc.font('Helvetica').fontSize(10).fillColor('#555').text('Plateforme musicale communautaire');
    doc.moveDown(2).fillColor('#000');
    doc.font('Helvetica-Bold').fontSize(16).text(`Facture ${number}`);
    doc
      .font('Helvetica')
      .fontSize(11)
      .text(`Date : ${printable(formatDate(invoice.issued_at))}`);
    doc.moveDown();
    doc.font('Helvetica-Bold').text('Facturé à');
    doc.font('Helvetica').text(name).text(customer.email);
    doc.moveDown(2);

    const top = doc.y;
    doc.font('Helvetica-Bold').text('Description', 56, top).text('Montant', 420, top, { width: 120, align: 'right' });
    doc
      .moveTo(56, doc.y + 4)
      .lineTo(540, doc.y + 4)
      .stroke();
    const line = doc.y + 12;
    doc.font('Helvetica').text(invoice.description, 56, line, { width: 340 });
    if (invoice.period_start && invoice.period_end) {
      doc
        .fontSize(9)
        .fillColor('#555')
        .text(
          `Période du ${printable(formatDate(invoice.period_start))} au ${printable(formatDate(invoice.period_end))}`,
          { width: 340 },
        );
      doc.fontSize(11).fillColor('#000');
    }
    doc.text(amount, 420, line, { width: 120, align: 'right' });
    doc.moveDown(3);
    doc.font('Helvetica-Bold').text(`Total payé : ${amount}`, 56, doc.y, { width: 484, align: 'right' });
    const paidBy = paymentLineOf(mobileMoneyDetails(invoice));
    if (paidBy)
      doc.font('Helvetica').text(`Paiement : ${printable(paidBy)}`, 56, doc.y, { width: 484, align: 'right' });
    doc.moveDown(3);
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor('#555')
      .text('Facture acquittée. Merci pour votre abonnement à Kora.', 56);
    doc.end();
  });
}
