// The investment lead's journey at desktop size, in both languages (e2e/investment-journey.ts).
import { investmentJourney } from './investment-journey';

investmentJourney('desktop');
