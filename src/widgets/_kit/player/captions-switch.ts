import { MediaCaptionsButton } from 'media-chrome/media-captions-button';
import { rememberCaptions } from './captions';

/** The captions control's tag: media-chrome's captions button, announced as the switch it is. */
export const CAPTIONS_SWITCH = 'efir-captions-switch';

/**
 * media-chrome's captions button (4.19) says whether captions show with `aria-checked`, but gives
 * itself `role="button"`, which does not take that attribute: axe fails it (`aria-allowed-attr`)
 * and a screen reader may announce no state at all. Captions are on or off, so this is a switch
 * (WAI-ARIA `switch`: `aria-checked` is its state); everything else (the toggling, the on/off
 * icons styled on `aria-checked`, the label) is media-chrome's own. Its own element is needed
 * because media-chrome sets the role each time the button is connected. A press (click or key)
 * also keeps the visitor's choice for the next playback (./captions.ts).
 */
export class CaptionsSwitch extends MediaCaptionsButton {
  override connectedCallback(): void {
    super.connectedCallback();
    this.setAttribute('role', 'switch');
  }

  override handleClick(): void {
    const wasOn = this.getAttribute('aria-checked') === 'true';
    super.handleClick();
    rememberCaptions(!wasOn);
  }
}

const registry = globalThis.customElements;
if (registry && !registry.get(CAPTIONS_SWITCH)) registry.define(CAPTIONS_SWITCH, CaptionsSwitch);
