/** The floor of every cold import: a one-line handler, bundled like the service's functions. */
export const handler = async () => ({ statusCode: 204, body: '' });
