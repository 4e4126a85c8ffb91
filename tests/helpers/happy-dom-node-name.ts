/**
 * happy-dom defines `nodeName` on Node.prototype returning '' for elements and overrides it on
 * Element.prototype; browsers (and the DOM standard) define it on Node.prototype only. DOMPurify
 * reads it from Node.prototype, so under happy-dom it mistakes every element for a disallowed one.
 * This makes Node.prototype's getter answer as a browser does. Import it before the first sanitise.
 */
const original = Object.getOwnPropertyDescriptor(Node.prototype, 'nodeName');

Object.defineProperty(Node.prototype, 'nodeName', {
  configurable: true,
  enumerable: original?.enumerable ?? true,
  get(this: Node): string {
    for (
      let proto = Object.getPrototypeOf(this);
      proto && proto !== Node.prototype;
      proto = Object.getPrototypeOf(proto)
    ) {
      const own = Object.getOwnPropertyDescriptor(proto, 'nodeName')?.get;
      if (own) return String(own.call(this));
    }
    return String(original?.get?.call(this) ?? '');
  },
});
