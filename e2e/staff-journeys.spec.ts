// The staff journeys of e2e/staff-journeys.ts at desktop size, in each language.
import { describeStaffJourneys } from './staff-journeys';

describeStaffJourneys('at desktop size');
