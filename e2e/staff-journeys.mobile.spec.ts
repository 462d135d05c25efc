// The staff journeys of e2e/staff-journeys.ts on a phone (the mobile project's Pixel 7), in both languages.
import { describeStaffJourneys } from './staff-journeys';

describeStaffJourneys('on a phone');
