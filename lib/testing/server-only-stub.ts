// jest stands in for `server-only` (which throws outside a React Server environment).
export {};
