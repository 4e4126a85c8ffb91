/**
 * Freezes a value all the way down, so that whoever shares it cannot change it for the others
 * (the server's kept answers and texts, shared by every render of their minute; a mutation throws
 * in strict mode, which the editor's tests use). Returns the value.
 */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}
