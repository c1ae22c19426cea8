// The samples area's public face: what other areas may use. Its entity is private.
export { SampleRegistered } from './samples.events.js';
export { currentSampleOfOrder, currentSamplesOfOrders } from './sample-reads.js';
