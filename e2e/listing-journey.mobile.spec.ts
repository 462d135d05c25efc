// The listing journey of issue 47 on a phone (the mobile project's Pixel 7, narrowed to a 360 px
// screen), in both languages (e2e/listing-journey.ts).
import { test } from './fixtures';
import { listingJourney } from './listing-journey';

test.use({ viewport: { width: 360, height: 740 } });

listingJourney('phone');
