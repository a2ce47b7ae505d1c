/** Wire names (snake_case, as the API speaks) and code names (camelCase, as rows and the web's records are). */
export const camelKey = (key: string) => key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
export const snakeKey = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
