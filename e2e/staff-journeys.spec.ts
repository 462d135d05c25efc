// The staff journeys of e2e/staff-journeys.ts at desktop size, in both languages.
import { describeStaffJourneys } from './staff-journeys';

describeStaffJourneys('at desktop size');
