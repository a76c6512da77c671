import { ConflictException, Inject, Injectable, Logger } from '@nestjs/common';
import {
  BUILT_SECTION_VERSION,
  type CanaryOutcome,
  judgeCanary,
  type LoadCount,
  type SectionLoadReport,
} from '@reunion/contracts';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { escapeHtml } from '../../mail/escape-html.js';
import { MailService } from '../../mail/mail.service.js';
import { type RateLimitCharge, RateLimitService } from '../../rate-limit/rate-limit.service.js';
import { CanariesRepository, type CanaryRow } from './canaries.repository.js';
import { Canaries } from './canaries.service.js';
import { inCanaryShare } from './canary-share.js';

/** Who sent a section-load report: the address it came from and the signed-in member. */
export interface ReportSender {
  ip: string;
  member: number;
}

/** Who ends a canary by its figures, in the record and the mail. */
export const THE_JUDGE = 'the judge';

const percent = ({ loads, failures }: LoadCount) =>
  loads === 0 ? '0 %' : `${((100 * failures) / loads).toFixed(1)} %`;

/**
 * The shell's section-load reports (POST /api/remotes/loads) and the judge they feed
 * (docs/sections.md, "Canary releases"). A report counts only for a section with a running
 * canary, from a signed-in member's visitor this site issued an id to, for the version it
 * hands that visitor; each visitor counts once per arm. After each count the judge compares the
 * arms (contracts' judgeCanary): a worse canary is rolled back at once, a healthy one promoted
 * when it asked to be.
 */
@Injectable()
export class CanaryReports {
  private readonly logger = new Logger(CanaryReports.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly canaries: Canaries,
    private readonly repository: CanariesRepository,
    private readonly mail: MailService,
    private readonly rateLimit: RateLimitService,
  ) {}

  /** `sender`: the address the report came from and the member who sent it. */
  async report(visitor: string, sender: ReportSender, report: SectionLoadReport): Promise<void> {
    const canary = (await this.repository.running()).find((row) => row.name === report.section);
    if (!canary) return;
    const arm = inCanaryShare(canary.id, visitor, canary.share) ? 'canary' : 'base';
    const handed =
      arm === 'canary' ? canary.version : (canary.baseVersion ?? BUILT_SECTION_VERSION);
    // A client that claims another version than the one it was handed counts for nothing.
    if (report.version !== handed) return;
    // Visitor ids are free to get: one address or one member minting many could outvote the
    // class. So each adds only so many visitors to this canary (RATE_LIMIT_CANARY_VISITORS_PER_*)
    // and only so many failures (RATE_LIMIT_CANARY_FAILURES_PER_*, one): a few failing visitors
    // among the class's healthy ones would still make the canary look broken. Rolling a canary
    // back so takes several accounts on several networks. A visitor counted already always
    // reports; a report beyond a share weighs nothing.
    const counted = await this.repository.counted(canary.id, arm, visitor);
    const newFailure = report.outcome === 'failed' && !counted?.failed;
    const byIp = `${canary.id}:${sender.ip}`;
    const byMember = `${canary.id}:${sender.member}`;
    // The member's own counters first: charges stop at the first refusal, so a member past their
    // share spends none of what the others on their address (a venue's Wi-Fi) may add.
    const charges: RateLimitCharge[] = [
      ...(counted
        ? []
        : [
            { limit: 'canaryVisitorsPerMember', key: byMember } as const,
            { limit: 'canaryVisitorsPerIp', key: byIp } as const,
          ]),
      ...(newFailure
        ? [
            { limit: 'canaryFailuresPerMember', key: byMember } as const,
            { limit: 'canaryFailuresPerIp', key: byIp } as const,
          ]
        : []),
    ];
    if (charges.length > 0 && !(await this.rateLimit.tryCharge(charges))) return;
    await this.repository.countLoad(canary.id, arm, visitor, report.outcome === 'failed');
    await this.judge(canary);
  }

  private async judge(canary: CanaryRow): Promise<void> {
    const figures = await this.repository.figures(canary.id);
    const verdict = judgeCanary(
      figures.canary,
      figures.base,
      Date.now() - canary.startedAt.getTime(),
      this.config.canary,
    );
    if (verdict === 'worse') await this.endByJudge(canary, 'rolled back');
    else if (verdict === 'promotable' && canary.autoPromote)
      await this.endByJudge(canary, 'promoted');
  }

  private async endByJudge(canary: CanaryRow, ending: 'rolled back' | 'promoted'): Promise<void> {
    let outcome: CanaryOutcome;
    try {
      outcome = await this.canaries.end(canary.name, ending, THE_JUDGE, canary.id);
    } catch (error) {
      // Another report (or replica) ended it first, and told everyone.
      if (error instanceof ConflictException) return;
      throw error;
    }
    this.logger.warn(summary(outcome));
    await Promise.all(
      [...this.config.adminEmails].map((to) => this.mail.send(outcomeMail(to, outcome))),
    );
  }
}

function summary(outcome: CanaryOutcome): string {
  const base = outcome.baseVersion ?? BUILT_SECTION_VERSION;
  return (
    `Canary ${outcome.name} ${outcome.version} ${outcome.ending} by ${outcome.endedBy}: ` +
    `${outcome.canary.failures} of ${outcome.canary.loads} visitors saw it fail ` +
    `(${percent(outcome.canary)}), against ${outcome.base.failures} of ${outcome.base.loads} ` +
    `on ${base} (${percent(outcome.base)}).`
  );
}

/** The administrators' mail about a canary the judge ended. */
function outcomeMail(to: string, outcome: CanaryOutcome) {
  const subject = `Canary ${outcome.name} ${outcome.version} ${outcome.ending}`;
  const lines = [
    summary(outcome),
    `Started ${outcome.startedAt} by ${outcome.startedBy} for ${outcome.share} % of visitors; ended ${outcome.endedAt}.`,
    outcome.ending === 'rolled back'
      ? `Every visitor gets ${outcome.baseVersion ?? 'the built section'} on their next page load.`
      : `${outcome.version} is now the active version for every visitor.`,
  ];
  return {
    to,
    subject,
    text: lines.join('\n\n'),
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n'),
  };
}
