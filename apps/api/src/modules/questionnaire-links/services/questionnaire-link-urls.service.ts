import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config.js';
import { signedWebLink } from '../../../common/http/signed-links.js';

/** The signed questionnaire links (see docs/decisions/questionnaire-links.md, "Questionnaire links (issue 17)"). */
@Injectable()
export class QuestionnaireLinkUrls {
  constructor(private readonly config: AppConfig) {}

  /**
   * The page `APP_URL/patients/{guid}/login?expires&signature` for the mail. `expires` and `signature`
   * sign the API URL `/api/patients/{guid}/login` the page posts the birth date to, with them unchanged.
   */
  pageUrl(guid: string, expiresAt: Date): string {
    return signedWebLink(this.config.appKey, this.config.appUrl, `patients/${guid}/login`, expiresAt);
  }
}
