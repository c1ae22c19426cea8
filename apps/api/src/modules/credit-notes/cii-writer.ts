import { FormatFactoryService, type Invoice } from '@e-invoice-eu/core';
import { Logger } from '@nestjs/common';

const logger = new Logger('CreditNoteXml');
const libraryLogger = {
  log: (message: string) => logger.log(message),
  warn: (message: string) => logger.warn(message),
  error: (message: string) => logger.error(message),
};
const formats = new FormatFactoryService();

type CiiTree = Record<string, Record<string, unknown> | undefined>;
/** The library's own steps after mapping (private in its types, plain methods at run time). */
interface LibrarySteps {
  postProcess(cii: CiiTree): void;
  renderXML(cii: CiiTree): string;
}

/**
 * @e-invoice-eu/core (2.3.4, the newest) drops the seller identifier (BT-29, `cac:PartyIdentification`): its
 * mapping walks the party as if it were the list of identifications, so nothing is written and a seller without
 * a VAT id fails BR-CO-26. Until that is fixed upstream, each document gets its own format service whose
 * post-processing puts the identifier back as `ram:ID`, the first element of `ram:SellerTradeParty` as the
 * CII schema orders it. Everything else stays the library's work.
 */
function formatWithSellerIdentifier(format: string, sellerIdentifier: string) {
  const service = formats.createFormatService(format, libraryLogger);
  const processing = service as unknown as LibrarySteps;
  const libraryPostProcess = processing.postProcess.bind(service);
  processing.postProcess = (cii) => {
    libraryPostProcess(cii);
    const agreement = cii['rsm:CrossIndustryInvoice']?.['rsm:SupplyChainTradeTransaction'] as
      CiiTree | undefined;
    const trade = agreement?.['ram:ApplicableHeaderTradeAgreement'];
    const seller = trade?.['ram:SellerTradeParty'] as Record<string, unknown> | undefined;
    if (trade && seller && !seller['ram:ID'])
      trade['ram:SellerTradeParty'] = { 'ram:ID': sellerIdentifier, ...seller };
  };
  return service;
}

const generate = async (
  format: string,
  invoice: Invoice,
  sellerIdentifier: string,
  hybrid?: { pdf: { buffer: Uint8Array; filename: string }; xml: string },
): Promise<string | Uint8Array> => {
  const service = formatWithSellerIdentifier(format, sellerIdentifier);
  // The hybrid embeds the XML issued with the document, byte for byte, not a second rendering of it.
  if (hybrid) (service as unknown as LibrarySteps).renderXML = () => hybrid.xml;
  const data = structuredClone(invoice);
  service.fillInvoiceDefaults(data);
  return service.generate(data, {
    format,
    lang: 'de-de',
    noWarnings: true,
    ...(hybrid ? { pdf: { ...hybrid.pdf, mimetype: 'application/pdf' } } : {}),
  });
};

/** The document as EN 16931 CII XML. */
export async function writeCii(invoice: Invoice, sellerIdentifier: string): Promise<string> {
  const xml = await generate('CII', invoice, sellerIdentifier);
  return typeof xml === 'string' ? xml : Buffer.from(xml).toString('utf8');
}

/**
 * The rendered PDF as a hybrid e-invoice (Factur-X 1.0 / ZUGFeRD 2, profile EN 16931): PDF/A-3 with the
 * document's CII XML embedded as `factur-x.xml`.
 */
export async function writeFacturX(
  invoice: Invoice,
  sellerIdentifier: string,
  hybrid: { pdf: { buffer: Uint8Array; filename: string }; xml: string },
): Promise<Buffer> {
  return Buffer.from(await generate('Factur-X-EN16931', invoice, sellerIdentifier, hybrid));
}
