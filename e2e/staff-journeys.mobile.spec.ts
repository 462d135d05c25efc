// The staff journeys of e2e/staff-journeys.ts on a phone (the mobile project's Pixel 7), in each language.
import { describeStaffJourneys } from './staff-journeys';

describeStaffJourneys('on a phone');
