export declare const LEAN_NODE_FLAGS: readonly string[]
