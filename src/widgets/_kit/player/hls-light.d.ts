/** hls.js's light build has the types of the full one (its package names no types for it). */
declare module 'hls.js/light' {
  import Hls from 'hls.js';
  export default Hls;
}
