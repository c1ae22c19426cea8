import { Injectable } from '@nestjs/common';
import { NotFoundError } from '../../../common/errors/app-error.js';
import { TwoFactorService } from './two-factor.service.js';
import type { Viewer } from '../../../common/auth/viewer.js';
import { type DocumentFile, DocumentKind, documentLocale, DocumentsService } from '../../documents/index.js';

/** The viewer's two-factor recovery codes as a printable PDF, rendered on demand and not kept. */
@Injectable()
export class RecoveryCodesPdfService {
  constructor(
    private readonly twoFactor: TwoFactorService,
    private readonly documents: DocumentsService,
  ) {}

  async download(viewer: Viewer, timeoutMs?: number): Promise<DocumentFile> {
    const { user } = viewer;
    const codes = await this.twoFactor.recoveryCodes(user.id);
    if (!codes.length) throw new NotFoundError('Recovery codes');
    const document = await this.documents.request(DocumentKind.RecoveryCodes, user.id, {
      locale: documentLocale(user.locale),
      data: { name: user.name, email: user.email, createdAt: new Date().toISOString(), codes },
    });
    try {
      await this.documents.waitUntilReady(user.id, document.id, timeoutMs);
      return await this.documents.download(user.id, document.id);
    } catch (error) {
      // Not ready in time or failed: the codes must not wait in the database for nobody.
      await this.documents.discard(user.id, document.id);
      throw error;
    }
  }
}
