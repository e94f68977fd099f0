// Types for icon-sprite.mjs, which sprite.test.tsx imports.
export const REGISTRY: string
export const SPRITE: string
export function registryIconNames(source?: string): string[]
export function spriteFor(names: readonly string[]): Promise<string>
