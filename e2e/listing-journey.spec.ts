// The listing journey of issue 47 at desktop size, in both languages (e2e/listing-journey.ts).
import { listingJourney } from './listing-journey';

listingJourney('desktop');
