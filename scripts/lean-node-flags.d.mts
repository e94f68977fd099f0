export declare const LEAN_NODE_FLAGS: readonly string[]
export declare const LEAN_ENV: Readonly<Record<string, string>>
export declare function restartWithLeanEnvironment(): void
