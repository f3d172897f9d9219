/** Where the API is mounted. */
export const API_PREFIX = '/api/v1';
