import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { stayDateRange } from '@reunion/contracts';
import { ProfilesRepository } from './profiles.repository.js';

/**
 * Profiles saved before a departure had to follow the arrival, or before dates had to be near
 * the reunion (docs/profiles.md, "Validation"), may still break those rules: who's in town
 * leaves the first out and shortens the second. They are not repaired (which date is wrong is
 * the owner's to say, and the form asks them at their next save); each start names them for the
 * organisers.
 */
@Injectable()
export class StayDatesReport implements OnApplicationBootstrap {
  private readonly logger = new Logger(StayDatesReport.name);

  constructor(private readonly profiles: ProfilesRepository) {}

  async onApplicationBootstrap(): Promise<void> {
    try {
      const ids = await this.profiles.findIdsWithDepartureBeforeArrival();
      if (ids.length > 0)
        this.logger.warn(
          `${ids.length} profile(s) have a departure before the arrival and are left out of who's in town until their owners fix them: ids ${ids.join(', ')}`,
        );
      const outside = await this.profiles.findIdsWithStayDatesOutside(stayDateRange);
      if (outside.length > 0)
        this.logger.warn(
          `${outside.length} profile(s) have a stay date outside ${stayDateRange.first} to ${stayDateRange.last} and are shortened to it in who's in town until their owners fix them: ids ${outside.join(', ')}`,
        );
    } catch (error) {
      // A report, never a reason not to start.
      this.logger.warn(`could not check the profiles' stay dates: ${(error as Error).message}`);
    }
  }
}
