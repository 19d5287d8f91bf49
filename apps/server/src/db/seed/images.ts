/** Demo images for the seed: see ./images/index.ts. */
export type { DemoScene } from './images/index.js';
export { DEMO_SCENES, demoImageSvg, renderDemoImage } from './images/index.js';
