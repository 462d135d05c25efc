// The investment lead's journey on a phone (the mobile project's Pixel 7), in both languages
// (e2e/investment-journey.ts).
import { investmentJourney } from './investment-journey';

investmentJourney('phone');
